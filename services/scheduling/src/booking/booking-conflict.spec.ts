import { bookingConflictOf, isBookingConstraint, isExclusionViolation } from './booking-conflict';
import { collisionsMessage, takenReason } from './booking-rules';
import type { Instant } from './booking-time';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

/** The refusal a booking reads when the constraint's staff member or room is taken (as guardedWriteIn writes it). */
const refusalText = (
  constraint: 'staff_booking_no_overlap' | 'event_room_no_overlap',
  t: { staffName?: string; roomName?: string; startAt: Instant; endAt: Instant; zone: string },
) =>
  collisionsMessage(
    [
      takenReason(
        constraint === 'staff_booking_no_overlap'
          ? { staffName: t.staffName ?? '' }
          : { roomName: t.roomName ?? '' },
        t.startAt,
        t.endAt,
        t.zone,
      ),
    ],
    1,
  );

/** A failed query as TypeORM reports it: the driver's fields copied onto it and kept as driverError. */
const queryFailed = (code: string, constraint?: string) => {
  const driverError = Object.assign(new Error('conflicting key value violates exclusion constraint'), {
    code,
    constraint,
  });
  return Object.assign(new Error(driverError.message), { query: 'INSERT …', driverError });
};

describe('a staff member already booked: "error booking: <name> is already booked <period>"', () => {
  it('reads the times in America/New_York', () => {
    expect(
      refusalText('staff_booking_no_overlap', {
        staffName: 'Clara Wieck',
        startAt: '2027-03-09T21:00:00Z',
        endAt: '2027-03-09T22:00:00Z',
        zone: NY,
      }),
    ).toBe('error booking: Clara Wieck is already booked 4:00 PM–5:00 PM on Tue, Mar 9');
  });

  it('reads the same instants in Asia/Kolkata', () => {
    expect(
      refusalText('staff_booking_no_overlap', {
        staffName: ' Clara Wieck ',
        startAt: Date.parse('2027-03-09T21:00:00Z'),
        endAt: new Date('2027-03-09T22:00:00Z'),
        zone: KOLKATA,
      }),
    ).toBe('error booking: Clara Wieck is already booked 2:30 AM–3:30 AM on Wed, Mar 10');
  });

  it('an hour across the spring-forward jump reads 1:30 AM–3:30 AM', () => {
    expect(
      refusalText('staff_booking_no_overlap', {
        staffName: 'Clara Wieck',
        startAt: '2027-03-14T06:30:00Z',
        endAt: '2027-03-14T07:30:00Z',
        zone: NY,
      }),
    ).toBe('error booking: Clara Wieck is already booked 1:30 AM–3:30 AM on Sun, Mar 14');
  });

  it('without a name: "the staff member"', () => {
    const m = refusalText('staff_booking_no_overlap', {
      startAt: '2027-03-09T21:00:00Z',
      endAt: '2027-03-09T22:00:00Z',
      zone: NY,
    });
    expect(m).toBe('error booking: the staff member is already booked 4:00 PM–5:00 PM on Tue, Mar 9');
  });
});

describe('a room already taken: "error booking: room <name> is taken <period>"', () => {
  it('reads the times in America/New_York (90 minutes over the fall-back repeat)', () => {
    expect(
      refusalText('event_room_no_overlap', {
        roomName: 'Studio A',
        staffName: 'ignored for a room',
        startAt: '2027-11-07T05:30:00Z',
        endAt: '2027-11-07T07:00:00Z',
        zone: NY,
      }),
    ).toBe('error booking: room Studio A is taken 1:30 AM–2:00 AM on Sun, Nov 7');
  });

  it('names both days when the period crosses local midnight (Asia/Kolkata)', () => {
    expect(
      refusalText('event_room_no_overlap', {
        roomName: 'Studio A',
        startAt: '2027-03-09T18:00:00Z',
        endAt: '2027-03-09T19:00:00Z',
        zone: KOLKATA,
      }),
    ).toBe('error booking: room Studio A is taken 11:30 PM on Tue, Mar 9 – 12:30 AM on Wed, Mar 10');
  });

  it('a period ending at local midnight stays on its day; without a name: "the room"', () => {
    expect(
      refusalText('event_room_no_overlap', {
        roomName: '  ',
        startAt: '2027-03-09T17:30:00Z',
        endAt: '2027-03-09T18:30:00Z',
        zone: KOLKATA,
      }),
    ).toBe('error booking: the room is taken 11:00 PM–12:00 AM on Tue, Mar 9');
  });
});

describe('an exclusion violation (SQLSTATE 23P01) is recognised by its constraint', () => {
  it('from a TypeORM-like failed query, through driverError', () => {
    const e = { driverError: { code: '23P01', constraint: 'event_room_no_overlap' } };
    expect(isExclusionViolation(e)).toBe('event_room_no_overlap');
    expect(isExclusionViolation(queryFailed('23P01', 'staff_booking_no_overlap'))).toBe(
      'staff_booking_no_overlap',
    );
  });

  it('from the driver error itself', () => {
    expect(isExclusionViolation({ code: '23P01', constraint: 'other_no_overlap' })).toBe('other_no_overlap');
  });

  it.each([
    ['a unique violation', queryFailed('23505', 'event_pkey')],
    ['an exclusion violation without a constraint', queryFailed('23P01')],
    ['a plain error', new Error('boom')],
    ['a string', '23P01'],
    ['null', null],
  ])('not from %s', (_, e) => {
    expect(isExclusionViolation(e)).toBeNull();
  });

  it('only the two booking constraints are booking conflicts', () => {
    expect(bookingConflictOf(queryFailed('23P01', 'event_room_no_overlap'))).toBe('event_room_no_overlap');
    expect(bookingConflictOf(queryFailed('23P01', 'other_no_overlap'))).toBeNull();
    expect(bookingConflictOf(queryFailed('23505', 'staff_booking_no_overlap'))).toBeNull();
    expect(isBookingConstraint('staff_booking_no_overlap')).toBe(true);
    expect(isBookingConstraint(null)).toBe(false);
  });
});
