import { newId } from '@tempo/db';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { call, GqlResponse, waitFor } from '@tempo/testing';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { mutate, refused, Team, team } from './scheduling.fixture';

// The slots' clients and waitlists are read in the integration test (the gateway's cost limit).
const EVENT = `id name displayName status primaryStaffId clients { peopleId name } staff { peopleId name }`;
const EVENTS = `query($b: ID!, $f: String!, $t: String!, $s: [ID!]) {
  events(business: $b, fromDate: $f, toDate: $t, staffIds: $s) { ${EVENT} } }`;
const ONE = `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { ${EVENT} } }`;
const SELF = `query($b: ID!, $d: ID, $f: String, $t: String) {
  clientSelfSchedule(business: $b, dependentId: $d, fromDate: $f, toDate: $t) { id name } }`;
const CLIENT = `query($b: ID!, $c: ID!, $f: String, $t: String) {
  clientSchedule(business: $b, clientId: $c, fromDate: $f, toDate: $t) { id name } }`;
const STAFF_SELF = `query($b: ID!, $f: String, $t: String) {
  staffSelfSchedule(business: $b, fromDate: $f, toDate: $t) { id name } }`;
const ADD_DEPENDENT = `mutation($b: ID!, $d: DependentInput!) {
  selfAddDependent(business: $b, dependent: $d) { status error dependent { id } } }`;

// Far enough ahead that nothing else of the business is there; a window of three days holds the events
// whatever the business zone.
const DAY = '2031-01-15';
const WINDOW = { f: '2031-01-14', t: '2031-01-16' };

type Named = { id: string; name: string };
type StaffShown = { peopleId: string; staffOnlineId: string | null; staffSecondaryAttribute: string | null };
const ONE_STAFF = `query($b: ID!, $id: ID!) {
  event(business: $b, id: $id) { staff { peopleId staffOnlineId staffSecondaryAttribute } } }`;
const UPDATE_STAFF = `mutation($b: ID!, $id: ID!, $o: String, $a: String) {
  updatePeople(business: $b, id: $id, staffOnlineId: $o, staffSecondaryAttribute: $a) { status error people { id } } }`;

/**
 * The calendar's reads through the gateway, on a business of the test's own with events written directly
 * in its database: the owner sees every event, a limited staff member only those they teach, a client
 * their own and their dependent's, another business nothing; bad dates get their texts.
 */
