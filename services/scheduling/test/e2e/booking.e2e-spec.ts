import { DateTime } from 'luxon';
import { call } from '@tempo/testing';
import { createService, createStudio, NEW_YORK, oncePeopleKnown } from './calendar.fixture';
import { member } from './catalogue.fixture';
import { Answer, mutate, refused, team, Team } from './scheduling.fixture';

const EVENT = `id startAt endAt status displayName version recurringId recurringOutlier originalStartAt
  clients { peopleId status lateCancellation cancellationConsequence }`;
const BOOK = `mutation($b: ID!, $x: AppointmentInput!) {
  bookAppointment(business: $b, booking: $x) { status error warnings invoiceIds subscriptionIds events { ${EVENT} } } }`;
const UPDATE = `mutation($b: ID!, $e: UpdateEventInput!, $s: String) {
  updateEvent(business: $b, event: $e, scope: $s) { status error warnings events { ${EVENT} } } }`;
const CHANGE = `mutation($b: ID!, $id: ID!, $from: String!, $r: String!, $dry: Boolean) {
  changeRecurringSchedule(business: $b, eventId: $id, fromDate: $from, rrule: $r, dryRun: $dry) {
    status error conflicts { startAt endAt reason } events { id startAt } } }`;
const CANCEL_EVENT = `mutation($b: ID!, $id: ID!) { cancelEvent(business: $b, id: $id) { status error events { ${EVENT} } } }`;
const CANCEL_PLACE = `mutation($b: ID!, $e: ID!, $c: ID!) {
  cancelParticipation(business: $b, eventId: $e, clientId: $c, reason: "Feeling ill") { status error events { ${EVENT} } } }`;

interface EventOut {
  id: string;
  startAt: string;
  endAt: string;
  status: string;
  displayName: string;
  version: number;
  recurringId: string | null;
  recurringOutlier: boolean;
  originalStartAt: string | null;
  clients: {
    peopleId: string;
    status: string | null;
    lateCancellation: boolean;
    cancellationConsequence: string | null;
  }[];
}
type Booked = Answer<{ events: EventOut[] | null; warnings: string[] | null }>;

const local = (iso: string) => DateTime.fromISO(iso, { zone: NEW_YORK }).toFormat('ccc HH:mm');

/**
 * Staff-side booking through the gateway, in a business of the test's own (New York): a weekly lesson across
 * the end of daylight time, moving one occurrence, a schedule change that collides, fifty simultaneous
 * bookings of one teacher, a late cancellation, and who may cancel what.
 */
