import { call, op, OwnBusiness, waitFor } from '@tempo/testing';
import { CREATE_CLIENT, CREATE_SERVICE, localNow, offsetOf, Studio, studio, ZONE } from './schedule-setup';

/**
 * What the enrolment pages' browser tests set up through the API in a business of their own (New York): a
 * group class service 'Theory Group' with its plan 'Term', two sessions of it ('Spring' on Tuesdays, 'Summer'
 * on Thursdays, 16:00-17:00 from a week ahead), their weekly events, and clients; and what they read back.
 */

type Answer<T> = { status: string; error: string | null } & T;

const CREATE_SESSION = op<
  { createSession: Answer<{ session: { id: string } | null }> },
  { b: string; s: Record<string, unknown> }
>(
  `mutation($b: ID!, $s: SessionInput!) { createSession(business: $b, session: $s) { status error session { id } } }`,
);
const CREATE_SESSION_EVENT = op<
  { createSessionEvent: Answer<{ events: { id: string }[] | null }> },
  { b: string; e: Record<string, unknown> }
>(`mutation($b: ID!, $e: SessionEventInput!) {
  createSessionEvent(business: $b, event: $e) { status error events { id } } }`);
const ENROL = op<
  { enrollInSession: Answer<{ events: { id: string }[] | null }> },
  { b: string; x: Record<string, unknown> }
>(`mutation($b: ID!, $x: EnrolmentInput!) {
  enrollInSession(business: $b, enrolment: $x) { status error events { id } } }`);
const HOLD = op<
  { updateEvent: Answer<{ events: { id: string; status: string }[] | null }> },
  { b: string; e: Record<string, unknown> }
>(`mutation($b: ID!, $e: UpdateEventInput!) {
  updateEvent(business: $b, event: $e) { status error events { id status } } }`);

/** A session event as the API gives it back: its places and their clients. */
export interface ClassEvent {
  id: string;
  name: string;
  startAt: string;
  endAt: string;
  status: string;
  sessionId: string | null;
  clients: {
    peopleId: string;
    status: string | null;
    enrollmentType: string | null;
    planName: string | null;
  }[];
  slots: { capacity: number | null; status: string | null }[];
}
const EVENT = op<{ event: ClassEvent }, { b: string; id: string }>(`query($b: ID!, $id: ID!) {
  event(business: $b, id: $id) { id name startAt endAt status sessionId
    clients { peopleId status enrollmentType planName } slots { capacity status } } }`);

export interface ClassSession {
  id: string;
  /** Its weekly events, first first (none when made without). */
  eventIds: string[];
}

