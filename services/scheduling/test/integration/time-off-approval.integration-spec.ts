import { randomBytes } from 'crypto';
import { type ActorContext, FixedClock } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { BusinessSettingsEntity, StaffMemberEntity } from '../../src/directory/directory.entity';
import { EventEntity } from '../../src/events/event.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { StaffHoursEntity } from '../../src/staff-hours/staff-hours.entity';
import { TimeOffRequestEntity } from '../../src/time-off/time-off-request.entity';
import { TimeOffService } from '../../src/time-off/time-off.service';
import { changeRequestIn } from '../../src/time-off/time-off.store';
import { actorIn } from '../support/directory-rows';

const NOW = new Date('2026-11-02T12:00:00Z');
const ZONE = 'America/New_York';

/** Approving a time off on the real database: one transaction, as the application role (row-level security). */
describe('time off approval (PostgreSQL)', () => {
  let db: SubgraphConnections;
  let service: TimeOffService;
  const business = `itoff${randomBytes(4).toString('hex')}`;
  const requester = newId();
  const colleague = newId();
  const manager = newId();
  const actor = (accountId: string, role: string): ActorContext => actorIn(business, accountId, role);
  const event = (
    name: string,
    start: string,
    end: string,
    staffIds: string[],
    status = 'EVENT_STATUS_ACTIVE',
  ) => ({
    id: newId(),
    business,
    name,
    startAt: new Date(start),
    endAt: new Date(end),
    status,
    staffIds,
    locationId: null,
    roomId: null,
    serviceId: null,
    sessionId: null,
    primaryStaffId: staffIds[0] ?? null,
    createdAt: NOW,
    updatedAt: NOW,
  });
  // The time off: all day 2026-11-07 to 2026-11-08 in New York (Sunday 2026-11-01 was the fall-back day).
  const lesson = event('Lesson inside', '2026-11-07T20:00:00Z', '2026-11-07T21:00:00Z', [requester]);
  const edge = event('Lesson across the start', '2026-11-07T04:30:00Z', '2026-11-07T05:30:00Z', [
    colleague,
    requester,
  ]);
  const cancelled = event(
    'Cancelled lesson',
    '2026-11-08T15:00:00Z',
    '2026-11-08T16:00:00Z',
    [requester],
    'EVENT_STATUS_CANCELLED',
  );
  const others = event('Colleague lesson', '2026-11-08T15:00:00Z', '2026-11-08T16:00:00Z', [colleague]);
  const after = event('Lesson after', '2026-11-09T05:00:00Z', '2026-11-09T06:00:00Z', [requester]);

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    service = new TimeOffService(db.app, new FixedClock(NOW));
    await db.app.withTenant(business, async (em) => {
      await em.insert(BusinessSettingsEntity, {
        business,
        fullName: 'Integration',
        timezone: ZONE,
        timeOffPolicyEnabled: true,
        timeOffCategories: ['Vacation'],
        updatedAt: NOW,
      });
      const staff = (id: string, firstName: string) => ({
        id,
        business,
        firstName,
        lastName: 'Test',
        email: null,
        staffRole: 'staff',
        deactivated: false,
        profilePhoto: null,
        updatedAt: NOW,
      });
      await em.insert(StaffMemberEntity, [
        staff(requester, 'Ruth'),
        staff(colleague, 'Carl'),
        staff(manager, 'Mona'),
      ]);
      await em.insert(EventEntity, [lesson, edge, cancelled, others, after]);
    });
  });

  afterAll(async () => {
    for (const table of [
      'staff_hours',
      'time_off_request',
      'event',
      'staff_member',
      'business_settings',
      'outbox',
    ])
      await db.owner.query(`DELETE FROM ${table} WHERE business = $1`, [business]);
    await db.close();
  });

  it('blocks the requester’s hours and lists the overlapping active events in the approving transaction', async () => {
    const asked = await service.create(actor(requester, 'staff'), business, {
      startAt: '2026-11-07',
      endAt: '2026-11-08',
      allDay: true,
      category: 'Vacation',
    });
    expect(asked).toMatchObject({
      status: 'SUBMITTED',
      startAt: '2026-11-07T05:00:00.000Z',
      endAt: '2026-11-09T05:00:00.000Z',
    });
    const approved = await service.review(actor(manager, 'manager'), business, asked.id, 'approve', 'Fine');
    expect(approved).toMatchObject({
      status: 'APPROVED',
      processStatus: 'COMPLETED',
      reviewer: { id: manager, name: 'Mona Test' },
      reviewNote: 'Fine',
      title: "Ruth Test's time off request",
    });
    expect(approved.overlappingEvents.map((e) => e.name)).toEqual([
      'Lesson across the start',
      'Lesson inside',
    ]);

    const [row, hours, outbox] = await db.app.withTenant(business, async (em) => [
      await em.findOneByOrFail(TimeOffRequestEntity, { business, id: asked.id }),
      await em.find(StaffHoursEntity, { where: { business, timeOffRequestId: asked.id } }),
      await em.query(`SELECT type FROM outbox WHERE business = $1 ORDER BY occurred_at, type`, [business]),
    ]);
    expect(row).toMatchObject({ status: 'APPROVED', processStatus: 'COMPLETED', version: 3 });
    expect(row.overlappingEventIds.sort()).toEqual([lesson.id, edge.id].sort());
    expect(
      hours.map((h) => [h.staffId, h.kind, h.startDate, h.fromTime, h.toTime, h.rrule, h.timezone]),
    ).toEqual([[requester, 'blocked', '2026-11-07', '00:00:00', '00:00:00', 'FREQ=DAILY;COUNT=2', ZONE]]);
    expect(outbox.map((o: { type: string }) => o.type)).toEqual(['time_off.requested', 'time_off.approved']);

    await service.cancel(actor(requester, 'staff'), business, asked.id);
    const left = await db.app.withTenant(business, (em) =>
      em.count(StaffHoursEntity, { where: { business } }),
    );
    expect(left).toBe(0);
  });

  it('of two concurrent reviews one wins; the other changes nothing and says so', async () => {
    const asked = await service.create(actor(requester, 'staff'), business, {
      startAt: '2026-12-01T14:00:00Z',
      endAt: '2026-12-01T18:00:00Z',
      category: 'Vacation',
    });
    const results = await Promise.allSettled([
      service.review(actor(manager, 'manager'), business, asked.id, 'approve', null),
      service.review(actor(manager, 'manager'), business, asked.id, 'reject', null),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    // Read before the winner committed: the version refuses it; read after: the state does.
    expect(lost.map((r) => (r.reason as Error).message)).toEqual([
      expect.stringMatching(
        /^This time off request (was changed meanwhile|is (approved|rejected) and cannot be)/,
      ),
    ]);
    const hours = await db.app.withTenant(business, (em) =>
      em.count(StaffHoursEntity, { where: { business, timeOffRequestId: asked.id } }),
    );
    const status = (won[0] as PromiseFulfilledResult<{ status: string }>).value.status;
    expect(hours).toBe(status === 'APPROVED' ? 1 : 0);
  });

  it('a change made from a stale read of the request is refused by its version', async () => {
    const asked = await service.create(actor(requester, 'staff'), business, {
      startAt: '2026-12-02T14:00:00Z',
      endAt: '2026-12-02T18:00:00Z',
      category: 'Vacation',
    });
    const stale = await db.app.withTenant(business, (em) =>
      em.findOneByOrFail(TimeOffRequestEntity, { business, id: asked.id }),
    );
    await service.review(actor(manager, 'manager'), business, asked.id, 'reject', null);
    await expect(
      db.app.withTenant(business, (em) => changeRequestIn(em, stale, { status: 'APPROVED' }, NOW)),
    ).rejects.toThrow('This time off request was changed meanwhile: reload it and try again');
    const row = await db.app.withTenant(business, (em) =>
      em.findOneByOrFail(TimeOffRequestEntity, { business, id: asked.id }),
    );
    expect(row).toMatchObject({ status: 'REJECTED', version: 2 });
  });
});
