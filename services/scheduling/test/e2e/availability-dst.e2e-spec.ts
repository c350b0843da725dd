import { call, op } from '@tempo/testing';
import { mutate, onceKnown, team, Team } from './scheduling.fixture';

type Piece = { startAt: string; endAt: string; available: boolean; label: string | null };

const CREATE_HOURS = `mutation($b: ID!, $s: ID!, $h: StaffHoursInput!) {
  createStaffHours(business: $b, staffId: $s, hours: $h) { status error } }`;
const REQUEST = `mutation($b: ID!, $r: TimeOffRequestInput!) {
  createTimeOffRequest(business: $b, request: $r) { status error request { id } } }`;
const APPROVE = `mutation($b: ID!, $id: ID!) {
  approveTimeOffRequest(business: $b, id: $id) { status error request { status processStatus } } }`;
const AVAILABILITIES = op<
  { availabilities: Piece[] },
  { b: string; from: string; to: string; ids: string[] }
>(
  `query($b: ID!, $from: String, $to: String, $ids: [ID!]) {
     availabilities(business: $b, fromDate: $from, toDate: $to, staffIds: $ids) { startAt endAt available label } }`,
);

const NEW_YORK = 'America/New_York';
const iso = (s: string) => new Date(s).toISOString();
const piece = (from: string, to: string, available: boolean) => ({
  startAt: iso(from),
  endAt: iso(to),
  available,
});

/**
 * The scheduling "done when" case through the gateway: open hours 15:00-20:00 in New York on
 * Tuesdays give the same local hours on both sides of each DST change of 2027 (14 March, 7
 * November), minus an approved time off and minus a blocked hour.
 */
describe('availability across daylight saving, through the gateway', () => {
  let t: Team;
  const ask = async (from: string, to: string) => {
    const r = await call(
      t.biz.name,
      AVAILABILITIES,
      { b: t.biz.name, from, to, ids: [t.staff.id] },
      t.manager.session,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.availabilities.map(({ startAt, endAt, available }) => ({ startAt, endAt, available }));
  };

  beforeAll(async () => {
    t = await team('availdst');
    const b = t.biz.name;
    const open = await onceKnown(() =>
      mutate(
        b,
        CREATE_HOURS,
        {
          b,
          s: t.staff.id,
          h: {
            kind: 'OPEN',
            startDate: '2027-03-01',
            fromTime: '15:00',
            toTime: '20:00',
            timezone: NEW_YORK,
            rrule: 'FREQ=WEEKLY;BYDAY=TU',
          },
        },
        t.manager.session,
      ),
    );
    expect(open).toMatchObject({ status: 'ok', error: null });
    const blocked = await mutate(
      b,
      CREATE_HOURS,
      {
        b,
        s: t.staff.id,
        h: {
          kind: 'BLOCKED',
          startDate: '2027-03-16',
          fromTime: '16:00',
          toTime: '17:00',
          timezone: NEW_YORK,
          label: 'Rehearsal',
        },
      },
      t.manager.session,
    );
    expect(blocked).toMatchObject({ status: 'ok', error: null });
    // The staff member asks for Tuesday 2 November 18:00-20:00 New York time off; a manager approves.
    const asked = await mutate<{ request: { id: string } | null }>(
      b,
      REQUEST,
      {
        b,
        r: {
          startAt: '2027-11-02T22:00:00Z',
          endAt: '2027-11-03T00:00:00Z',
          note: 'Concert',
        },
      },
      t.staff.session,
    );
    expect(asked).toMatchObject({ status: 'ok', error: null });
    const approved = await mutate(b, APPROVE, { b, id: asked.request!.id }, t.manager.session);
    expect(approved).toMatchObject({
      status: 'ok',
      request: { status: 'APPROVED', processStatus: 'COMPLETED' },
    });
  });

  it('keeps 15:00-20:00 local in March: 20:00Z before the change, 19:00Z after, minus the blocked hour', async () => {
    expect(await ask('2027-03-09', '2027-03-16')).toEqual([
      piece('2027-03-09T20:00:00Z', '2027-03-10T01:00:00Z', true),
      piece('2027-03-16T19:00:00Z', '2027-03-16T20:00:00Z', true),
      piece('2027-03-16T20:00:00Z', '2027-03-16T21:00:00Z', false),
      piece('2027-03-16T21:00:00Z', '2027-03-17T00:00:00Z', true),
    ]);
  });

  it('keeps 15:00-20:00 local in November: 19:00Z before the change, 20:00Z after, minus the time off', async () => {
    expect(await ask('2027-11-02', '2027-11-09')).toEqual([
      piece('2027-11-02T19:00:00Z', '2027-11-02T22:00:00Z', true),
      piece('2027-11-02T22:00:00Z', '2027-11-03T00:00:00Z', false),
      piece('2027-11-09T20:00:00Z', '2027-11-10T01:00:00Z', true),
    ]);
  });

  it('labels the busy pieces with the blocked hours and the time off', async () => {
    const r = await call(
      t.biz.name,
      AVAILABILITIES,
      { b: t.biz.name, from: '2027-03-16', to: '2027-11-02', ids: [t.staff.id] },
      t.manager.session,
    );
    expect(r.errors?.[0].message).toBe('At most 62 days can be asked at once');
    const march = await call(
      t.biz.name,
      AVAILABILITIES,
      { b: t.biz.name, from: '2027-03-16', to: '2027-03-16', ids: [t.staff.id] },
      t.manager.session,
    );
    const nov = await call(
      t.biz.name,
      AVAILABILITIES,
      { b: t.biz.name, from: '2027-11-02', to: '2027-11-02', ids: [t.staff.id] },
      t.manager.session,
    );
    expect(march.data!.availabilities.filter((p) => !p.available).map((p) => p.label)).toEqual(['Rehearsal']);
    expect(nov.data!.availabilities.filter((p) => !p.available).map((p) => p.label)).toEqual(['Time off']);
  });
});