export interface Classes extends Studio {
  classServiceId: string;
  spring: ClassSession;
  summer: ClassSession;
  /** The first local date of Spring's events (a Tuesday a week or more ahead). */
  firstTuesday: string;
  /** Clients of the business besides the studio's, '<first> <last>'. */
  clients: { id: string; name: string }[];
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The first local date on a weekday (0 Sunday .. 6 Saturday) at least `days` after `from`. */
const weekdayFrom = (from: string, weekday: number, days: number) => {
  let d = addDays(from, days);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
  return d;
};

/**
 * The class service, its two sessions taught by the owner and, with `events`, three weekly events of each
 * (capacity 6); clients named `firsts` with the last name `last`.
 */
export async function classes(
  mine: OwnBusiness,
  last: string,
  firsts: readonly string[],
  events = true,
): Promise<Classes> {
  const b = mine.name;
  const s = await studio(mine, last);
  const svc = await call(
    b,
    CREATE_SERVICE,
    { b, s: { name: 'Theory Group', durationMinutes: 60, hasSessions: true, plans: [{ name: 'Term' }] } },
    mine.owner,
  );
  const classServiceId = svc.data?.createService.service?.id;
  if (!classServiceId) throw new Error(`createService: ${JSON.stringify(svc.errors ?? svc.data)}`);
  const firstTuesday = weekdayFrom(localNow(ZONE).date, 2, 7);
  const session = async (name: string, weekday: string): Promise<ClassSession> => {
    const s0 = { serviceId: classServiceId, name, startDate: addDays(firstTuesday, -3) };
    // its teacher is the owner, whom scheduling knows once people's events have reached it
    const id = await waitFor(
      async () => {
        const made = await call(
          b,
          CREATE_SESSION,
          { b, s: { ...s0, endDate: addDays(firstTuesday, 60), staffIds: [s.ownerId] } },
          mine.owner,
        );
        const answer = made.data?.createSession;
        if (answer?.session?.id) return answer.session.id;
        if (answer?.error?.includes(s.ownerId)) return null;
        throw new Error(`createSession: ${JSON.stringify(made.errors ?? made.data)}`);
      },
      60000,
      500,
    );
    if (!events) return { id, eventIds: [] };
    const day = weekday === 'TU' ? firstTuesday : addDays(firstTuesday, 2);
    const offset = offsetOf(day);
    const eventIds = await sessionEvents(mine, {
      sessionId: id,
      startAt: `${day}T16:00:00${offset}`,
      endAt: `${day}T17:00:00${offset}`,
      rrule: `FREQ=WEEKLY;BYDAY=${weekday};COUNT=3`,
      locationId: s.locationId,
      capacity: 6,
    });
    return { id, eventIds };
  };
  const spring = await session('Spring', 'TU');
  const summer = await session('Summer', 'TH');
  const clients: Classes['clients'] = [];
  for (const first of firsts) {
    const made = await call(b, CREATE_CLIENT, { b, f: first, l: last }, mine.owner);
    const id = made.data?.createPeople.people?.id;
    if (!id) throw new Error(`createPeople: ${JSON.stringify(made.errors ?? made.data)}`);
    clients.push({ id, name: `${first} ${last}` });
  }
  return { ...s, classServiceId, spring, summer, firstTuesday, clients };
}

/** Creates session events, once scheduling knows the session's teacher (their copy comes by events). */
export async function sessionEvents(mine: OwnBusiness, e: Record<string, unknown>): Promise<string[]> {
  const b = mine.name;
  return waitFor(
    async () => {
      const r = await call(b, CREATE_SESSION_EVENT, { b, e }, mine.owner);
      const a = r.data?.createSessionEvent;
      if (a?.status === 'ok' && a.events?.length) return a.events.map((x) => x.id);
      if (/is not a staff member/.test(a?.error ?? '')) return null;
      throw new Error(`createSessionEvent: ${JSON.stringify(r.errors ?? a)}`);
    },
    60000,
    500,
  );
}

/** Enrols clients in a whole session with the plan 'Term', once scheduling knows them. */
export async function enrol(mine: OwnBusiness, c: Classes, sessionId: string, clientIds: string[]) {
  const b = mine.name;
  const x = { clientIds, planName: 'Term', serviceId: c.classServiceId, sessionId };
  await waitFor(
    async () => {
      const r = await call(b, ENROL, { b, x }, mine.owner);
      const a = r.data?.enrollInSession;
      if (a?.status === 'ok') return true;
      if (/is not a client of the business/.test(a?.error ?? '')) return null;
      throw new Error(`enrollInSession: ${JSON.stringify(r.errors ?? a)}`);
    },
    60000,
    500,
  );
}

/** An event as the owner reads it through the API. */
export async function readEvent(mine: OwnBusiness, id: string): Promise<ClassEvent> {
  const r = await call(mine.name, EVENT, { b: mine.name, id }, mine.owner);
  if (!r.data?.event) throw new Error(`event: ${JSON.stringify(r.errors)}`);
  return r.data.event;
}

/** The clients holding a place in an event (not cancelled), with their enrolment. */
export async function placesIn(mine: OwnBusiness, id: string): Promise<ClassEvent['clients']> {
  return (await readEvent(mine, id)).clients.filter((c) => c.status === null);
}

/** Puts an event on hold (status EVENT_STATUS_HOLD), as staff holding it before confirming do. */
export async function hold(mine: OwnBusiness, id: string): Promise<void> {
  const r = await call(mine.name, HOLD, { b: mine.name, e: { id, status: 'EVENT_STATUS_HOLD' } }, mine.owner);
  const status = r.data?.updateEvent.events?.[0]?.status;
  if (status !== 'EVENT_STATUS_HOLD') throw new Error(`updateEvent: ${JSON.stringify(r.errors ?? r.data)}`);
}
