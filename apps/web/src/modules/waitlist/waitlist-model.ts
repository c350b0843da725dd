// The waitlist notification form's values, checks and input, and how a notification reads (001 §2.7).
import type { WaitlistItem } from './waitlist.graphql';

export const WEEKDAYS = [
  { value: 'SU', label: 'Sun' },
  { value: 'MO', label: 'Mon' },
  { value: 'TU', label: 'Tue' },
  { value: 'WE', label: 'Wed' },
  { value: 'TH', label: 'Thu' },
  { value: 'FR', label: 'Fri' },
  { value: 'SA', label: 'Sat' },
] as const;

export const WAITLIST_STATUSES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'UNSUBSCRIBED', label: 'Unsubscribed' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'FULFILLED', label: 'Fulfilled' },
] as const;

export const statusLabel = (status: string): string =>
  WAITLIST_STATUSES.find((s) => s.value === status)?.label ?? status;

export interface WindowValues {
  weekdays: string[];
  fromTime: string;
  toTime: string;
}

export interface WaitlistFormValues {
  clientId: string;
  clientName: string;
  serviceId: string;
  /** '' = any staff member. */
  staffId: string;
  staffName: string;
  /** '' = any location. */
  locationId: string;
  windows: WindowValues[];
  fromDate: string;
  toDate: string;
}

const DAY = 86_400_000;

/** A new notification: weekday afternoons for the next four weeks. */
export function emptyWaitlist(today: string, clientId = '', clientName = ''): WaitlistFormValues {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + 28 * DAY).toISOString().slice(0, 10);
  return {
    clientId,
    clientName,
    serviceId: '',
    staffId: '',
    staffName: '',
    locationId: '',
    windows: [{ weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], fromTime: '15:00', toTime: '18:00' }],
    fromDate: today,
    toDate: end,
  };
}

export function waitlistValuesOf(n: WaitlistItem): WaitlistFormValues {
  return {
    clientId: n.client.id,
    clientName: n.client.name,
    serviceId: n.serviceId,
    staffId: n.staffId ?? '',
    staffName: n.staffName ?? '',
    locationId: n.locationId ?? '',
    windows: n.windows.map((w) => ({ weekdays: [...w.weekdays], fromTime: w.fromTime, toTime: w.toTime })),
    fromDate: n.fromDate,
    toDate: n.toDate,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's errors by field (Mantine's paths), in the server's words. */
export function validateWaitlist(v: WaitlistFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.clientId) errors.clientId = 'clientId is required';
  if (!v.serviceId) errors.serviceId = 'serviceId is required';
  if (!DATE.test(v.fromDate)) errors.fromDate = 'fromDate must be a date (YYYY-MM-DD)';
  if (!DATE.test(v.toDate)) errors.toDate = 'toDate must be a date (YYYY-MM-DD)';
  else if (DATE.test(v.fromDate) && v.toDate < v.fromDate)
    errors.toDate = 'toDate must not be before fromDate';
  if (!v.windows.length) errors.windows = 'At least one time window is required';
  v.windows.forEach((w, i) => {
    if (!w.weekdays.length) errors[`windows.${i}.weekdays`] = 'Pick at least one weekday';
    if (!TIME.test(w.fromTime)) errors[`windows.${i}.fromTime`] = 'fromTime must be a time (HH:MM)';
    if (!TIME.test(w.toTime)) errors[`windows.${i}.toTime`] = 'toTime must be a time (HH:MM)';
  });
  return errors;
}

/** What the server takes: ids or null for 'any', weekdays in the week's order. */
export function waitlistInput(v: WaitlistFormValues) {
  const order = WEEKDAYS.map((d) => d.value as string);
  return {
    serviceId: v.serviceId,
    staffId: v.staffId || null,
    locationId: v.locationId || null,
    windows: v.windows.map((w) => ({
      weekdays: order.filter((d) => w.weekdays.includes(d)),
      fromTime: w.fromTime,
      toTime: w.toTime,
    })),
    fromDate: v.fromDate,
    toDate: v.toDate,
  };
}

/** 'Mon, Wed 15:00–18:00'; a window past midnight reads '22:00–02:00 (next day)'. */
export function windowText(w: { weekdays: readonly string[]; fromTime: string; toTime: string }): string {
  const days = WEEKDAYS.filter((d) => w.weekdays.includes(d.value)).map((d) => d.label);
  if (w.toTime === w.fromTime && w.fromTime === '00:00') return `${days.join(', ')} all day`;
  const overnight = w.toTime <= w.fromTime ? ' (next day)' : '';
  return `${days.join(', ')} ${w.fromTime}–${w.toTime}${overnight}`;
}

/** Staff, location: 'Any staff member', 'Any location' when not asked for. */
export const withWhom = (n: Pick<WaitlistItem, 'staffName' | 'locationName'>): string =>
  `${n.staffName || 'Any staff member'} · ${n.locationName || 'Any location'}`;
