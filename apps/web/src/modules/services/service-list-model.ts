import type { ServiceListItem } from './services.graphql';

const BOOKING_LABELS: Record<string, string> = {
  appointment: 'Appointment',
  session: 'Session',
  subscription_only: 'Subscription only',
  event: 'Event',
};

/** The booking kind of 001 §3.3 in words. */
export const bookingKindLabel = (kind: string): string => BOOKING_LABELS[kind] ?? kind;

/** The list's search: the name contains the text, ignoring case. */
export function filterServices(all: readonly ServiceListItem[], text: string): ServiceListItem[] {
  const needle = text.trim().toLowerCase();
  return needle ? all.filter((s) => (s.name ?? '').toLowerCase().includes(needle)) : [...all];
}
