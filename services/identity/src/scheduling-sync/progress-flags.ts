import type { ProgressFlags } from '../business/business.entity';

/**
 * The progress flags a scheduling event sets (000 §3.2's setup card): a location created or
 * updated means the business has locations, a service the same for services. A deletion
 * leaves the flag as it is (the step was done once); any other event sets nothing.
 */
export function progressOfSchedulingEvent(type: string): ProgressFlags | null {
  if (type === 'location.created' || type === 'location.updated') return { hasLocations: true };
  if (type === 'service.created' || type === 'service.updated') return { hasServices: true };
  return null;
}

/** The business's flags with `set` applied, or null when nothing changes. */
export function mergedProgress(
  current: ProgressFlags | null | undefined,
  set: ProgressFlags,
): ProgressFlags | null {
  const base = current ?? {};
  const changed = (Object.keys(set) as Array<keyof ProgressFlags>).some((k) => base[k] !== set[k]);
  return changed ? { ...base, ...set } : null;
}
