import { locationTypeLabel } from './location-model';

/** Outline paths (24x24) of the four location types: a building, a flag, a house, a screen. */
const PATHS: Record<string, string> = {
  LOCATION_TYPE_PRIMARY: 'M4 21V4h10v17M14 9h6v12M7 8h2M7 12h2M7 16h2M17 13h1M17 17h1M2 21h20',
  LOCATION_TYPE_EVENT: 'M5 21V4M5 4h11l-2 4 2 4H5',
  LOCATION_TYPE_HOME: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  LOCATION_TYPE_ONLINE: 'M3 5h18v11H3zM8 20h8M12 16v4',
};
const PIN = 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';

/** The icon of a location's type, named by the type for assistive technology. */
export function LocationTypeIcon({ type, size = 18 }: { type: string; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={locationTypeLabel(type)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none', color: 'var(--mantine-color-dimmed)' }}
    >
      <title>{locationTypeLabel(type)}</title>
      <path d={PATHS[type] ?? PIN} />
    </svg>
  );
}