describe('calendar reads (through the gateway)', () => {
  let t: Team;
  let db: SubgraphConnections;
  let dependentId: string;
  const [taughtByLee, dependentsLesson, othersLesson] = [newId(), newId(), newId()];

  const read = async <T>(r: GqlResponse<T>): Promise<T> => {
    if (r.errors?.length) throw new Error(r.errors.map((e) => e.message).join('; '));
    return r.data as T;
  };
  const names = (events: Named[]) => events.map((e) => e.name).sort();

  beforeAll(async () => {
    t = await team('calreads');
    const dependent = await mutate<{ dependent: { id: string } | null }>(
      t.biz.name,
      ADD_DEPENDENT,
      { b: t.biz.name, d: { firstName: 'Dee', lastName: 'Tester', birthdate: '2016-05-01' } },
      t.client.session,
    );
    expect(dependent.error).toBeNull();
    dependentId = dependent.dependent!.id;

    db = await connectSubgraphDb(scheduling);
    const business = t.biz.name;
    const now = new Date();
    const event = (id: string, name: string, hour: number, staffId: string): Partial<EventEntity> => ({
      id,
      business,
      name,
      startAt: new Date(`${DAY}T${hour}:00:00Z`),
      endAt: new Date(`${DAY}T${hour + 1}:00:00Z`),
      status: 'EVENT_STATUS_ACTIVE',
      primaryStaffId: staffId,
      staffIds: [staffId],
      timezone: 'UTC',
      createdAt: now,
      updatedAt: now,
    });
    const client = (eventId: string, peopleId: string) => ({
      id: newId(),
      business,
      eventId,
      peopleId,
      kind: 'client' as const,
      createdAt: now,
      updatedAt: now,
    });
    await db.app.withTenant(business, async (em) => {
      await em.insert(EventEntity, [
        event(taughtByLee, 'Lee teaches Cal', 12, t.colleague.id),
        event(dependentsLesson, 'Sam teaches Dee', 14, t.staff.id),
        event(othersLesson, 'Sam teaches nobody', 16, t.staff.id),
      ]);
      await em.insert(EventParticipantEntity, [
        client(taughtByLee, t.client.id),
        client(dependentsLesson, dependentId),
      ]);
    });
  });

  afterAll(() => db?.close());

  it('shows the owner every event of the window, with its staff and clients', async () => {
    const { events } = await read(
      await call<{ events: (Named & { staff: { peopleId: string }[] })[] }>(
        t.biz.name,
        EVENTS,
        { b: t.biz.name, ...WINDOW },
        t.biz.owner,
      ),
    );
    expect(names(events)).toEqual(['Lee teaches Cal', 'Sam teaches Dee', 'Sam teaches nobody']);
    expect(events.find((e) => e.id === taughtByLee)?.staff.map((s) => s.peopleId)).toEqual([t.colleague.id]);
    const bySam = await read(
      await call<{ events: Named[] }>(
        t.biz.name,
        EVENTS,
        { b: t.biz.name, ...WINDOW, s: [t.staff.id] },
        t.manager.session,
      ),
    );
    expect(names(bySam.events)).toEqual(['Sam teaches Dee', 'Sam teaches nobody']);
  });

  it('shows a limited staff member only the events they teach', async () => {
    const { events } = await read(
      await call<{ events: Named[] }>(t.biz.name, EVENTS, { b: t.biz.name, ...WINDOW }, t.colleague.session),
    );
    expect(names(events)).toEqual(['Lee teaches Cal']);
    const mine = await read(
      await call<{ staffSelfSchedule: Named[] }>(
        t.biz.name,
        STAFF_SELF,
        { b: t.biz.name, ...WINDOW },
        t.colleague.session,
      ),
    );
    expect(names(mine.staffSelfSchedule)).toEqual(['Lee teaches Cal']);
    const other = await call(t.biz.name, ONE, { b: t.biz.name, id: othersLesson }, t.colleague.session);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a client their own and their dependent’s events, and no one else’s', async () => {
    // The dependent's family reaches scheduling through people's events.
    const schedule = await waitFor(
      async () => {
        const r = await read(
          await call<{ clientSelfSchedule: Named[] }>(
            t.biz.name,
            SELF,
            { b: t.biz.name, ...WINDOW },
            t.client.session,
          ),
        );
        return r.clientSelfSchedule.length === 2 ? r.clientSelfSchedule : null;
      },
      30000,
      500,
    );
    expect(names(schedule)).toEqual(['Lee teaches Cal', 'Sam teaches Dee']);
    const dees = await read(
      await call<{ clientSelfSchedule: Named[] }>(
        t.biz.name,
        SELF,
        { b: t.biz.name, d: dependentId, ...WINDOW },
        t.client.session,
      ),
    );
    expect(names(dees.clientSelfSchedule)).toEqual(['Sam teaches Dee']);
    const one = await read(
      await call<{ event: { clients: { peopleId: string; name: string }[] } }>(
        t.biz.name,
        ONE,
        { b: t.biz.name, id: dependentsLesson },
        t.client.session,
      ),
    );
    expect(one.event.clients).toEqual([{ peopleId: dependentId, name: 'Dee Tester' }]);
    const others = await call(t.biz.name, ONE, { b: t.biz.name, id: othersLesson }, t.client.session);
    expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused(await call(t.biz.name, EVENTS, { b: t.biz.name, ...WINDOW }, t.client.session))).toBe(
      true,
    );
    const staffSide = await read(
      await call<{ clientSchedule: Named[] }>(
        t.biz.name,
        CLIENT,
        { b: t.biz.name, c: t.client.id, ...WINDOW },
        t.staff.session,
      ),
    );
    expect(names(staffSide.clientSchedule)).toEqual(['Lee teaches Cal', 'Sam teaches Dee']);
  });

  it("shows a staff member's online id and secondary attribute as people keeps them", async () => {
    const updated = await mutate<{ people: { id: string } | null }>(
      t.biz.name,
      UPDATE_STAFF,
      { b: t.biz.name, id: t.staff.id, o: 'sam-online', a: 'Cello' },
      t.biz.owner,
    );
    expect(updated.error).toBeNull();
    // scheduling's copy follows people's person event
    const staff = await waitFor(
      async () => {
        const { event } = await read(
          await call<{ event: { staff: StaffShown[] } }>(
            t.biz.name,
            ONE_STAFF,
            { b: t.biz.name, id: othersLesson },
            t.biz.owner,
          ),
        );
        return event.staff[0]?.staffSecondaryAttribute ? event.staff : null;
      },
      60000,
      500,
    );
    expect(staff).toEqual([
      { peopleId: t.staff.id, staffOnlineId: 'sam-online', staffSecondaryAttribute: 'cello' },
    ]);
  });

  it('shows another business nothing', async () => {
    expect(refused(await call(t.biz.name, EVENTS, { b: t.biz.name, ...WINDOW }, t.rivalOwner))).toBe(true);
    const theirs = await read(
      await call<{ events: Named[] }>('rival', EVENTS, { b: 'rival', ...WINDOW }, t.rivalOwner),
    );
    expect(theirs.events.map((e) => e.id)).not.toContain(taughtByLee);
    const one = await call('rival', ONE, { b: 'rival', id: taughtByLee }, t.rivalOwner);
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad dates with their texts', async () => {
    const message = async (f: string, to: string) =>
      (await call(t.biz.name, EVENTS, { b: t.biz.name, f, t: to }, t.biz.owner)).errors?.[0]?.message;
    expect(await message('', DAY)).toBe('fromDate is required');
    expect(await message(DAY, '2031-01-14')).toBe('toDate must not be before fromDate');
    expect(await message('2031-01-32', DAY)).toBe('fromDate must be a date YYYY-MM-DD');
    expect(await message('2031-01-01', '2031-03-31')).toBe('The calendar shows at most 62 days');
  });
});
