import { call, waitFor } from '@tempo/testing';
import { createService, createStudio, oncePeopleKnown } from './calendar.fixture';
import { member } from './catalogue.fixture';
import { Answer, mutate, refused, team, Team } from './scheduling.fixture';

const EVENT = `id startAt status primaryStaffId staff { peopleId } clients { peopleId status }`;
const BOOK = `mutation($b: ID!, $x: AppointmentInput!) {
  bookAppointment(business: $b, booking: $x) { status error events { ${EVENT} } } }`;
const UPDATE = `mutation($b: ID!, $e: UpdateEventInput!, $s: String) {
  updateEvent(business: $b, event: $e, scope: $s) { status error events { ${EVENT} } } }`;
const CANCEL = `mutation($b: ID!, $id: ID!, $s: String) {
  cancelEvent(business: $b, id: $id, scope: $s) { status error events { ${EVENT} } } }`;
const ATTEND = `mutation($b: ID!, $e: ID!, $c: ID!, $s: String) {
  setAttendance(business: $b, eventId: $e, clientId: $c, status: $s) { status error events { ${EVENT} } } }`;
const BATCH_ATTEND = `mutation($b: ID!, $items: [AttendanceItemInput!]!) {
  batchSetAttendance(business: $b, items: $items) { status error events { ${EVENT} } } }`;
const BATCH_CANCEL = `mutation($b: ID!, $ids: [ID!]!) {
  batchCancelEvents(business: $b, ids: $ids, reason: "Studio flooded") { status error events { ${EVENT} } } }`;
const BATCH_UPDATE = `mutation($b: ID!, $ids: [ID!]!, $c: BatchEventChangesInput!) {
  batchUpdateEvents(business: $b, ids: $ids, changes: $c) { status error events { ${EVENT} } } }`;
const IMPACT = `query($b: ID!, $l: ID!, $h: [LocationHoursInput!]) {
  locationClosureImpact(business: $b, locationId: $l, hoursClosed: $h) { id } }`;
const UPDATE_LOCATION = `mutation($b: ID!, $l: UpdateLocationInput!) { updateLocation(business: $b, location: $l) { status error } }`;
const ONE = `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { ${EVENT} displayName } }`;
const WAIT = `mutation($b: ID!, $n: WaitlistNotificationInput!) {
  createWaitlistNotification(business: $b, notification: $n) { status error } }`;
const OFFERS = `query($b: ID!, $c: ID) { waitlistOffers(business: $b, clientId: $c) { startAt endAt holdUntil status staffId } }`;

interface EventOut {
  id: string;
  startAt: string;
  status: string;
  primaryStaffId: string | null;
  staff: { peopleId: string }[];
  clients: { peopleId: string; status: string | null }[];
}
type Events = Answer<{ events: EventOut[] | null }>;

/**
 * Changes after booking, through the gateway: a substitute teacher on a whole series, cancelling this and
 * following, attendance and who may take it, batches (all or nothing), and a closure that skips the lessons
 * it reaches after listing them.
 */
