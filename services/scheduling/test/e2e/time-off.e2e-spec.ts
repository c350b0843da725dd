import { call } from '@tempo/testing';
import { Answer, mutate, onceKnown, refused, Team, team } from './scheduling.fixture';

const REQUEST = `id title status processStatus allDay startAt endAt timezone category note reviewNote
  requester { id name } reviewer { id name } overlappingEvents { id }`;
const CREATE = `mutation($b: ID!, $r: TimeOffRequestInput!) {
  createTimeOffRequest(business: $b, request: $r) { status error request { ${REQUEST} } } }`;
const UPDATE = `mutation($b: ID!, $r: UpdateTimeOffRequestInput!) {
  updateTimeOffRequest(business: $b, request: $r) { status error request { ${REQUEST} } } }`;
const CANCEL = `mutation($b: ID!, $id: ID!) { cancelTimeOffRequest(business: $b, id: $id) { status error request { ${REQUEST} } } }`;
const APPROVE = `mutation($b: ID!, $id: ID!, $n: String) {
  approveTimeOffRequest(business: $b, id: $id, note: $n) { status error request { ${REQUEST} } } }`;
const REJECT = `mutation($b: ID!, $id: ID!, $n: String) {
  rejectTimeOffRequest(business: $b, id: $id, note: $n) { status error request { ${REQUEST} } } }`;
const LIST = `query($b: ID!, $s: String, $q: ID, $f: String, $t: String) {
  timeOffRequests(business: $b, status: $s, requesterId: $q, fromDate: $f, toDate: $t) { id status requester { id } } }`;
const ONE = `query($b: ID!, $id: ID!) { timeOffRequest(business: $b, id: $id) { ${REQUEST} } }`;
const BLOCKED = `query($b: ID!, $id: ID) { people(business: $b, id: $id, limit: 1) { id
  staffHoursBlocked { id startDate fromTime toTime rrule timezone timeOffRequestId } } }`;
const DELETE_HOURS = `mutation($b: ID!, $id: ID!) { deleteStaffHours(business: $b, id: $id) { status error id } }`;

interface Request {
  id: string;
  title: string;
  status: string;
  processStatus: string | null;
  startAt: string;
  endAt: string;
  requester: { id: string; name: string };
  reviewer: { id: string; name: string } | null;
}
type RequestAnswer = Answer<{ request: Request | null }>;
interface Blocked {
  id: string;
  startDate: string;
  fromTime: string;
  toTime: string;
  rrule: string | null;
  timeOffRequestId: string | null;
}

const days = { startAt: '2027-03-13', endAt: '2027-03-15', allDay: true, note: 'Family visit' };

