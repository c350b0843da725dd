// Waitlists of full session events. Clients who could not enrol because the session was at capacity wait in
// line (earliest first, ties by id). When places free up, the business's mode decides what happens to the
// first in line: ENROLL enrols them straight away; OFFER holds a place for them until holdUntil, and a held
// place counts as taken until it is taken up or the hold ends.

const MINUTE = 60_000;

export type SessionWaitlistMode = 'ENROLL' | 'OFFER';

export interface SessionWaitlistEntry {
  readonly id: string;
  readonly clientId: string;
  /** When the client joined the waitlist (epoch ms): the place in line. */
  readonly createdAt: number;
  /** Set once a place has been offered: held until then (epoch ms); past it the offer has lapsed. */
  readonly holdUntil?: number | null;
}

export interface PlacesFreedInput {
  readonly capacity: number;
  /** Clients enrolled in the session now. */
  readonly enrolled: number;
  readonly waitlist: readonly SessionWaitlistEntry[];
  readonly mode: SessionWaitlistMode;
  readonly now: number;
  /** The business's hold, in minutes (> 0 in OFFER mode). */
  readonly holdMinutes: number;
}

export type Placement =
  | { readonly action: 'ENROLL'; readonly entry: SessionWaitlistEntry }
  | { readonly action: 'OFFER'; readonly entry: SessionWaitlistEntry; readonly holdUntil: number };

/** A place is held for the entry while its holdUntil is ahead of now. */
export function holdsPlace(entry: SessionWaitlistEntry, now: number): boolean {
  return entry.holdUntil != null && entry.holdUntil > now;
}

/** An entry whose offer lapsed had its turn: it is passed over from then on. */
export function offerLapsed(entry: SessionWaitlistEntry, now: number): boolean {
  return entry.holdUntil != null && entry.holdUntil <= now;
}

export function byPlaceInLine(a: SessionWaitlistEntry, b: SessionWaitlistEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Places neither enrolled nor held for a waitlisted client (never negative). */
export function freePlaces(
  input: Pick<PlacesFreedInput, 'capacity' | 'enrolled' | 'waitlist' | 'now'>,
): number {
  const held = input.waitlist.filter((e) => holdsPlace(e, input.now)).length;
  return Math.max(0, input.capacity - input.enrolled - held);
}

/**
 * What to do now with the waitlist of a session: the first waiting entries in line (never more than the free
 * places) to enrol, or to offer a place held until now + holdMinutes. Entries holding a place or whose offer
 * lapsed are not placed again.
 */
export function placesFreed(input: PlacesFreedInput): Placement[] {
  const { mode, now, holdMinutes } = input;
  if (mode === 'OFFER' && !(holdMinutes > 0)) {
    throw new RangeError(`The hold must last some minutes, not ${holdMinutes}`);
  }
  const waiting = input.waitlist
    .filter((e) => e.holdUntil == null)
    .sort(byPlaceInLine)
    .slice(0, freePlaces(input));
  return waiting.map((entry) =>
    mode === 'ENROLL'
      ? { action: 'ENROLL' as const, entry }
      : { action: 'OFFER' as const, entry, holdUntil: now + holdMinutes * MINUTE },
  );
}
