import { DateTime } from 'luxon';
import { call, waitFor } from '@tempo/testing';
import { createService, createStudio, NEW_YORK } from './calendar.fixture';
import { Answer, mutate, refused, team, Team } from './scheduling.fixture';

const EVENT = `id name startAt sessionId capacity: slots { capacity } recurringId
  clients { peopleId status enrollmentType planName } slots { waitlist { peopleId } }`;
const CREATE_SESSION_EVENT = `mutation($b: ID!, $e: SessionEventInput!) {
  createSessionEvent(business: $b, event: $e) { status error events { ${EVENT} } } }`;
const UPDATE_SESSION_EVENT = `mutation($b: ID!, $e: UpdateSessionEventInput!, $s: String) {
  updateSessionEvent(business: $b, event: $e, scope: $s) { status error events { ${EVENT} } } }`;
const ENROL = `mutation($b: ID!, $x: EnrolmentInput!) {
  enrollInSession(business: $b, enrolment: $x) { status error warnings invoiceIds subscriptionIds events { ${EVENT} } } }`;
const TRANSFER = `mutation($b: ID!, $c: ID!, $f: ID!, $t: ID!) {
  transferEnrolment(business: $b, clientId: $c, fromSessionId: $f, toSessionId: $t) { status error warnings events { ${EVENT} } } }`;
const UNSUBSCRIBE = `mutation($b: ID!, $sv: ID!, $s: ID!, $c: ID!, $t: String!) {
  unsubscribeSessionWaitlist(business: $b, serviceId: $sv, sessionId: $s, clientId: $c, token: $t) { status error left } }`;
const UPDATE_SERVICE = `mutation($b: ID!, $s: UpdateServiceInput!) {
  updateService(business: $b, service: $s) { status error service { id sessionWaitlistMode sessionWaitlistHoldMinutes } } }`;
const CREATE_SESSION = `mutation($b: ID!, $s: SessionInput!) {
  createSession(business: $b, session: $s) { status error session { id } } }`;
const CREATE_CLIENT = `mutation($b: ID!, $f: String!, $d: String) {
  createPeople(business: $b, firstName: $f, lastName: "Student", birthdate: $d) { status error people { id } } }`;

interface EventOut {
  id: string;
  name: string;
  startAt: string;
  sessionId: string | null;
  recurringId: string | null;
  capacity: { capacity: number | null }[];
  clients: {
    peopleId: string;
    status: string | null;
    enrollmentType: string | null;
    planName: string | null;
  }[];
  slots: { waitlist: { peopleId: string }[] }[];
}
type Events = { events: EventOut[] | null };
type Enrolled = Events & {
  warnings: string[] | null;
  invoiceIds: string[] | null;
  subscriptionIds: string[] | null;
};

const local = (iso: string) => DateTime.fromISO(iso, { zone: NEW_YORK }).toFormat('ccc HH:mm');
const active = (e: EventOut) => e.clients.filter((c) => c.status === null).map((c) => c.peopleId);
const waiting = (e: EventOut) => e.slots[0].waitlist.map((w) => w.peopleId);

/**
 * Sessions through the gateway, in a business of the test's own (New York): a weekly session event series,
 * enrolment within capacity, a full event's waitlist, places freed going to the first in line (ENROLL, then
 * OFFER with a hold only its holder takes), the age warning and its override, a transfer, the unsubscribe
 * link's token, and who may enrol at all.
 */