describe('booking changes through the gateway', () => {
  let t: Team;
  let locationId: string;
  let serviceId: string;
  const b = () => t.biz.name;
  const run = (doc: string, vars: Record<string, unknown>, auth = t.manager.session) =>
    mutate<{ events: EventOut[] | null }>(b(), doc, { b: b(), ...vars }, auth);
  const book = (x: Record<string, unknown>): Promise<Events> =>
    oncePeopleKnown(() =>
      run(BOOK, {
        x: { clientIds: [t.client.id], locationId, planName: 'Single', serviceId, staffId: t.staff.id, ...x },
      }),
    );
  const read = async (id: string) => {
    const r = await call<{ event: EventOut & { displayName: string } }>(
      b(),
      ONE,
      { b: b(), id },
      t.manager.session,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.event;
  };

  beforeAll(async () => {
    t = await team('bookchg');
    locationId = (await createStudio(t)).id;
    serviceId = await createService(t, {
      name: 'Guitar 45',
      durationMinutes: 45,
      plans: [{ name: 'Single' }],
    });
  });

  it('puts a substitute teacher on the whole series and cancels this and following', async () => {
    const series = await book({
      startAt: '2027-05-04T15:00:00-04:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
    });
    expect(series.error).toBeNull();
    const ids = series.events!.map((e) => e.id);
    const sub = await run(UPDATE, { e: { id: ids[1], staffId: t.manager.id }, s: 'ALL' });
    expect(sub.error).toBeNull();
    expect(sub.events!.map((e) => e.primaryStaffId)).toEqual(Array(4).fill(t.manager.id));
    expect(sub.events![0].staff.map((s) => s.peopleId)).toEqual([t.manager.id]);

    const cut = await run(CANCEL, { id: ids[2], s: 'FOLLOWING' });
    expect(cut.error).toBeNull();
    expect(cut.events!.map((e) => e.id)).toEqual([ids[2], ids[3]]);
    expect((await read(ids[1])).status).toBe('EVENT_STATUS_ACTIVE');
    expect((await read(ids[3])).displayName).toBe('Guitar 45 (staff canceled)');
    expect((await run(UPDATE, { e: { id: ids[3], note: 'x' } })).error).toBe('This event is cancelled');
  });

  it('takes attendance: staff yes, limited staff without canTakeOwnAttendance and clients no', async () => {
    const lesson = await book({ startAt: '2027-05-06T15:00:00-04:00', staffId: t.colleague.id });
    const id = lesson.events![0].id;
    expect(
      refused(await call(b(), ATTEND, { b: b(), e: id, c: t.client.id, s: 'NO_SHOW' }, t.colleague.session)),
    ).toBe(true);
    expect(
      refused(await call(b(), ATTEND, { b: b(), e: id, c: t.client.id, s: 'NO_SHOW' }, t.client.session)),
    ).toBe(true);
    expect((await run(ATTEND, { e: id, c: t.client.id, s: 'MAYBE' }, t.staff.session)).error).toBe(
      'status must be NO_SHOW, COMPLETED, LESSON_MATE or empty',
    );
    const done = await run(ATTEND, { e: id, c: t.client.id, s: 'NO_SHOW' }, t.staff.session);
    expect(done.events![0].clients).toEqual([{ peopleId: t.client.id, status: 'NO_SHOW' }]);
    const batch = await run(BATCH_ATTEND, {
      items: [{ eventId: id, clientId: t.client.id, status: 'COMPLETED' }],
    });
    expect(batch.events![0].clients[0].status).toBe('COMPLETED');
  });

  it('batches are all or nothing: a substitute who is busy changes none; a batch cancel cancels every event', async () => {
    const a = await book({ startAt: '2027-05-11T10:00:00-04:00' });
    const c = await book({ startAt: '2027-05-11T12:00:00-04:00' });
    const busy = await book({ startAt: '2027-05-11T12:00:00-04:00', staffId: t.manager.id });
    expect(busy.error).toBeNull();
    const ids = [a.events![0].id, c.events![0].id];
    const refusedBatch = await run(BATCH_UPDATE, { ids, c: { staffId: t.manager.id } });
    expect(refusedBatch.error).toMatch(/^error booking: /);
    expect((await read(ids[0])).primaryStaffId).toBe(t.staff.id);
    const cancelled = await run(BATCH_CANCEL, { ids });
    expect(cancelled.events!.map((e) => e.status)).toEqual([
      'EVENT_STATUS_STAFF_CANCELED',
      'EVENT_STATUS_STAFF_CANCELED',
    ]);
    const moved = await run(BATCH_UPDATE, {
      ids: [busy.events![0].id],
      c: { staffId: t.staff.id, note: 'Swap' },
    });
    expect(moved.events![0].primaryStaffId).toBe(t.staff.id);
  });

  it('a closure lists the lessons it would skip, then skips them when saved', async () => {
    const inside = await book({ startAt: '2027-07-05T10:00:00-04:00' });
    const outside = await book({ startAt: '2027-07-06T10:00:00-04:00' });
    const hours = [{ startDate: '2027-07-05', fromTime: '00:00', toTime: '00:00' }];
    const impact = await call<{ locationClosureImpact: { id: string }[] }>(
      b(),
      IMPACT,
      { b: b(), l: locationId, h: hours },
      t.biz.owner,
    );
    expect(impact.data?.locationClosureImpact).toEqual([{ id: inside.events![0].id }]);
    expect(refused(await call(b(), IMPACT, { b: b(), l: locationId, h: hours }, t.staff.session))).toBe(true);
    const saved = await mutate(
      b(),
      UPDATE_LOCATION,
      { b: b(), l: { id: locationId, locationType: 'LOCATION_TYPE_PRIMARY', hoursClosed: hours } },
      t.biz.owner,
    );
    expect(saved.error).toBeNull();
    expect(await read(inside.events![0].id)).toMatchObject({
      status: 'EVENT_STATUS_LOCATION_SKIP',
      displayName: 'Guitar 45 (closed)',
    });
    expect((await read(outside.events![0].id)).status).toBe('EVENT_STATUS_ACTIVE');
    const rival = await call(b(), ONE, { b: b(), id: outside.events![0].id }, t.rivalOwner);
    expect(refused(rival)).toBe(true);
  });

  it('a cancellation offers the freed time to the first client waiting for it, with a hold', async () => {
    const lesson = await book({ startAt: '2027-06-01T10:00:00-04:00' });
    expect(lesson.error).toBeNull();
    const waiting = await member(t.biz, null);
    const asked = await waitFor(
      async () => {
        const a = await mutate(
          b(),
          WAIT,
          {
            b: b(),
            n: {
              clientId: waiting.id,
              serviceId,
              staffId: t.staff.id,
              locationId,
              windows: [{ weekdays: ['TU'], fromTime: '09:00', toTime: '12:00' }],
              fromDate: '2027-05-01',
              toDate: '2027-07-01',
            },
          },
          t.manager.session,
        );
        return a.status === 'ok' ? a : /client/i.test(a.error ?? '') ? null : a;
      },
      60000,
      500,
    );
    expect(asked.error).toBeNull();
    const cancelled = await run(CANCEL, { id: lesson.events![0].id });
    expect(cancelled.error).toBeNull();
    const offers = await call<{ waitlistOffers: { startAt: string; holdUntil: string; status: string }[] }>(
      b(),
      OFFERS,
      { b: b(), c: waiting.id },
      t.manager.session,
    );
    expect(offers.errors).toBeUndefined();
    expect(offers.data!.waitlistOffers).toEqual([
      expect.objectContaining({ startAt: '2027-06-01T14:00:00.000Z', status: 'HELD' }),
    ]);
    expect(Date.parse(offers.data!.waitlistOffers[0].holdUntil)).toBeGreaterThan(Date.now());
  });
});
