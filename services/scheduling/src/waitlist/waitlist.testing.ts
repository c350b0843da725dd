// Builders for waitlist tests: instants from ISO text with an explicit offset, defaults that match.
import { toInstant } from '@tempo/scheduling-rules';
import type { Slot, WaitlistRequest } from './waitlist-match';

export const at = (iso: string): number => toInstant(iso);
export const MINUTE = 60_000;

export function slot(startIso: string, minutes: number, overrides: Partial<Slot> = {}): Slot {
  const startAt = at(startIso);
  return {
    serviceId: 'piano',
    staffId: 'staff-1',
    locationId: 'loc-1',
    startAt,
    endAt: startAt + minutes * MINUTE,
    ...overrides,
  };
}

export function request(id: string, overrides: Partial<WaitlistRequest> = {}): WaitlistRequest {
  return {
    id,
    clientId: `client-${id}`,
    serviceId: 'piano',
    windows: [{ weekdays: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], fromTime: '00:00', toTime: '00:00' }],
    fromDate: '2027-01-01',
    toDate: '2027-12-31',
    status: 'ACTIVE',
    createdAt: at('2027-01-01T00:00:00Z'),
    ...overrides,
  };
}
