import {
  freePlaces,
  placesFreed,
  type PlacesFreedInput,
  type SessionWaitlistEntry,
} from './session-waitlist';
import { at, MINUTE } from './waitlist.testing';

const now = at('2027-03-14T10:00:00-04:00');
const entry = (id: string, joinedIso: string, holdUntil?: number): SessionWaitlistEntry => ({
  id,
  clientId: `client-${id}`,
  createdAt: at(joinedIso),
  holdUntil,
});
const line = [
  entry('c', '2027-03-01T09:00:00Z'),
  entry('a', '2027-03-01T08:00:00Z'),
  entry('b', '2027-03-01T09:00:00Z'),
];
const input = (over: Partial<PlacesFreedInput>): PlacesFreedInput => ({
  capacity: 10,
  enrolled: 10,
  waitlist: line,
  mode: 'ENROLL',
  now,
  holdMinutes: 60,
  ...over,
});
const ids = (over: Partial<PlacesFreedInput>) => placesFreed(input(over)).map((p) => p.entry.id);

describe('placesFreed: session places freed for the waitlist', () => {
  it('a full session places nobody', () => {
    expect(placesFreed(input({}))).toEqual([]);
    expect(placesFreed(input({ enrolled: 12 }))).toEqual([]);
  });

  it('ENROLL mode enrols the first in line (earliest, ties by id), never more than the free places', () => {
    expect(placesFreed(input({ enrolled: 9 }))).toEqual([{ action: 'ENROLL', entry: line[1] }]);
    expect(ids({ enrolled: 8 })).toEqual(['a', 'b']);
    expect(ids({ enrolled: 0 })).toEqual(['a', 'b', 'c']);
  });

  it('OFFER mode offers the first in line a place held for the business hold minutes', () => {
    expect(placesFreed(input({ enrolled: 8, mode: 'OFFER', holdMinutes: 30 }))).toEqual([
      { action: 'OFFER', entry: line[1], holdUntil: now + 30 * MINUTE },
      { action: 'OFFER', entry: line[2], holdUntil: now + 30 * MINUTE },
    ]);
  });

  it('an active offer takes a place until its hold ends; then the next in line is offered it', () => {
    const offered = [entry('a', '2027-03-01T08:00:00Z', now + MINUTE), line[0], line[2]];
    const freed = { enrolled: 9, waitlist: offered, mode: 'OFFER' as const };
    expect(freePlaces(input(freed))).toBe(0);
    expect(placesFreed(input(freed))).toEqual([]);
    const later = now + MINUTE;
    expect(freePlaces(input({ ...freed, now: later }))).toBe(1);
    expect(ids({ ...freed, now: later })).toEqual(['b']);
  });

  it('an entry whose offer lapsed is not offered again', () => {
    const lapsed = [entry('a', '2027-03-01T08:00:00Z', now - MINUTE), line[0], line[2]];
    expect(ids({ enrolled: 7, waitlist: lapsed, mode: 'OFFER' })).toEqual(['b', 'c']);
  });

  it('OFFER mode needs a hold of some minutes', () => {
    expect(() => placesFreed(input({ enrolled: 9, mode: 'OFFER', holdMinutes: 0 }))).toThrow(RangeError);
    expect(ids({ enrolled: 9, holdMinutes: 0 })).toEqual(['a']);
  });
});
