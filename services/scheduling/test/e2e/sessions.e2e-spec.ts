import { createOwnBusiness, login, OwnBusiness, Session } from '@tempo/testing';
import {
  Answer,
  CREATE_SERVICE,
  CREATE_SESSION,
  DELETE_SESSION,
  gql,
  member,
  notFound,
  refused,
  SESSION,
  ServiceOut,
  SessionOut,
  UPDATE_SERVICE,
  UPDATE_SESSION,
} from './catalogue.fixture';

type Made = { createSession: Answer<{ session: SessionOut | null }> };
type Changed = { updateSession: Answer<{ session: SessionOut | null }> };
type Program = { sessionProgram: { session: SessionOut; service: ServiceOut; events: { id: string }[] } };

const SERVICE_SESSIONS = `query($b: ID!, $id: ID!, $st: [String!], $open: Boolean, $past: Boolean) {
  service(business: $b, id: $id) { id sessions(status: $st, includeNotOpenForEnrollment: $open, includePast: $past) {
    id name } } }`;
const PROGRAM = `query($b: ID!, $s: ID!, $id: ID!) { sessionProgram(business: $b, serviceId: $s, sessionId: $id) {
  session { id name service { id name } } service { id name typeLabel } events { id name startAt endAt location { id name } } } }`;

