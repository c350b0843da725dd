import { randomUUID } from 'crypto';
import {
  call,
  createOwnBusiness,
  CURRENT_USER,
  GqlResponse,
  login,
  op,
  OwnBusiness,
  Session,
} from '@tempo/testing';
import { connectSubgraphDb, SubgraphConnections } from '@tempo/subgraph/testing';
import {
  firstInstantAtOrAfter,
  floating,
  parseLocalDate,
  parseLocalTime,
  toIso,
} from '@tempo/scheduling-rules';
import { scheduling } from '../../src/scheduling.subgraph';
import * as rows from '../support/availability-rows';

type Found = { staffId: string; startAt: string; available: boolean };
const AVAILABILITIES = op<
  { availabilities: Found[] },
  { b: string; from?: string; to?: string; ids?: string[] }
>(
  `query($b: ID!, $from: String, $to: String, $ids: [ID!]) {
     availabilities(business: $b, fromDate: $from, toDate: $to, staffIds: $ids) {
       staffId staffName startAt endAt available label roomName locationId locationName serviceNames } }`,
);
const TIMESLOTS = op<
  { timeslots: Array<{ startAt: string; staffId: string; staffName: string; locationName: string }> },
  { b: string; s: string; from: string; to: string }
>(
  `query($b: ID!, $s: ID!, $from: String, $to: String) {
     timeslots(business: $b, serviceId: $s, fromDate: $from, toDate: $to) { startAt staffId staffName locationId locationName roomName } }`,
);

const refused = (r: GqlResponse) =>
  (r.errors ?? []).some((e) => /authorization error|not currently authenticated/.test(e.message));
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(1), to: day(7) };

/** Availabilities and timeslots through the running product (the gateway in front). */
describe('availability through the gateway', () => {
  let staff: Session;
  let limited: Session;
  let limitedId: string;
  let staffId: string;

  beforeAll(async () => {
    staff = await login('demo', 'staff@demo.example');
    limited = await login('demo', 'limited@demo.example');
    limitedId = (await call('demo', CURRENT_USER, {}, limited)).data!.currentUser.accountId!;
    staffId = (await call('demo', CURRENT_USER, {}, staff)).data!.currentUser.accountId!;
  });

  it('answers staff about anyone of the business', async () => {
    for (const ids of [undefined, [limitedId], [limitedId, staffId]]) {
      const r = await call('demo', AVAILABILITIES, { b: 'demo', ...RANGE, ids }, staff);
      expect(r.errors).toBeUndefined();
      expect(Array.isArray(r.data?.availabilities)).toBe(true);
    }
  });

  it('answers limited staff about themselves only', async () => {
    const own = await call('demo', AVAILABILITIES, { b: 'demo', ...RANGE, ids: [limitedId] }, limited);
    expect(own.errors).toBeUndefined();
    const all = await call('demo', AVAILABILITIES, { b: 'demo', ...RANGE }, limited);
    expect(all.errors).toBeUndefined();
    expect(all.data!.availabilities.every((a) => a.staffId === limitedId)).toBe(true);
    for (const ids of [[staffId], [limitedId, staffId]]) {
      const other = await call('demo', AVAILABILITIES, { b: 'demo', ...RANGE, ids }, limited);
      expect(refused(other)).toBe(true);
      expect(other.data?.availabilities ?? null).toBeNull();
    }
  });

  it('refuses a client, a visitor and another business', async () => {
    const client = await login('demo', 'client@demo.example');
    const rival = await login('rival', 'owner@rival.example');
    for (const [host, auth] of [
      ['demo', client],
      ['demo', null],
      ['rival', rival],
      ['demo', rival],
    ] as const) {
      const r = await call(host, AVAILABILITIES, { b: 'demo', ...RANGE }, auth);
      expect(refused(r)).toBe(true);
      expect(r.data?.availabilities ?? null).toBeNull();
    }
  });

  it('refuses a missing or too long range with the reason', async () => {
    const missing = await call('demo', AVAILABILITIES, { b: 'demo', to: RANGE.to }, staff);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'fromDate is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await call('demo', AVAILABILITIES, { b: 'demo', from: day(1), to: day(70) }, staff);
    expect(long.errors?.[0].message).toBe('At most 62 days can be asked at once');
  });

  describe("a visitor's timeslots", () => {
    let mine: OwnBusiness;
    let db: SubgraphConnections;
    let visible: string;
    let hidden: string;
    const date = day(3);

    beforeAll(async () => {
      mine = await createOwnBusiness({ prefix: 'schedslot', timezone: 'America/New_York' });
      db = await connectSubgraphDb(scheduling);
      await db.app.withTenant(mine.name, async (em) => {
        await rows.addBusiness(em, mine.name, 'America/New_York');
        visible = await rows.addService(em, mine.name, 'Piano 60', 60);
        hidden = await rows.addService(em, mine.name, 'Secret 60', 60, true);
        const loc = await rows.addLocation(em, mine.name, { name: 'Main hall' });
        const teacher = await rows.addStaff(em, mine.name, 'Tara', 'Keys', randomUUID());
        await rows.addStaffHours(em, mine.name, teacher, {
          kind: 'open',
          startDate: day(-1),
          fromTime: '09:00',
          toTime: '12:00',
          timezone: 'America/New_York',
          rrule: 'FREQ=DAILY',
          locationId: loc.id,
        });
      });
    });
    afterAll(async () => {
      await db.app.withTenant(mine.name, (em) => rows.removeBusiness(em, mine.name));
      await db.close();
    });

    it('lists the starts of a visible service as instants, on the business host', async () => {
      const r = await call(mine.name, TIMESLOTS, { b: mine.name, s: visible, from: date, to: date }, null);
      expect(r.errors).toBeUndefined();
      const nine = firstInstantAtOrAfter(
        floating(parseLocalDate(date), parseLocalTime('09:00')),
        'America/New_York',
      );
      expect(r.data!.timeslots.map((t) => t.startAt)).toEqual(
        Array.from({ length: 9 }, (_, k) => toIso(nine + k * 15 * 60_000)),
      );
      expect(r.data!.timeslots[0]).toMatchObject({ staffName: 'Tara Keys', locationName: 'Main hall' });
    });

    it('answers nothing for a hidden service, and refuses another business', async () => {
      const h = await call(mine.name, TIMESLOTS, { b: mine.name, s: hidden, from: date, to: date }, null);
      expect(h.errors).toBeUndefined();
      expect(h.data!.timeslots).toEqual([]);
      const rival = await login('rival', 'owner@rival.example');
      const r = await call('rival', TIMESLOTS, { b: mine.name, s: visible, from: date, to: date }, rival);
      expect(refused(r)).toBe(true);
      expect(r.data?.timeslots ?? null).toBeNull();
    });
  });
});
