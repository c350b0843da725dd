import { UserError } from '@tempo/graphql';
import type { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import { MAX_BATCH } from './booking-rules';
import { activeClientPlaces, attemptOf, batchIds, groupBy, storedOccurrencesOf } from './booking-support';

const at = (iso: string) => new Date(iso);
const place = (id: string, kind: 'client' | 'staff', status: string | null) =>
  ({ id, kind, status, peopleId: `p-${id}` }) as EventParticipantEntity;

describe('what the booking services share', () => {
  it('an event takes its primary staff member first, each staff member once, and its room', () => {
    const a = attemptOf({
      startAt: at('2027-03-15T20:00:00Z'),
      endAt: at('2027-03-15T21:00:00Z'),
      primaryStaffId: 's2',
      staffIds: ['s1', 's2', 's3'],
      roomId: 'r1',
    });
    expect(a.staffIds).toEqual(['s2', 's1', 's3']);
    expect(a.roomId).toBe('r1');
    expect(+a.startAt).toBe(+at('2027-03-15T20:00:00Z'));
    expect(attemptOf({ ...a, primaryStaffId: null, staffIds: ['s1'] }).staffIds).toEqual(['s1']);
  });

  it('a batch is its distinct trimmed ids, refused when empty or too large', () => {
    expect(batchIds([' a ', 'b', 'a', ''])).toEqual(['a', 'b']);
    expect(() => batchIds([' ', ''])).toThrow(UserError);
    expect(() => batchIds(Array.from({ length: MAX_BATCH + 1 }, (_, i) => `e${i}`))).toThrow(UserError);
    expect(batchIds(Array.from({ length: MAX_BATCH }, (_, i) => `e${i}`))).toHaveLength(MAX_BATCH);
  });

  it("an event's active client places leave out staff and cancelled places", () => {
    const parts = [
      place('1', 'client', null),
      place('2', 'client', 'CANCELED'),
      place('3', 'client', 'LATE_CANCELED'),
      place('4', 'client', 'NO_SHOW'),
      place('5', 'staff', null),
    ];
    expect(activeClientPlaces(parts).map((p) => p.id)).toEqual(['1', '4']);
  });

  it("a series' events are read by the rules with their original start (their start when never moved)", () => {
    const moved = {
      id: 'm',
      startAt: at('2027-03-16T20:00:00Z'),
      endAt: at('2027-03-16T21:00:00Z'),
      originalStartAt: at('2027-03-15T20:00:00Z'),
      recurringOutlier: true,
      status: 'EVENT_STATUS_ACTIVE',
    } as EventEntity;
    const kept = { ...moved, id: 'k', originalStartAt: null, recurringOutlier: false } as EventEntity;
    expect(storedOccurrencesOf([moved, kept])).toEqual([
      {
        id: 'm',
        originalStartAt: +at('2027-03-15T20:00:00Z'),
        startAt: +at('2027-03-16T20:00:00Z'),
        endAt: +at('2027-03-16T21:00:00Z'),
        recurringOutlier: true,
        status: 'EVENT_STATUS_ACTIVE',
      },
      {
        id: 'k',
        originalStartAt: +at('2027-03-16T20:00:00Z'),
        startAt: +at('2027-03-16T20:00:00Z'),
        endAt: +at('2027-03-16T21:00:00Z'),
        recurringOutlier: false,
        status: 'EVENT_STATUS_ACTIVE',
      },
    ]);
  });

  it('groups keep the order of their items', () => {
    const groups = groupBy(['a1', 'b1', 'a2'], (x) => x[0]);
    expect([...groups.entries()]).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });
});