describe('time off through the gateway', () => {
  let t: Team;
  const b = () => t.biz.name;
  const request = (r: object, auth = t.staff.session): Promise<RequestAnswer> =>
    onceKnown(() => mutate<{ request: Request | null }>(b(), CREATE, { b: b(), r }, auth));
  const act = (doc: string, id: string, auth = t.manager.session) =>
    mutate<{ request: Request | null }>(b(), doc, { b: b(), id, n: 'ok' }, auth);
  const blockedOf = async (id: string) => {
    const r = await call<{ people: Array<{ staffHoursBlocked: Blocked[] }> }>(
      b(),
      BLOCKED,
      { b: b(), id },
      t.biz.owner,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.people[0].staffHoursBlocked;
  };

  beforeAll(async () => {
    t = await team('schedoff');
  }, 180000);

  it('a staff member requests, a manager approves: blocked hours with its id appear on the staff member', async () => {
    const asked = await request(days);
    expect(asked).toMatchObject({
      status: 'ok',
      request: {
        status: 'SUBMITTED',
        processStatus: null,
        title: "Sam Tester's time off request",
        // America/New_York: the whole local days, across the spring-forward night of 2027-03-14.
        startAt: '2027-03-13T05:00:00.000Z',
        endAt: '2027-03-16T04:00:00.000Z',
        requester: { id: t.staff.id, name: 'Sam Tester' },
      },
    });
    const id = asked.request!.id;
    expect(await blockedOf(t.staff.id)).toEqual([]);

    const approved = await act(APPROVE, id);
    expect(approved).toMatchObject({
      status: 'ok',
      request: { status: 'APPROVED', processStatus: 'COMPLETED', reviewer: { id: t.manager.id } },
    });
    const blocked = await blockedOf(t.staff.id);
    expect(blocked).toEqual([
      expect.objectContaining({
        startDate: '2027-03-13',
        fromTime: '00:00',
        toTime: '00:00',
        rrule: 'FREQ=DAILY;COUNT=3',
        timeOffRequestId: id,
      }),
    ]);
    const direct = await mutate(b(), DELETE_HOURS, { b: b(), id: blocked[0].id }, t.biz.owner);
    expect(direct.status).toBe('error');
    expect(direct.error).toMatch(/time off request/);

    expect(await act(APPROVE, id)).toMatchObject({
      status: 'error',
      error: 'This time off request is approved and cannot be approved',
    });
    const cancelled = await act(CANCEL, id, t.staff.session);
    expect(cancelled).toMatchObject({ status: 'ok', request: { status: 'CANCELLED' } });
    expect(await blockedOf(t.staff.id)).toEqual([]);
  });

  it('a staff member changes a submitted request; a manager rejects it; then it cannot change', async () => {
    const asked = await request({ startAt: '2027-05-03T13:00:00Z', endAt: '2027-05-03T17:00:00Z' });
    const id = asked.request!.id;
    const moved = await mutate<{ request: Request }>(
      b(),
      UPDATE,
      { b: b(), r: { id, endAt: '2027-05-03T18:00:00Z' } },
      t.staff.session,
    );
    expect(moved).toMatchObject({
      status: 'ok',
      request: { startAt: '2027-05-03T13:00:00.000Z', endAt: '2027-05-03T18:00:00.000Z' },
    });
    expect(await act(REJECT, id)).toMatchObject({ status: 'ok', request: { status: 'REJECTED' } });
    expect(await mutate(b(), UPDATE, { b: b(), r: { id, note: 'again' } }, t.staff.session)).toMatchObject({
      status: 'error',
      error: 'This time off request is rejected and cannot be changed',
    });
  });

  it('a staff member sees only their own requests, cannot read, approve or cancel another’s', async () => {
    const mine = await request(days, t.colleague.session);
    const theirs = await request({ ...days, startAt: '2027-06-01', endAt: '2027-06-01' });
    const list = await call<{ timeOffRequests: Request[] }>(
      b(),
      LIST,
      { b: b(), q: t.staff.id },
      t.colleague.session,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.timeOffRequests.map((r) => r.requester.id)).toEqual([t.colleague.id]);
    expect(refused(await call(b(), ONE, { b: b(), id: theirs.request!.id }, t.colleague.session))).toBe(true);
    for (const auth of [t.colleague.session, t.staff.session])
      expect(refused(await call(b(), APPROVE, { b: b(), id: mine.request!.id }, auth))).toBe(true);
    expect(refused(await call(b(), REJECT, { b: b(), id: theirs.request!.id }, t.staff.session))).toBe(true);
    expect(refused(await call(b(), CANCEL, { b: b(), id: theirs.request!.id }, t.colleague.session))).toBe(
      true,
    );

    const all = await call<{ timeOffRequests: Request[] }>(
      b(),
      LIST,
      { b: b(), s: 'SUBMITTED', f: '2027-06-01', t: '2027-06-01' },
      t.manager.session,
    );
    expect(all.data!.timeOffRequests.map((r) => r.id)).toEqual([theirs.request!.id]);
  });

  it('a client can neither request nor approve; another business is refused', async () => {
    const theirs = await request({ ...days, startAt: '2027-07-01', endAt: '2027-07-02' });
    expect(refused(await call(b(), CREATE, { b: b(), r: days }, t.client.session))).toBe(true);
    expect(refused(await call(b(), APPROVE, { b: b(), id: theirs.request!.id }, t.client.session))).toBe(
      true,
    );
    expect(refused(await call(b(), APPROVE, { b: b(), id: theirs.request!.id }, t.rivalOwner))).toBe(true);
    expect(refused(await call(b(), LIST, { b: b() }, t.rivalOwner))).toBe(true);
  });

  it.each([
    [{ startAt: '2027-03-13' }, 'endAt is required'],
    [{ startAt: 'tomorrow', endAt: '2027-03-13T10:00:00Z' }, 'startAt must be a date and time (ISO 8601)'],
    [{ startAt: '2027-02-30', endAt: '2027-03-01', allDay: true }, 'startAt must be a date (YYYY-MM-DD)'],
    [
      { startAt: '2027-03-13T10:00:00Z', endAt: '2027-03-13T09:00:00Z' },
      'The end of the time off must be after its start',
    ],
  ])('answers status error for a bad request %#', async (r, error) => {
    expect(await request(r)).toEqual({ status: 'error', error, request: null });
  });
});
