import { call } from '@tempo/testing';
import { Answer, mutate, onceKnown, refused, Team, team } from './scheduling.fixture';

const HOURS = `id kind startDate fromTime toTime timezone rrule allowsOnline roomName label hourlyRate exceptions
  timeOffRequestId location { id name } services { id name }`;
const CREATE = `mutation($b: ID!, $s: ID!, $h: StaffHoursInput!) {
  createStaffHours(business: $b, staffId: $s, hours: $h) { status error hours { ${HOURS} } } }`;
const UPDATE = `mutation($b: ID!, $h: UpdateStaffHoursInput!) {
  updateStaffHours(business: $b, hours: $h) { status error hours { ${HOURS} } } }`;
const DELETE = `mutation($b: ID!, $id: ID!) { deleteStaffHours(business: $b, id: $id) { status error id } }`;
const HOURS_REF = `staffHoursOpen { id kind timeOffRequestId } staffHoursBlocked { id kind timeOffRequestId }`;
const PERSON_HOURS = `query($b: ID!, $id: ID) { people(business: $b, id: $id, limit: 1) { id ${HOURS_REF} } }`;
const STAFF_HOURS = `query($b: ID!, $id: ID) { staff(business: $b, id: $id, limit: 1) { id ${HOURS_REF} } }`;
const MY_HOURS = `query($b: ID!) { myself(business: $b) { id ${HOURS_REF} } }`;

interface Hours {
  id: string;
  kind: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule: string | null;
  allowsOnline: boolean | null;
  hourlyRate: number | null;
  label: string | null;
}
type HoursAnswer = Answer<{ hours: Hours | null }>;

const weekly = {
  kind: 'OPEN',
  startDate: '2026-03-02',
  fromTime: '15:00',
  toTime: '19:00',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
};