describe('session events and enrolment through the gateway', () => {
  let t: Team;
  const b = () => t.biz.name;
  let serviceId: string;
  let sessionId: string;
  let otherSessionId: string;
  let locationId: string;
  const clients: Record<'ann' | 'ben' | 'cat' | 'dan' | 'kid', string> = {
    ann: '',
    ben: '',
    cat: '',
    dan: '',
    kid: '',
  };
  let series: EventOut[];

  const enrol = (x: Record<string, unknown>, auth = t.staff.session) =>
    mutate<Enrolled>(b(), ENROL, { b: b(), x: { planName: 'Term', serviceId, sessionId, ...x } }, auth);
  const updateEvent = (e: Record<string, unknown>, scope?: string) =>
    mutate<Events>(b(), UPDATE_SESSION_EVENT, { b: b(), e, s: scope ?? null }, t.staff.session);
  const made = async <T>(doc: string, vars: Record<string, unknown>, key: string): Promise<T> => {
    const r = await mutate<Record<string, T>>(b(), doc, { b: b(), ...vars }, t.biz.owner);
    expect(r.error).toBeNull();
    return r[key];
  };
  const nextTuesday = DateTime.now()
    .setZone(NEW_YORK)
    .plus({ weeks: 1 })
    .set({ weekday: 2, hour: 16, minute: 0, second: 0, millisecond: 0 });

  beforeAll(async () => {
    t = await team('enrol');
    locationId = (await createStudio(t, { description: 'Classes' })).id;
    serviceId = await createService(t, {
      name: 'Theory Group',
      hasSessions: true,
      notBeforeAgeMonths: 72,
      plans: [{ name: 'Term' }],
    });
    const term = (name: string) => ({
      serviceId,
      name,
      startDate: nextTuesday.minus({ days: 3 }).toISODate(),
      endDate: nextTuesday.plus({ weeks: 10 }).toISODate(),
      staffIds: [t.staff.id],
    });
    sessionId = (await made<{ id: string }>(CREATE_SESSION, { s: term('Spring') }, 'session')).id;
    otherSessionId = (await made<{ id: string }>(CREATE_SESSION, { s: term('Spring B') }, 'session')).id;
    for (const [key, birthdate] of [
      ['ann', null],
      ['ben', null],
      ['cat', null],
      ['dan', null],
      ['kid', DateTime.now().minus({ years: 3 }).toISODate()],
    ] as const)
      clients[key] = (await made<{ id: string }>(CREATE_CLIENT, { f: key, d: birthdate }, 'people')).id;
  });

  it('creates a weekly series of session events at 16:00 local with their capacity; their teacher is then taken', async () => {
    const create = (e: Record<string, unknown>) =>
      waitFor(
        async () => {
          const r = await mutate<Events>(b(), CREATE_SESSION_EVENT, { b: b(), e }, t.biz.owner);
          return /is not a staff member/.test(r.error ?? '') ? null : r;
        },
        60000,
        500,
      );
    const r = await create({
      sessionId,
      startAt: nextTuesday.toISO(),
      endAt: nextTuesday.plus({ hours: 1 }).toISO(),
      rrule: 'FREQ=WEEKLY;COUNT=4',
      locationId,
      capacity: 2,
      waitlistEnabled: true,
    });
    expect(r.error).toBeNull();
    series = r.events!;
    expect(series.map((e) => local(e.startAt))).toEqual(Array(4).fill('Tue 16:00'));
    expect(
      series.every((e) => e.sessionId === sessionId && e.name === 'Spring' && e.capacity[0].capacity === 2),
    ).toBe(true);
    expect(new Set(series.map((e) => e.recurringId)).size).toBe(1);
    // the other session cannot take the same teacher at the same time
    const clash = await create({
      sessionId: otherSessionId,
      startAt: nextTuesday.toISO(),
      endAt: nextTuesday.plus({ hours: 1 }).toISO(),
    });
    expect(clash.error).toMatch(/^error booking: Sam Tester is already booked 4:00 PM–5:00 PM on Tue/);
  });

  it('enrols within capacity; a full event refuses or keeps the client in line', async () => {
    const first = await waitFor(
      async () => {
        const r = await enrol({ clientIds: [clients.ann, clients.ben] });
        return /is not a client of the business/.test(r.error ?? '') ? null : r;
      },
      60000,
      500,
    );
    expect(first).toMatchObject({ status: 'ok', error: null, invoiceIds: [], subscriptionIds: [] });
    expect(first.events!.map(active)).toEqual(Array(4).fill([clients.ann, clients.ben]));
    expect(first.events![0].clients[0]).toMatchObject({ enrollmentType: 'FULL_SESSION', planName: 'Term' });

    const full = await enrol({ clientIds: [clients.cat] });
    expect(full.status).toBe('error');
    expect(full.error).toBe(
      `error booking: Spring ${nextTuesday.setLocale('en-US').toFormat('ccc, LLL d, h:mm a')} is full`,
    );

    const line = await enrol({ clientIds: [clients.cat], eventIds: [series[0].id], joinWaitlist: true });
    expect(line.error).toBeNull();
    expect(line.warnings).toEqual([expect.stringMatching(/^cat Student is on the waitlist of Spring /)]);
    expect(waiting(line.events![0])).toEqual([clients.cat]);
    expect(active(line.events![0])).toEqual([clients.ann, clients.ben]);
  });

  it('warns that a client is too young and enrols only with the override', async () => {
    const warned = await enrol({ clientIds: [clients.kid], eventIds: [series[0].id], joinWaitlist: true });
    expect(warned.status).toBe('error');
    expect(warned.warnings).toEqual(['kid Student is too young for Theory Group (6-year-olds to adults)']);
    const overridden = await enrol({
      clientIds: [clients.kid],
      eventIds: [series[0].id],
      joinWaitlist: true,
      allowAgeOverride: true,
    });
    expect(overridden.error).toBeNull();
    expect(waiting(overridden.events![0])).toEqual([clients.cat, clients.kid]);
  });

  it('a freed place goes to the first in line: enrolled (ENROLL), then held for the next (OFFER) whom only they can take', async () => {
    const grown = await updateEvent({ id: series[0].id, capacity: 3 });
    expect(grown.error).toBeNull();
    expect(active(grown.events![0])).toEqual([clients.ann, clients.ben, clients.cat]);
    expect(waiting(grown.events![0])).toEqual([clients.kid]);

    const offer = await mutate<{ service: { sessionWaitlistMode: string } }>(
      b(),
      UPDATE_SERVICE,
      { b: b(), s: { id: serviceId, sessionWaitlistMode: 'offer', sessionWaitlistHoldMinutes: 30 } },
      t.biz.owner,
    );
    expect(offer.service).toMatchObject({ sessionWaitlistMode: 'OFFER', sessionWaitlistHoldMinutes: 30 });
    const held = await updateEvent({ id: series[0].id, capacity: 4 });
    expect(active(held.events![0])).toHaveLength(3);
    expect(waiting(held.events![0])).toEqual([clients.kid]); // holding the offered place

    const other = await enrol({ clientIds: [clients.dan], eventIds: [series[0].id] });
    expect(other.error).toMatch(/ is full$/);
    const taken = await enrol({ clientIds: [clients.kid], eventIds: [series[0].id], allowAgeOverride: true });
    expect(taken.error).toBeNull();
    expect(active(taken.events![0])).toEqual([clients.ann, clients.ben, clients.cat, clients.kid]);
    expect(waiting(taken.events![0])).toEqual([]);
    const below = await updateEvent({ id: series[0].id, capacity: 2 });
    expect(below.error).toMatch(/^capacity cannot be below the 4 clients enrolled in Spring /);
  });

  it('transfers a client to another session from today on', async () => {
    const other = await mutate<Events>(
      b(),
      CREATE_SESSION_EVENT,
      {
        b: b(),
        e: {
          sessionId: otherSessionId,
          startAt: nextTuesday.plus({ hours: 2 }).toISO(),
          endAt: nextTuesday.plus({ hours: 3 }).toISO(),
          capacity: 5,
        },
      },
      t.biz.owner,
    );
    expect(other.error).toBeNull();
    const moved = await mutate<Enrolled>(
      b(),
      TRANSFER,
      { b: b(), c: clients.ben, f: sessionId, t: otherSessionId },
      t.staff.session,
    );
    expect(moved.error).toBeNull();
    const bySession = (id: string) => moved.events!.filter((e) => e.sessionId === id);
    expect(bySession(sessionId)).toHaveLength(4);
    for (const e of bySession(sessionId)) expect(active(e)).not.toContain(clients.ben);
    expect(bySession(otherSessionId).map(active)).toEqual([[clients.ben]]);

    // Session.clients: whoever holds a place in one of its events
    const enrolled = async (id: string) =>
      (
        await call<{ session: { clients: { id: string }[] } }>(
          b(),
          `query($b: ID!, $id: ID!) { session(business: $b, id: $id) { clients { id } } }`,
          { b: b(), id },
          t.staff.session,
        )
      ).data?.session.clients.map((c) => c.id);
    expect(new Set(await enrolled(sessionId))).toEqual(new Set([clients.ann, clients.cat, clients.kid]));
    expect(await enrolled(otherSessionId)).toEqual([clients.ben]);
  });

  it("a client's cancelled place goes to the first in line (ENROLL), through the calendar's own cancellation", async () => {
    const back = await mutate<{ service: { sessionWaitlistMode: string } }>(
      b(),
      UPDATE_SERVICE,
      { b: b(), s: { id: serviceId, sessionWaitlistMode: 'ENROLL' } },
      t.biz.owner,
    );
    expect(back.service.sessionWaitlistMode).toBe('ENROLL');
    expect((await enrol({ clientIds: [clients.dan], eventIds: [series[1].id] })).error).toBeNull();
    const line = await enrol({ clientIds: [clients.cat], eventIds: [series[1].id], joinWaitlist: true });
    expect(waiting(line.events![0])).toEqual([clients.cat]);
    const cancelled = await mutate<Events>(
      b(),
      `mutation($b: ID!, $e: ID!, $c: ID!) { cancelParticipation(business: $b, eventId: $e, clientId: $c) { status error } }`,
      { b: b(), e: series[1].id, c: clients.dan },
      t.staff.session,
    );
    expect(cancelled.error).toBeNull();
    const read = async () =>
      (
        await call<{ event: EventOut }>(
          b(),
          `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { ${EVENT} } }`,
          { b: b(), id: series[1].id },
          t.staff.session,
        )
      ).data?.event;
    const filled = await waitFor(
      async () => {
        const e = await read();
        return e && active(e).includes(clients.cat) ? e : null;
      },
      30000,
      500,
    );
    expect(active(filled)).toEqual([clients.ann, clients.cat]);
    expect(waiting(filled)).toEqual([]);
  });

  it('the unsubscribe link needs its token; another business and clients cannot enrol', async () => {
    const bad = await call<{ unsubscribeSessionWaitlist: Answer<{ left: number | null }> }>(
      b(),
      UNSUBSCRIBE,
      { b: b(), sv: serviceId, s: sessionId, c: clients.cat, t: 'not-the-token' },
      null,
    );
    expect(bad.data?.unsubscribeSessionWaitlist).toMatchObject({
      status: 'error',
      error: 'This unsubscribe link is not valid',
    });

    const x = { clientIds: [clients.dan], planName: 'Term', serviceId, sessionId, eventIds: [series[1].id] };
    expect(refused(await call(b(), ENROL, { b: b(), x }, t.client.session))).toBe(true);
    expect(refused(await call(b(), ENROL, { b: b(), x }, t.rivalOwner))).toBe(true);
    expect(refused(await call('rival', ENROL, { b: b(), x }, t.rivalOwner))).toBe(true);
  });
});