/** A date `days` from today (UTC; the test business's zone is at most a day away, and the dates used are far apart). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Sessions of a service with sessions through the running product (the gateway in front). */
describe('sessions through the gateway', () => {
  let mine: OwnBusiness;
  let staff: Session & { id: string };
  let client: Session;
  let rivalOwner: Session;
  let classId: string;
  let lessonId: string;

  const makeService = async (service: Record<string, unknown>) => {
    const r = await gql<{ createService: Answer<{ service: ServiceOut }> }>(
      mine.name,
      CREATE_SERVICE,
      { b: mine.name, s: service },
      mine.owner,
    );
    return r.data!.createService.service.id;
  };
  const create = (session: Record<string, unknown>, auth: Session | null = mine.owner) =>
    gql<Made>(mine.name, CREATE_SESSION, { b: mine.name, s: { serviceId: classId, ...session } }, auth);
  const update = (session: Record<string, unknown>, auth: Session | null = mine.owner) =>
    gql<Changed>(mine.name, UPDATE_SESSION, { b: mine.name, s: session }, auth);
  const read = (id: string, auth: Session | null) =>
    gql<{ session: SessionOut }>(mine.name, SESSION, { b: mine.name, id }, auth);
  const listed = async (vars: Record<string, unknown>, auth: Session | null = mine.owner) =>
    (
      await gql<{ service: { sessions: { id: string }[] } }>(
        mine.name,
        SERVICE_SESSIONS,
        { b: mine.name, id: classId, ...vars },
        auth,
      )
    ).data?.service.sessions.map((s) => s.id) ?? [];
  const term = {
    name: 'Fall Term',
    startDate: day(-10),
    endDate: day(80),
    allowEnrollmentUntilDate: day(20),
  };

  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'schedses' });
    [staff, client, rivalOwner] = await Promise.all([
      member(mine, 'staff'),
      member(mine, null),
      login('rival', 'owner@rival.example'),
    ]);
    classId = await makeService({ name: 'Theory Group Class', hasSessions: true });
    lessonId = await makeService({ name: 'Piano 30', durationMinutes: 30 });
  });

  it('the owner creates a session with its staff, reads it back, updates and deletes it', async () => {
    // The staff copy follows people's events: the new staff member is known to scheduling shortly.
    let made: Made['createSession'] | undefined;
    for (let attempt = 0; attempt < 20 && made?.status !== 'ok'; attempt++) {
      made = (await create({ ...term, staffIds: [staff.id] })).data?.createSession;
      if (made?.status !== 'ok') await new Promise((r) => setTimeout(r, 500));
    }
    expect(made).toMatchObject({ status: 'ok', error: null });
    const s = made!.session!;
    expect(s).toMatchObject({
      name: 'Fall Term',
      startDate: term.startDate,
      endDate: term.endDate,
      status: 'SESSION_STATUS_ACTIVE',
      service: { id: classId, name: 'Theory Group Class' },
      staff: [{ id: staff.id, name: 'Pat Member' }],
      clients: [],
    });
    expect((await read(s.id, mine.owner)).data?.session).toEqual(s);
    expect(await listed({})).toEqual([s.id]);

    const changed = await update({
      id: s.id,
      name: 'Fall Term A',
      status: 'SESSION_STATUS_DISABLED',
      staffIds: [],
    });
    expect(changed.data?.updateSession).toMatchObject({
      status: 'ok',
      session: { id: s.id, name: 'Fall Term A', status: 'SESSION_STATUS_DISABLED', staff: [] },
    });
    expect(await listed({ st: ['SESSION_STATUS_ACTIVE'] })).toEqual([]);

    const del = await gql<{ deleteSession: Answer<{ id: string }> }>(
      mine.name,
      DELETE_SESSION,
      { b: mine.name, id: s.id },
      mine.owner,
    );
    expect(del.data?.deleteSession).toEqual({ status: 'ok', error: null, id: s.id });
    expect(notFound(await read(s.id, mine.owner))).toBe(true);
  });

  it('lists sessions by status, enrolment window and past as asked (defaults: past left out)', async () => {
    const past = (await create({ name: 'Past', startDate: day(-100), endDate: day(-40) })).data!.createSession
      .session!;
    const closed = (
      await create({
        name: 'Closed',
        startDate: day(-5),
        endDate: day(60),
        allowEnrollmentUntilDate: day(-2),
      })
    ).data!.createSession.session!;
    const open = (await create({ name: 'Open', startDate: day(40), endDate: day(120) })).data!.createSession
      .session!;
    expect(await listed({})).toEqual(expect.arrayContaining([closed.id, open.id]));
    expect(await listed({})).not.toContain(past.id);
    expect(await listed({ past: true })).toContain(past.id);
    expect(await listed({ open: false })).not.toContain(closed.id);
    expect(await listed({ open: false })).toContain(open.id);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name is required'],
    ['no start date', { startDate: null }, 'startDate is required'],
    [
      'a start after the end',
      { startDate: day(30), endDate: day(10) },
      'startDate must not be after endDate',
    ],
    [
      'enrolment after the end',
      { allowEnrollmentUntilDate: day(81) },
      'allowEnrollmentUntilDate must not be after endDate',
    ],
    ['a date that is not one', { startDate: '2026-02-30' }, 'startDate must be a date (YYYY-MM-DD)'],
    [
      'a status not of §4.1',
      { status: 'OPEN' },
      'status must be one of SESSION_STATUS_ACTIVE, SESSION_STATUS_DISABLED',
    ],
    [
      'ages out of order',
      { notBeforeAgeMonths: 30, notAfterAgeMonths: 20 },
      'notBeforeAgeMonths must not be after notAfterAgeMonths',
    ],
    [
      'staff not of the business',
      { staffIds: ['0190a000-0000-7000-a000-0000000000ee'] },
      'Object Not Found Matching Id: 0190a000-0000-7000-a000-0000000000ee',
    ],
  ])('refuses %s with status error and the text', async (_what, change, text) => {
    const r = await create({ ...term, ...change });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createSession).toMatchObject({ status: 'error', error: text, session: null });
  });

  it('refuses a session of a service without sessions', async () => {
    const r = await create({ ...term, serviceId: lessonId });
    expect(r.data?.createSession).toMatchObject({
      status: 'error',
      error: 'This service does not have sessions',
    });
  });

  it('staff read sessions but cannot write them', async () => {
    const s = (await create({ ...term, name: 'Staff Visible' })).data!.createSession.session!;
    expect((await read(s.id, staff)).data?.session.name).toBe('Staff Visible');
    expect(refused(await create({ ...term, name: 'By Staff' }, staff))).toBe(true);
    expect(refused(await update({ id: s.id, name: 'Renamed' }, staff))).toBe(true);
    expect(refused(await gql(mine.name, DELETE_SESSION, { b: mine.name, id: s.id }, staff))).toBe(true);
    expect((await read(s.id, mine.owner)).data?.session.name).toBe('Staff Visible');
  });

  it('the public program of a session: its service and events, for anyone on the host', async () => {
    const s = (await create({ ...term, name: 'Program Term' })).data!.createSession.session!;
    for (const auth of [null, client, staff]) {
      const r = await gql<Program>(mine.name, PROGRAM, { b: mine.name, s: classId, id: s.id }, auth);
      expect(r.errors).toBeUndefined();
      expect(r.data?.sessionProgram).toEqual({
        session: { id: s.id, name: 'Program Term', service: { id: classId, name: 'Theory Group Class' } },
        service: { id: classId, name: 'Theory Group Class', typeLabel: 'Session based' },
        events: [],
      });
    }
    const wrong = await gql<Program>(mine.name, PROGRAM, { b: mine.name, s: lessonId, id: s.id }, null);
    expect(notFound(wrong)).toBe(true);
  });

  it("a hidden service's sessions are hidden from clients and visitors, not from staff", async () => {
    const hiddenId = await makeService({ name: 'Secret Class', hasSessions: true, hidden: true });
    const s = (await create({ ...term, serviceId: hiddenId, name: 'Secret Term' })).data!.createSession
      .session!;
    for (const auth of [client, null]) {
      expect(notFound(await read(s.id, auth))).toBe(true);
      expect(notFound(await gql(mine.name, PROGRAM, { b: mine.name, s: hiddenId, id: s.id }, auth))).toBe(
        true,
      );
    }
    expect((await read(s.id, staff)).data?.session.name).toBe('Secret Term');
    await gql(mine.name, UPDATE_SERVICE, { b: mine.name, s: { id: hiddenId, hidden: false } }, mine.owner);
    expect((await read(s.id, null)).data?.session.name).toBe('Secret Term');
  });

  it("another business's owner is refused from their host and writes nothing on ours", async () => {
    const s = (await create({ ...term, name: 'Ours' })).data!.createSession.session!;
    const r = await gql<{ session: SessionOut }>('rival', SESSION, { b: mine.name, id: s.id }, rivalOwner);
    expect(refused(r)).toBe(true);
    expect(r.data ?? null).toBeNull();
    expect(refused(await update({ id: s.id, name: 'Theirs' }, rivalOwner))).toBe(true);
    expect(refused(await create({ ...term, name: 'Planted' }, rivalOwner))).toBe(true);
    expect((await read(s.id, mine.owner)).data?.session.name).toBe('Ours');
  });
});