describe('staff hours through the gateway', () => {
  let t: Team;
  const b = () => t.biz.name;
  const create = (staffId: string, h: object, auth = t.biz.owner) =>
    mutate<{ hours: Hours | null }>(b(), CREATE, { b: b(), s: staffId, h }, auth);
  type WithHours = { staffHoursOpen: Hours[]; staffHoursBlocked: Hours[] };
  const hoursOf = async (id: string, auth = t.biz.owner, doc = PERSON_HOURS) => {
    const r = await call<Record<string, WithHours[] | WithHours>>(b(), doc, { b: b(), id }, auth);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const found = Object.values(r.data!)[0];
    return Array.isArray(found) ? found[0] : found;
  };

  beforeAll(async () => {
    t = await team('schedhrs');
  }, 180000);

  it('a manager adds, changes and removes a staff member’s hours; they show on people', async () => {
    const made: HoursAnswer = await onceKnown(() =>
      create(
        t.staff.id,
        { ...weekly, allowsOnline: true, hourlyRate: 4500, label: 'Lessons' },
        t.manager.session,
      ),
    );
    expect(made).toMatchObject({ status: 'ok', error: null });
    expect(made.hours).toMatchObject({
      kind: 'OPEN',
      fromTime: '15:00',
      toTime: '19:00',
      timezone: 'America/New_York',
      allowsOnline: true,
      hourlyRate: 4500,
    });
    const id = made.hours!.id;
    expect((await hoursOf(t.staff.id, t.manager.session)).staffHoursOpen.map((h) => h.id)).toContain(id);

    const changed = await mutate<{ hours: Hours }>(
      b(),
      UPDATE,
      { b: b(), h: { id, toTime: '20:30', label: null } },
      t.manager.session,
    );
    expect(changed).toMatchObject({
      status: 'ok',
      hours: { id, fromTime: '15:00', toTime: '20:30', label: null },
    });

    const gone = await mutate<{ id: string }>(b(), DELETE, { b: b(), id }, t.manager.session);
    expect(gone).toEqual({ status: 'ok', error: null, id });
    expect((await hoursOf(t.staff.id)).staffHoursOpen.map((h) => h.id)).not.toContain(id);
  });

  it('a staff member manages their own hours, not a colleague’s; sees only their own', async () => {
    const own: HoursAnswer = await onceKnown(() =>
      create(t.colleague.id, { ...weekly, kind: 'BLOCKED', allowsOnline: true }, t.colleague.session),
    );
    expect(own).toMatchObject({ status: 'ok', hours: { kind: 'BLOCKED', allowsOnline: null } });
    const mine = await hoursOf(t.colleague.id, t.colleague.session, MY_HOURS);
    expect(mine.staffHoursBlocked.map((h) => h.id)).toEqual([own.hours!.id]);
    const moved = await mutate<{ hours: Hours }>(
      b(),
      UPDATE,
      { b: b(), h: { id: own.hours!.id, fromTime: '16:00' } },
      t.colleague.session,
    );
    expect(moved).toMatchObject({ status: 'ok', hours: { fromTime: '16:00', toTime: '19:00' } });
    expect(await mutate(b(), DELETE, { b: b(), id: own.hours!.id }, t.colleague.session)).toMatchObject({
      status: 'ok',
      id: own.hours!.id,
    });

    const theirs: HoursAnswer = await onceKnown(() => create(t.staff.id, weekly));
    const r = await call(b(), CREATE, { b: b(), s: t.staff.id, h: weekly }, t.colleague.session);
    expect(refused(r)).toBe(true);
    for (const [doc, vars] of [
      [UPDATE, { b: b(), h: { id: theirs.hours!.id, toTime: '22:00' } }],
      [DELETE, { b: b(), id: theirs.hours!.id }],
    ] as const)
      expect(refused(await call(b(), doc, vars, t.colleague.session))).toBe(true);
    expect(await hoursOf(t.staff.id, t.colleague.session, STAFF_HOURS)).toMatchObject({
      staffHoursOpen: [],
      staffHoursBlocked: [],
    });
    expect((await hoursOf(t.staff.id, t.staff.session, MY_HOURS)).staffHoursOpen.map((h) => h.id)).toContain(
      theirs.hours!.id,
    );
    expect(
      (await hoursOf(t.staff.id, t.manager.session, STAFF_HOURS)).staffHoursOpen.map((h) => h.id),
    ).toContain(theirs.hours!.id);
  });

  it('a client neither sees nor writes hours; another business is refused', async () => {
    expect(refused(await call(b(), CREATE, { b: b(), s: t.client.id, h: weekly }, t.client.session))).toBe(
      true,
    );
    expect(refused(await call(b(), CREATE, { b: b(), s: t.staff.id, h: weekly }, t.rivalOwner))).toBe(true);
    const r = await call<{ people: unknown }>(b(), PERSON_HOURS, { b: b(), id: t.staff.id }, t.rivalOwner);
    expect(refused(r)).toBe(true);
  });

  it.each([
    [{ ...weekly, kind: 'CLOSED' }, 'kind must be one of OPEN, BLOCKED'],
    [{ ...weekly, startDate: '2026-02-30' }, 'startDate must be a date (YYYY-MM-DD)'],
    [{ ...weekly, fromTime: '25:00' }, 'fromTime must be a time (HH:mm)'],
    [{ ...weekly, timezone: 'Mars/Olympus' }, 'timezone must be an IANA time zone, e.g. America/New_York'],
    [{ ...weekly, rrule: 'FREQ=SOMETIMES' }, 'rrule is not a supported recurrence rule'],
    [{ ...weekly, hourlyRate: -5 }, 'hourlyRate must not be negative'],
    [{ ...weekly, exceptions: ['someday'] }, 'exceptions must be a date (YYYY-MM-DD)'],
    [
      { ...weekly, locationId: '0190f1a2-0000-7000-8000-000000000001' },
      'locationId is not a location of the business',
    ],
    [
      { ...weekly, serviceIds: ['0190f1a2-0000-7000-8000-000000000002'] },
      'serviceIds must be services of the business',
    ],
  ])('answers status error for bad input %#', async (h, error) => {
    const a = await onceKnown(() => create(t.staff.id, h));
    expect(a).toEqual({ status: 'error', error, hours: null });
  });

  it('answers status error for hours of someone who is not staff, and for an unknown id', async () => {
    expect(await create(t.client.id, weekly)).toMatchObject({
      status: 'error',
      error: 'staffId must be a staff member of the business',
    });
    const missing = '0190f1a2-0000-7000-8000-0000000000ff';
    expect(await mutate(b(), DELETE, { b: b(), id: missing }, t.biz.owner)).toMatchObject({
      status: 'error',
      error: `Object Not Found Matching Id: ${missing}`,
    });
  });
});
