import { DateTime } from 'luxon';
import { call, mailpit, uniqueName, waitFor } from '@tempo/testing';
import { createService, createStudio, NEW_YORK } from './calendar.fixture';
import { mutate, team, Team } from './scheduling.fixture';

const EVENT = `id clients { peopleId status } slots { waitlist { peopleId } }`;
const UPDATE_SERVICE = `mutation($b: ID!, $s: UpdateServiceInput!) {
  updateService(business: $b, service: $s) { status error service { id sessionWaitlistMode } } }`;
const CREATE_SESSION = `mutation($b: ID!, $s: SessionInput!) {
  createSession(business: $b, session: $s) { status error session { id } } }`;
const CREATE_SESSION_EVENT = `mutation($b: ID!, $e: SessionEventInput!) {
  createSessionEvent(business: $b, event: $e) { status error events { ${EVENT} } } }`;
const ENROL = `mutation($b: ID!, $x: EnrolmentInput!) {
  enrollInSession(business: $b, enrolment: $x) { status error warnings events { ${EVENT} } } }`;
const CANCEL = `mutation($b: ID!, $e: ID!, $c: ID!) {
  cancelParticipation(business: $b, eventId: $e, clientId: $c) { status error } }`;
const READ = `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { ${EVENT} } }`;
const CREATE_PERSON = `mutation($b: ID!, $f: String!, $e: String) {
  createPeople(business: $b, firstName: $f, lastName: "Waiting", email: $e) { status error people { id } } }`;
const UNSUBSCRIBE = `mutation($b: ID!, $sv: ID!, $s: ID!, $c: ID!, $t: String!) {
  unsubscribeSessionWaitlist(business: $b, serviceId: $sv, sessionId: $s, clientId: $c, token: $t) { status error left } }`;

interface EventOut {
  id: string;
  clients: { peopleId: string; status: string | null }[];
  slots: { waitlist: { peopleId: string }[] }[];
}
type Events = { events: EventOut[] | null };

/**
 * A session place offered after a client's own cancellation, through the gateway, in a business of the test's
 * own (New York, OFFER mode): the client cancels their place in a full session event, the calendar's event
 * (event.participant_cancelled) offers it to the first in line, and once that has committed the worker mails
 * the offer to them, once, with the public link that takes them off the session's waitlist.
 */
describe('session waitlist offer mail after a cancellation', () => {
  let t: Team;
  const b = () => t.biz.name;
  let serviceId: string;
  let sessionId: string;
  let eventId: string;
  let waiting: { id: string; email: string };
  const start = DateTime.now()
    .setZone(NEW_YORK)
    .plus({ weeks: 1 })
    .set({ weekday: 4, hour: 17, minute: 0, second: 0, millisecond: 0 });

  const made = async <T>(doc: string, vars: Record<string, unknown>, key: string): Promise<T> => {
    const r = await mutate<Record<string, T>>(b(), doc, { b: b(), ...vars }, t.biz.owner);
    expect(r.error).toBeNull();
    return r[key];
  };
  const read = async () =>
    (await call<{ event: EventOut }>(b(), READ, { b: b(), id: eventId }, t.staff.session)).data!.event;

  beforeAll(async () => {
    t = await team('swoffer');
    const locationId = (await createStudio(t, { name: 'Hall', description: 'Classes' })).id;
    serviceId = await createService(t, {
      name: 'Ear Training',
      hasSessions: true,
      plans: [{ name: 'Term' }],
    });
    const mode = await made<{ sessionWaitlistMode: string }>(
      UPDATE_SERVICE,
      { s: { id: serviceId, sessionWaitlistMode: 'OFFER', sessionWaitlistHoldMinutes: 120 } },
      'service',
    );
    expect(mode.sessionWaitlistMode).toBe('OFFER');
    sessionId = (
      await made<{ id: string }>(
        CREATE_SESSION,
        {
          s: {
            serviceId,
            name: 'Autumn',
            startDate: start.minus({ days: 3 }).toISODate(),
            endDate: start.plus({ weeks: 4 }).toISODate(),
            staffIds: [t.staff.id],
          },
        },
        'session',
      )
    ).id;
    const email = `${uniqueName('wren')}@${b()}.example`;
    const person = await made<{ id: string }>(CREATE_PERSON, { f: 'Wren', e: email }, 'people');
    waiting = { id: person.id, email };
    const created = await waitFor(
      async () => {
        const r = await mutate<Events>(
          b(),
          CREATE_SESSION_EVENT,
          {
            b: b(),
            e: {
              sessionId,
              startAt: start.toISO(),
              endAt: start.plus({ hours: 1 }).toISO(),
              locationId,
              capacity: 1,
              waitlistEnabled: true,
            },
          },
          t.biz.owner,
        );
        return /is not a staff member/.test(r.error ?? '') ? null : r;
      },
      60000,
      500,
    );
    expect(created.error).toBeNull();
    eventId = created.events![0].id;
  }, 180000);

  it('a client cancels their place in a full event: the first in line is offered it and mailed once, with the unsubscribe link', async () => {
    const enrol = (x: Record<string, unknown>) =>
      waitFor(
        async () => {
          const r = await mutate<Events>(
            b(),
            ENROL,
            { b: b(), x: { planName: 'Term', serviceId, sessionId, eventIds: [eventId], ...x } },
            t.staff.session,
          );
          return /is not a client of the business/.test(r.error ?? '') ? null : r;
        },
        60000,
        500,
      );
    expect((await enrol({ clientIds: [t.client.id] })).error).toBeNull();
    const line = await enrol({ clientIds: [waiting.id], joinWaitlist: true });
    expect(line.error).toBeNull();
    expect(line.events![0].slots[0].waitlist.map((w) => w.peopleId)).toEqual([waiting.id]);

    const since = new Date();
    const cancelled = await mutate(b(), CANCEL, { b: b(), e: eventId, c: t.client.id }, t.client.session);
    expect(cancelled.error).toBeNull();

    const mail = await mailpit.waitForMessage(waiting.email, since, 60000);
    expect(mail.subject).toMatch(/^A place opened in Autumn /);
    expect(mail.text).toContain('It is held for you until');
    const link = new RegExp(
      `https?://${b()}\\.[^/\\s]+/sessionwaitlistnotification/${serviceId}/session/${sessionId}/client/${waiting.id}/unsubscribe\\?token=([A-Za-z0-9_%-]+)`,
    ).exec(mail.text);
    expect(link).not.toBeNull();

    // The place is held for them: still in line, holding it, and nobody else enrolled.
    const event = await read();
    expect(event.clients.filter((c) => c.status === null)).toEqual([]);
    expect(event.slots[0].waitlist.map((w) => w.peopleId)).toEqual([waiting.id]);
    // One offer, one mail.
    const offers = (await mailpit.messagesSince(waiting.email, since)).filter((m) =>
      m.Subject.startsWith('A place opened in'),
    );
    expect(offers).toHaveLength(1);

    // The link takes them off the session's waitlist (public, with its token).
    const left = await mutate<{ left: number }>(
      b(),
      UNSUBSCRIBE,
      { b: b(), sv: serviceId, s: sessionId, c: waiting.id, t: decodeURIComponent(link![1]) },
      null,
    );
    expect(left).toMatchObject({ status: 'ok', error: null, left: 1 });
    expect((await read()).slots[0].waitlist).toEqual([]);
  }, 180000);
});
