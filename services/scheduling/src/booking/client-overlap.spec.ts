import { clientOverlapWarning, holdsClient, overlappingClientEvents, periodsOverlap } from './client-overlap';

const NY = 'America/New_York';
const ev = (id: string, start: string, end: string, more: Record<string, string> = {}) => ({
  id,
  name: `Lesson ${id}`,
  startAt: start,
  endAt: end,
  ...more,
});
// the new booking: 16:00–17:00 EDT on Monday 15 March 2027
const booking = { startAt: '2027-03-15T20:00:00Z', endAt: '2027-03-15T21:00:00Z' };

describe('a client booked into overlapping events gets a warning', () => {
  it('periods are half-open: touching events do not overlap', () => {
    expect(periodsOverlap(booking, ev('a', '2027-03-15T19:00:00Z', '2027-03-15T20:00:00Z'))).toBe(false);
    expect(periodsOverlap(booking, ev('b', '2027-03-15T21:00:00Z', '2027-03-15T22:00:00Z'))).toBe(false);
    expect(periodsOverlap(booking, ev('c', '2027-03-15T20:59:59Z', '2027-03-15T22:00:00Z'))).toBe(true);
  });

  it('finds the overlapping events, inside, around and across either edge, earliest first', () => {
    const events = [
      ev('around', '2027-03-15T19:00:00Z', '2027-03-15T22:00:00Z'),
      ev('before', '2027-03-15T18:00:00Z', '2027-03-15T20:00:00Z'),
      ev('inside', '2027-03-15T20:15:00Z', '2027-03-15T20:45:00Z'),
      ev('after-edge', '2027-03-15T20:30:00Z', '2027-03-15T21:30:00Z'),
      ev('start-edge', '2027-03-15T19:30:00Z', '2027-03-15T20:30:00Z'),
      ev('later', '2027-03-16T20:00:00Z', '2027-03-16T21:00:00Z'),
    ];
    expect(overlappingClientEvents(booking, events).map((e) => e.id)).toEqual([
      'around',
      'start-edge',
      'inside',
      'after-edge',
    ]);
  });

  it('leaves out cancelled or deleted events and places the client cancelled', () => {
    const same = ['2027-03-15T20:00:00Z', '2027-03-15T21:00:00Z'] as const;
    const events = [
      ev('staff', ...same, { status: 'EVENT_STATUS_STAFF_CANCELED' }),
      ev('deleted', ...same, { status: 'EVENT_STATUS_DELETED' }),
      ev('late', ...same, { status: 'EVENT_STATUS_ACTIVE', participantStatus: 'LATE_CANCELED' }),
      ev('own', ...same, { participantStatus: 'CANCELED' }),
      ev('hold', ...same, { status: 'EVENT_STATUS_HOLD', participantStatus: 'COMPLETED' }),
    ];
    expect(overlappingClientEvents(booking, events).map((e) => e.id)).toEqual(['hold']);
    expect(holdsClient({ ...events[4] })).toBe(true);
  });

  it('the event being moved is not its own overlap', () => {
    const moving = ev('m', '2027-03-15T20:30:00Z', '2027-03-15T21:30:00Z');
    expect(overlappingClientEvents({ ...booking, id: 'm' }, [moving])).toEqual([]);
    expect(overlappingClientEvents(booking, [moving])).toEqual([moving]);
  });

  it('the warning names the client and each overlapping event with its time in the business zone', () => {
    const events = overlappingClientEvents(booking, [
      ev('x', '2027-03-15T20:30:00Z', '2027-03-15T21:30:00Z', { name: 'Piano' }),
      ev('y', '2027-03-15T19:30:00Z', '2027-03-15T20:30:00Z', { name: ' ' }),
    ]);
    expect(clientOverlapWarning('Ada Lovelace', events, NY)).toBe(
      'Ada Lovelace is also booked into another event 3:30 PM–4:30 PM on Mon, Mar 15, ' +
        'Piano 4:30 PM–5:30 PM on Mon, Mar 15',
    );
    expect(clientOverlapWarning('Ada Lovelace', events.slice(1), 'Asia/Kolkata')).toBe(
      'Ada Lovelace is also booked into Piano 2:00 AM–3:00 AM on Tue, Mar 16',
    );
  });

  it('no overlap, no warning', () => {
    expect(clientOverlapWarning('Ada Lovelace', [], NY)).toBeNull();
  });
});
