import {
  DATE_RANGE_PRESETS,
  DateRangePreset,
  addDays,
  addMonths,
  presetRange,
} from '../events/date-range-model';
import { isCancelledParticipant, isLiveEvent } from '../events/event-model';

/**
 * The schedules of a client (staff view and self view) and of a staff member (001 §2.2-2.4,
 * §7.3): upcoming or past events, or a date-range preset of 001 §9, and who may cancel.
 */

export const SCHEDULE_LIMIT = 1000;

export type ScheduleView = 'Upcoming' | 'Past' | DateRangePreset;

export const SCHEDULE_VIEWS: readonly ScheduleView[] = ['Upcoming', 'Past', ...DATE_RANGE_PRESETS];

/** The dates a view asks for: upcoming from today on, past the year up to yesterday, else the preset's dates. */
export function scheduleDates(
  view: ScheduleView,
  today: string,
): { fromDate: string | null; toDate: string | null } {
  if (view === 'Upcoming') return { fromDate: today, toDate: null };
  if (view === 'Past') return { fromDate: addMonths(today, -12), toDate: addDays(today, -1) };
  const r = presetRange(view, today);
  return { fromDate: r.from, toDate: r.to };
}

/** Past events newest first; upcoming (and preset) events in time order. */
export function scheduleOrder<E extends { startAt: string }>(events: readonly E[], view: ScheduleView): E[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return view === 'Past' ? sorted.reverse() : sorted;
}

export interface ScheduleEvent {
  status: string;
  startAt: string;
  clients: readonly { peopleId: string; status?: string | null }[];
}

/**
 * Whether a client's participation in an event can still be cancelled from a schedule: the event
 * takes place and has not started, and the client is booked and has not cancelled. The server
 * applies the service's policy (late or not) and the viewer's rights.
 */
export function cancellable(e: ScheduleEvent, clientId: string, now: number): boolean {
  if (!isLiveEvent(e.status) || e.status === 'EVENT_STATUS_COMPLETED') return false;
  if (Date.parse(e.startAt) <= now) return false;
  const me = e.clients.find((c) => c.peopleId === clientId);
  return !!me && !isCancelledParticipant(me.status) && !me.status;
}

/** The client a schedule row is about: the one asked for, else the event's first client. */
export const clientOf = <C extends { peopleId: string }>(clients: readonly C[], clientId?: string | null) =>
  clients.find((c) => c.peopleId === clientId) ?? null;
