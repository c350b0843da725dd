import { newId } from '@tempo/db';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { call } from '@tempo/testing';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { LocationEntity } from '../../src/locations/location.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { Team, team } from './scheduling.fixture';

const COUNTS = `query($b: ID!) { locations(business: $b) { id name activeClientsLast30 activeClientsNext30 } }`;
const ONE = `query($b: ID!, $id: ID!) {
  location(business: $b, id: $id) { ...Counts } }
  fragment Counts on Location { id activeClientsLast30 activeClientsNext30 }`;

const DAY = 86_400_000;
type Counted = { id: string; activeClientsLast30: number | null; activeClientsNext30: number | null };

/**
 * A location's active clients (001 §3.2) through the gateway, on a business of the test's own with events
 * written straight into its database around the real clock: clients with a place in an active or completed
 * event there in the last 30 days and the next 30, each once, cancelled places and other statuses left out;
 * staff read the counts, a client reads null.
 */
describe("a location's active clients", () => {
  let t: Team;
  let db: SubgraphConnections;
  const [main, annex] = [newId(), newId()];
  const [ann, bo, cy, di] = [newId(), newId(), newId(), newId()];

  beforeAll(async () => {
    t = await team('locclients');
    db = await connectSubgraphDb(scheduling);
    const business = t.biz.name;
    const now = Date.now();
    const location = (id: string, name: string): Partial<LocationEntity> => ({
      id,
      business,
      name,
      locationType: 'LOCATION_TYPE_PRIMARY',
      visibleByClients: true,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    const rows: Array<[Partial<EventEntity>, Array<[string, string | null]>]> = [];
    const event = (
      locationId: string,
      days: number,
      status: string,
      clients: Array<[string, string | null]>,
    ) =>
      rows.push([
        {
          id: newId(),
          business,
          name: 'Piano lesson',
          startAt: new Date(now + days * DAY),
          endAt: new Date(now + days * DAY + 3_600_000),
          status,
          locationId,
          timezone: 'UTC',
          createdAt: new Date(now),
          updatedAt: new Date(now),
        },
        clients,
      ]);
    // the last 30 days at main: Ann twice, Bo (completed), Cy's place cancelled, Di's lesson cancelled
    event(main, -3, 'EVENT_STATUS_ACTIVE', [[ann, null]]);
    event(main, -10, 'EVENT_STATUS_COMPLETED', [
      [ann, 'COMPLETED'],
      [bo, 'NO_SHOW'],
    ]);
    event(main, -12, 'EVENT_STATUS_ACTIVE', [[cy, 'LATE_CANCELED']]);
    event(main, -14, 'EVENT_STATUS_STAFF_CANCELED', [[di, null]]);
    // too long ago, and too far ahead
    event(main, -45, 'EVENT_STATUS_COMPLETED', [[di, null]]);
    event(main, 40, 'EVENT_STATUS_ACTIVE', [[di, null]]);
    // the next 30 days at main: Ann and Cy
    event(main, 2, 'EVENT_STATUS_ACTIVE', [
      [ann, null],
      [cy, null],
    ]);
    // the annex: Bo next week only
    event(annex, 7, 'EVENT_STATUS_ACTIVE', [[bo, null]]);
    await db.app.withTenant(business, async (em) => {
      await em.insert(LocationEntity, [location(main, 'Main Studio'), location(annex, 'Annex')]);
      await em.insert(
        EventEntity,
        rows.map(([e]) => e),
      );
      await em.insert(
        EventParticipantEntity,
        rows.flatMap(([e, clients]) =>
          clients.map(([peopleId, status]) => ({
            id: newId(),
            business,
            eventId: e.id!,
            peopleId,
            kind: 'client' as const,
            status,
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })),
        ),
      );
    });
  });

  afterAll(() => db?.close());

  it('counts each client once per period, leaving out cancelled places, cancelled events and other dates', async () => {
    const r = await call<{ locations: Array<Counted & { name: string }> }>(
      t.biz.name,
      COUNTS,
      { b: t.biz.name },
      t.staff.session,
    );
    expect(r.errors).toBeUndefined();
    const byName = new Map(r.data!.locations.map((l) => [l.name, l]));
    expect(byName.get('Main Studio')).toMatchObject({ activeClientsLast30: 2, activeClientsNext30: 2 });
    expect(byName.get('Annex')).toMatchObject({ activeClientsLast30: 0, activeClientsNext30: 1 });
  });

  it('answers one location alike, asked through a fragment', async () => {
    const r = await call<{ location: Counted }>(
      t.biz.name,
      ONE,
      { b: t.biz.name, id: main },
      t.manager.session,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.location).toEqual({ id: main, activeClientsLast30: 2, activeClientsNext30: 2 });
  });

  it('shows a client no counts', async () => {
    const r = await call<{ location: Counted }>(
      t.biz.name,
      ONE,
      { b: t.biz.name, id: main },
      t.client.session,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.location).toEqual({ id: main, activeClientsLast30: null, activeClientsNext30: null });
  });
});
