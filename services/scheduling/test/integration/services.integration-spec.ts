import { randomUUID } from 'crypto';
import { ActorContext, FixedClock, VISITOR } from '@tempo/contracts';
import { connectSubgraphDb, SubgraphConnections } from '@tempo/subgraph/testing';
import { OutboxEvent } from '@tempo/events';
import { EventEntity } from '../../src/events/event.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { ServicesService } from '../../src/services/services.service';

const business = `svcdel${randomUUID().slice(0, 8)}`;
const owner: ActorContext = {
  ...VISITOR,
  business,
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  userId: randomUUID(),
  accountId: randomUUID(),
  role: 'owner',
  staffRole: 'owner',
  ip: null,
  requestId: null,
};

/** Services against the real database: deletion refused while active events are to come; the service events. */
describe('services against the real database', () => {
  let db: SubgraphConnections;
  const clock = new FixedClock('2026-05-04T12:00:00Z');
  let store: ServicesService;

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    store = new ServicesService(db.app, clock);
  });
  afterAll(() => db.close());

  const event = (serviceId: string, startAt: string, status = 'EVENT_STATUS_ACTIVE') =>
    db.app.withTenant(business, (em) =>
      em.insert(EventEntity, {
        id: randomUUID(),
        business,
        name: 'Lesson',
        startAt: new Date(startAt),
        endAt: new Date(new Date(startAt).getTime() + 30 * 60_000),
        status,
        serviceId,
        staffIds: [],
        createdAt: clock.now(),
        updatedAt: clock.now(),
      }),
    );

  it('refuses while an active event is to come; past and cancelled ones do not count', async () => {
    const s = await store.create(owner, business, { name: 'Piano 30', durationMinutes: 30 });
    await event(s.id, '2026-05-01T10:00:00Z');
    await event(s.id, '2026-05-10T10:00:00Z', 'EVENT_STATUS_CANCELED');
    await event(s.id, '2026-05-11T10:00:00Z');
    await expect(store.delete(owner, business, s.id)).rejects.toThrow(
      'This service has 1 upcoming event(s); cancel or move them before deleting it',
    );
    clock.set('2026-05-12T00:00:00Z');
    await expect(store.delete(owner, business, s.id)).resolves.toBe(s.id);
    await expect(store.get(business, 'staff', s.id)).rejects.toThrow('Object Not Found Matching Id: service');
  });

  it('records service.created, updated and deleted with the plan names, in the same transaction', async () => {
    const s = await store.create(owner, business, {
      name: 'Guitar 45',
      durationMinutes: 45,
      plans: [{ name: 'Single' }, { name: 'Monthly', paymentInterval: 'MONTHLY' }],
    });
    await store.update(owner, business, {
      id: s.id,
      name: s.name,
      price: 5000,
      hidden: true,
      plans: [{ id: s.plans[1].id, name: 'Monthly' }],
    });
    await store.delete(owner, business, s.id);
    const rows = await db.app.withTenant(business, (em) =>
      em.find(OutboxEvent, { where: { business }, order: { occurredAt: 'ASC' } }),
    );
    const mine = rows
      .map(
        (r) =>
          r.envelope as {
            type: string;
            data: { serviceId: string; planNames: string[]; changed?: string[] };
          },
      )
      .filter((e) => e.data.serviceId === s.id);
    expect(mine.map((e) => [e.type, e.data.planNames])).toEqual([
      ['service.created', ['Single', 'Monthly']],
      ['service.updated', ['Monthly']],
      ['service.deleted', ['Monthly']],
    ]);
    expect(mine[1].data.changed).toEqual(['price', 'hiddenAt', 'plans']);
  });
});
