import { formatInstant } from '../timezone/zoned-time';

/** An event a closure would skip, as the confirmation lists it. */
export interface SkippedEvent {
  id: string;
  name: string;
  startAt: string;
  timezone: string;
}

/** How many events the confirmation names; the rest are counted. */
export const CLOSURE_LIST_SIZE = 10;

export const CLOSURE_TEXTS = {
  title: 'Closed hours reach booked events',
  intro: (n: number) =>
    `${n} booked event${n === 1 ? '' : 's'} fall${n === 1 ? 's' : ''} in the closed hours and will be marked closed:`,
  more: (n: number) => `and ${n} more`,
  confirm: 'Save and mark them closed',
} as const;

/** The lines of the confirmation: each event as its name plus its start in its own zone (000 §2.7). */
export function closureImpactLines(events: readonly SkippedEvent[]): string[] {
  const shown = events
    .slice(0, CLOSURE_LIST_SIZE)
    .map((e) => `${e.name} ${formatInstant(e.startAt, e.timezone)}`);
  return events.length > CLOSURE_LIST_SIZE
    ? [...shown, CLOSURE_TEXTS.more(events.length - CLOSURE_LIST_SIZE)]
    : shown;
}