describe('booking through the gateway', () => {
  let t: Team;
  let locationId: string;
  let serviceId: string;
  const b = () => t.biz.name;

  const booking = (x: Record<string, unknown>) => ({
    clientIds: [t.client.id],
    locationId,
    planName: 'Single',
    serviceId,
    staffId: t.staff.id,
    ...x,
  });
  const book = (x: Record<string, unknown>, auth = t.manager.session) =>
    mutate<{ events: EventOut[] | null; warnings: string[] | null }>(
      b(),
      BOOK,
      { b: b(), x: booking(x) },
      auth,
    );
  /** Books once scheduling has the copies of the people from people's events. */
  const bookWhenKnown = (x: Record<string, unknown>): Promise<Booked> => oncePeopleKnown(() => book(x));

  beforeAll(async () => {
    t = await team('booking');
    locationId = (await createStudio(t, { rooms: [{ name: 'Blue' }] })).id;
    serviceId = await createService(t, {
      name: 'Piano 30',
      durationMinutes: 30,
      cancellationWindowHours: 24,
      visitCancellationConsequence: 'CREDIT',
      lateVisitCancellationConsequence: 'CHARGE',
      plans: [{ name: 'Single' }],
    });
  });

  it('books a weekly lesson across the end of daylight time at 16:00 local every week; billing fields stay empty', async () => {
    const r = await bookWhenKnown({
      startAt: '2027-10-19T16:00:00-04:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5',
    });
    expect(r).toMatchObject({ status: 'ok', error: null, invoiceIds: [], subscriptionIds: [] });
    const events = r.events!;
    expect(events.map((e) => local(e.startAt))).toEqual(Array(5).fill('Tue 16:00'));
    expect(events.map((e) => e.startAt)).toEqual([
      '2027-10-19T20:00:00.000Z',
      '2027-10-26T20:00:00.000Z',
      '2027-11-02T20:00:00.000Z',
      '2027-11-09T21:00:00.000Z',
      '2027-11-16T21:00:00.000Z',
    ]);
    expect(new Set(events.map((e) => e.recurringId)).size).toBe(1);

    // moving one occurrence: it becomes an outlier keeping its original start
    const moved = await mutate<{ events: EventOut[] | null }>(
      b(),
      UPDATE,
      { b: b(), e: { id: events[3].id, startAt: '2027-11-10T17:00:00-05:00', expectedVersion: 1 } },
      t.manager.session,
    );
    expect(moved.error).toBeNull();
    expect(moved.events![0]).toMatchObject({
      startAt: '2027-11-10T22:00:00.000Z',
      recurringOutlier: true,
      originalStartAt: '2027-11-09T21:00:00.000Z',
      version: 2,
    });
    // the others were not touched: still version 1 at their own time
    for (const other of [events[2], events[4]]) {
      const same = await mutate<{ events: EventOut[] | null }>(
        b(),
        UPDATE,
        { b: b(), e: { id: other.id, note: 'Bring the book', expectedVersion: 1 } },
        t.manager.session,
      );
      expect(same.error).toBeNull();
      expect(same.events![0]).toMatchObject({ startAt: other.startAt, recurringOutlier: false });
    }

    // a schedule change from a date on reports the occurrence that collides, and changes nothing
    const thursday = await book({ startAt: '2027-11-04T16:00:00-04:00', clientIds: [t.client.id] });
    expect(thursday.error).toBeNull();
    const change = await mutate<{
      conflicts: { startAt: string; reason: string }[];
      events: unknown[] | null;
    }>(
      b(),
      CHANGE,
      { b: b(), id: events[2].id, from: '2027-11-01', r: 'FREQ=WEEKLY;BYDAY=TH;COUNT=3' },
      t.manager.session,
    );
    expect(change.status).toBe('error');
    expect(change.error).toMatch(/^error booking: 1 occurrence/);
    expect(change.conflicts).toEqual([
      expect.objectContaining({
        startAt: '2027-11-04T20:00:00.000Z',
        reason: expect.stringMatching(/is already booked/),
      }),
    ]);
    const untouched = await mutate<{ events: EventOut[] | null }>(
      b(),
      UPDATE,
      { b: b(), e: { id: events[2].id, note: 'Still here', expectedVersion: 2 } },
      t.manager.session,
    );
    expect(untouched.events![0]).toMatchObject({ status: 'EVENT_STATUS_ACTIVE', startAt: events[2].startAt });
  });

  it('of 50 simultaneous bookings of one staff member at one time, exactly one succeeds', async () => {
    await bookWhenKnown({ startAt: '2027-09-01T09:00:00-04:00' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book({ startAt: '2027-09-02T10:00:00-04:00' })),
    );
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(1);
    const errors = results.filter((r) => r.status === 'error').map((r) => r.error);
    expect(errors).toHaveLength(49);
    expect(errors.every((e) => e!.startsWith('error booking: '))).toBe(true);
    // those refused as they waited for the winner read as one refused after it: the same words, naming it
    const after = await book({ startAt: '2027-09-02T10:00:00-04:00' });
    expect(after.error).toMatch(/^error booking: .+ is already booked 10:00 AM–10:30 AM on Thu, Sep 2$/);
    expect(new Set(errors)).toEqual(new Set([after.error]));
  });

  it('a late cancellation records the late consequence; another family and another business cannot cancel', async () => {
    const soon = DateTime.now().setZone(NEW_YORK).plus({ hours: 3 }).startOf('hour');
    const r = await bookWhenKnown({ startAt: soon.toISO(), staffId: t.manager.id });
    expect(r.error).toBeNull();
    const lesson = r.events![0];

    const other = await member(t.biz, null);
    const theirs = await call(b(), CANCEL_PLACE, { b: b(), e: lesson.id, c: t.client.id }, other);
    expect(refused(theirs)).toBe(true);
    const rival = await call(b(), CANCEL_EVENT, { b: b(), id: lesson.id }, t.rivalOwner);
    expect(refused(rival)).toBe(true);
    const rivalHome = await call<{ cancelEvent: Answer<object> }>(
      'rival',
      CANCEL_EVENT,
      { b: 'rival', id: lesson.id },
      t.rivalOwner,
    );
    expect(rivalHome.data?.cancelEvent?.status ?? 'error').toBe('error');

    const own = await mutate<{ events: EventOut[] | null }>(
      b(),
      CANCEL_PLACE,
      { b: b(), e: lesson.id, c: t.client.id },
      t.client.session,
    );
    expect(own.error).toBeNull();
    expect(own.events![0]).toMatchObject({ status: 'EVENT_STATUS_LATE_CANCELED' });
    expect(own.events![0].clients[0]).toMatchObject({
      peopleId: t.client.id,
      status: 'LATE_CANCELED',
      lateCancellation: true,
      cancellationConsequence: 'CHARGE',
    });
  });

  it('limited staff without canCancelOwnAppointments cannot cancel even their own lesson', async () => {
    const r = await bookWhenKnown({ startAt: '2027-09-03T11:00:00-04:00', staffId: t.colleague.id });
    expect(r.error).toBeNull();
    const attempt = await call(b(), CANCEL_EVENT, { b: b(), id: r.events![0].id }, t.colleague.session);
    expect(refused(attempt)).toBe(true);
    const client = await call(b(), CANCEL_EVENT, { b: b(), id: r.events![0].id }, t.client.session);
    expect(refused(client)).toBe(true);
    const staff = await mutate<{ events: EventOut[] | null }>(
      b(),
      CANCEL_EVENT,
      { b: b(), id: r.events![0].id },
      t.staff.session,
    );
    expect(staff.events![0]).toMatchObject({
      status: 'EVENT_STATUS_STAFF_CANCELED',
      displayName: 'Piano 30 (staff canceled)',
    });
  });
});
