import { DataSource } from 'typeorm';
import { type ActorContext, VISITOR } from '@tempo/contracts';
import { dataSourceOptions, newId, resolveDbUrls, TenantDb } from '@tempo/db';
import { SCHEDULING_DB } from '../../src/database/database';
import { BusinessSettingsEntity, ClientMemberEntity } from '../../src/directory/directory.entity';
import { EnrolmentService } from '../../src/enrolment/enrolment.service';
import { SessionWaitlistEntryEntity } from '../../src/enrolment/session-waitlist.entity';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { PlanEntity } from '../../src/services/plan.entity';
import { newService } from '../../src/services/service-draft';
import { ServiceEntity } from '../../src/services/service.entity';
import { SessionEntity } from '../../src/sessions/session.entity';

const HOUR = 3600_000;
const NOW = Date.parse('2027-03-01T15:00:00Z');

/**
 * Capacity under concurrency, on the real database (application role, row-level security, a business of its
 * own): enrolments racing for an event's last place never give it twice; the losers are refused or wait in line.
 */
describe('enrolment capacity (concurrent enrolments)', () => {
  const business = `enrolcap${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const serviceId = newId();
  const sessionId = newId();
  const clients = Array.from({ length: 6 }, () => newId());
  let ds: DataSource;
  let db: TenantDb;
  let service: EnrolmentService;
  const actor: ActorContext = {
    ...VISITOR,
    business,
    businessStatus: null,
    ip: null,
    requestId: null,
    userId: 'u',
    accountId: newId(),
    role: 'staff',
  };
  const clock = { now: () => new Date(NOW) };

  const event = async (capacity: number, waitlistEnabled: boolean, hoursAhead: number): Promise<string> => {
    const id = newId();
    await db.withTenant(business, (em) =>
      em.insert(EventEntity, {
        id,
        business,
        name: 'Theory',
        startAt: new Date(NOW + hoursAhead * HOUR),
        endAt: new Date(NOW + (hoursAhead + 1) * HOUR),
        status: 'EVENT_STATUS_ACTIVE',
        serviceId,
        sessionId,
        staffIds: [],
        capacity,
        waitlistEnabled,
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
      }),
    );
    return id;
  };
  const enrol = (clientId: string, eventId: string, joinWaitlist = false) =>
    service
      .enrol(actor, business, {
        clientIds: [clientId],
        planName: 'Drop-in',
        serviceId,
        sessionId,
        eventIds: [eventId],
        joinWaitlist,
      })
      .then(
        (r) => (r.error ? `error: ${r.error}` : r.warnings.length ? `warning: ${r.warnings[0]}` : 'ok'),
        (e: Error) => `refused: ${e.message}`,
      );
  const placesOf = (eventId: string) =>
    db.withTenant(business, (em) =>
      em.find(EventParticipantEntity, { where: { business, eventId, kind: 'client' } }),
    );

  beforeAll(async () => {
    ds = new DataSource(dataSourceOptions(resolveDbUrls('scheduling').appUrl, SCHEDULING_DB, 12));
    await ds.initialize();
    db = new TenantDb(ds);
    service = new EnrolmentService(db, clock);
    await db.withTenant(business, async (em) => {
      await em.insert(BusinessSettingsEntity, {
        business,
        fullName: 'Enrol Test',
        timezone: 'America/New_York',
        updatedAt: new Date(NOW),
      });
      await em.insert(ServiceEntity, {
        ...newService(serviceId, business, new Date(NOW)),
        name: 'Theory',
        hasSessions: true,
      });
      await em.insert(PlanEntity, {
        id: newId(),
        business,
        serviceId,
        position: 0,
        name: 'Drop-in',
        currency: 'USD',
        dueType: 'DUE_ON_CREATION',
        startType: 'START_ON_START_DATE',
        paymentType: 'FLAT',
        paymentInterval: 'ONCE',
      });
      await em.insert(SessionEntity, {
        id: sessionId,
        business,
        serviceId,
        name: 'Spring',
        startDate: '2027-01-01',
        status: 'SESSION_STATUS_ACTIVE',
        staffIds: [],
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
      });
      for (const [i, id] of clients.entries())
        await em.insert(ClientMemberEntity, {
          id,
          business,
          firstName: `Client${i}`,
          lastName: 'Test',
          updatedAt: new Date(NOW),
        });
    });
  });

  afterAll(async () => {
    await db.withTenant(business, async (em) => {
      await em.delete(SessionWaitlistEntryEntity, { business });
      await em.delete(EventParticipantEntity, { business });
      await em.delete(EventEntity, { business });
      await em.delete(SessionEntity, { business });
      await em.delete(PlanEntity, { business });
      await em.delete(ServiceEntity, { business });
      await em.delete(ClientMemberEntity, { business });
      await em.delete(BusinessSettingsEntity, { business });
    });
    await ds.destroy();
  });

  it('of two simultaneous enrolments into the last place, exactly one gets it', async () => {
    const last = await event(2, false, 24);
    expect(await enrol(clients[0], last)).toBe('ok');
    const results = await Promise.all([enrol(clients[1], last), enrol(clients[2], last)]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => /^refused: error booking: Theory .* is full$/.test(r))).toHaveLength(1);
    expect(await placesOf(last)).toHaveLength(2);
  });

  it('of five racing for two places, two get them and the others wait in line in arrival order', async () => {
    const two = await event(2, true, 48);
    const results = await Promise.all(clients.slice(1, 6).map((c) => enrol(c, two, true)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(
      results.filter((r) => /^warning: Client\d Test is on the waitlist of Theory/.test(r)),
    ).toHaveLength(3);
    const places = await placesOf(two);
    expect(places).toHaveLength(2);
    const line = await db.withTenant(business, (em) =>
      em.find(SessionWaitlistEntryEntity, {
        where: { business, eventId: two },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    );
    expect(line.map((w) => w.status)).toEqual(['WAITING', 'WAITING', 'WAITING']);
    expect(new Set([...places.map((p) => p.peopleId), ...line.map((w) => w.clientId)]).size).toBe(5);
  });

  it('a freed place goes to the first in line (ENROLL) before any new enrolment, even one then refused', async () => {
    const one = await event(1, true, 72);
    expect(await enrol(clients[0], one, true)).toBe('ok');
    expect(await enrol(clients[1], one, true)).toMatch(/^warning: .* is on the waitlist/);
    expect(await enrol(clients[2], one, true)).toMatch(/^warning: .* is on the waitlist/);
    // the enrolled client's place is cancelled: the next enrolment attempt first fills it from the line
    await db.withTenant(business, (em) =>
      em.update(
        EventParticipantEntity,
        { business, eventId: one, peopleId: clients[0] },
        { status: 'CANCELED' },
      ),
    );
    expect(await enrol(clients[3], one)).toMatch(/^refused: error booking: .* is full$/);
    const places = (await placesOf(one)).filter((p) => p.status === null);
    expect(places.map((p) => p.peopleId)).toEqual([clients[1]]);
  });
});
