import { randomBytes } from 'crypto';
import { sync, type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import { type ActorContext, FixedClock, VISITOR } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { CalendarFeedEntity } from '../../src/calendar-feed/calendar-feed.entity';
import { CalendarFeedService } from '../../src/calendar-feed/calendar-feed.service';
import { feedTokenHash } from '../../src/calendar-feed/feed-rules';
import { feedTokenOf } from '../../src/calendar-feed/feed-token';
import type { SchedulingConfig } from '../../src/config';
import {
  BusinessSettingsEntity,
  ClientMemberEntity,
  StaffMemberEntity,
} from '../../src/directory/directory.entity';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { scheduling } from '../../src/scheduling.subgraph';

const NOW = new Date('2027-03-01T12:00:00Z');
const ZONE = 'America/New_York';
const CONFIG = { PUBLIC_PROTOCOL: 'https', PUBLIC_DOMAIN: 'tempo.example', PUBLIC_PORT: undefined };

/** The VEVENTs of a feed, by UID. */
function eventsOf(text: string): Map<string, VEvent> {
  const out = new Map<string, VEvent>();
  for (const c of Object.values(sync.parseICS(text))) if (c?.type === 'VEVENT') out.set(c.uid, c);
  return out;
}
const summaryOf = (e: VEvent | undefined) =>
  typeof e?.summary === 'string' ? e.summary : (e?.summary?.val ?? '');

/**
 * Calendar feed URLs on the real database, as the application role (row-level security): the token is found
 * by its hash across businesses, read in its own business, replaced and revoked; a family's feed holds the
 * family's events only, a staff calendar the events taught.
 */
describe('calendar feeds (PostgreSQL)', () => {
  let db: SubgraphConnections;
  let service: CalendarFeedService;
  const business = `ifeed${randomBytes(4).toString('hex')}`;
  const rival = `ifeedr${randomBytes(4).toString('hex')}`;
  const parent = newId();
  const child = newId();
  const stranger = newId();
  const teacher = newId();
  const rivalClient = newId();
  const actor = (accountId: string, role: string, biz = business): ActorContext => ({
    ...VISITOR,
    business: biz,
    businessStatus: 'BUSINESS_STATUS_ACTIVE',
    ip: null,
    requestId: null,
    userId: accountId,
    accountId,
    role,
  });
  const event = (
    biz: string,
    name: string,
    start: string,
    staffIds: string[],
    status = 'EVENT_STATUS_ACTIVE',
  ) => ({
    id: newId(),
    business: biz,
    name,
    startAt: new Date(start),
    endAt: new Date(new Date(start).getTime() + 30 * 60_000),
    status,
    staffIds,
    locationId: null,
    roomId: null,
    serviceId: null,
    sessionId: null,
    primaryStaffId: staffIds[0] ?? null,
    timezone: ZONE,
    createdAt: NOW,
    updatedAt: NOW,
  });
  // The child's weekly 16:00 lesson either side of the 2027-03-14 change to daylight time in New York.
  const before = event(business, 'Piano Private', '2027-03-09T21:00:00Z', [teacher]);
  const after = event(business, 'Piano Private', '2027-03-16T20:00:00Z', [teacher]);
  const own = event(business, 'Parent Guitar', '2027-03-10T22:00:00Z', []);
  const others = event(business, 'Stranger Violin', '2027-03-11T22:00:00Z', [teacher]);
  const gone = event(business, 'Deleted lesson', '2027-03-12T22:00:00Z', [teacher], 'EVENT_STATUS_DELETED');
  const late = event(business, 'Too late', '2027-05-20T22:00:00Z', [teacher]);
  const past = event(business, 'Long ago', '2027-01-10T22:00:00Z', [teacher]);
  const rivalLesson = event(rival, 'Rival lesson', '2027-03-09T21:00:00Z', []);
  const participant = (biz: string, eventId: string, peopleId: string, status: string | null = null) => ({
    id: newId(),
    business: biz,
    eventId,
    peopleId,
    kind: 'client' as const,
    status,
    createdAt: NOW,
    updatedAt: NOW,
  });
  const client = (biz: string, id: string, firstName: string, managers: string[] = []) => ({
    id,
    business: biz,
    firstName,
    lastName: 'Lee',
    email: null,
    birthDate: null,
    accountManagerIds: managers,
    profilePhoto: null,
    deactivated: false,
    updatedAt: NOW,
  });

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    service = new CalendarFeedService(db.app, new FixedClock(NOW), CONFIG as unknown as SchedulingConfig);
    await db.app.withTenant(business, async (em) => {
      await em.insert(BusinessSettingsEntity, {
        business,
        fullName: 'Feed School',
        timezone: ZONE,
        includeStudentsNameInIcal: true,
        updatedAt: NOW,
      });
      await em.insert(StaffMemberEntity, {
        id: teacher,
        business,
        firstName: 'Tess',
        lastName: 'Moreau',
        email: null,
        staffRole: 'staff',
        deactivated: false,
        profilePhoto: null,
        updatedAt: NOW,
      });
      await em.insert(ClientMemberEntity, [
        client(business, parent, 'Ana'),
        client(business, child, 'Ben', [parent]),
        client(business, stranger, 'Cy'),
      ]);
      await em.insert(EventEntity, [before, after, own, others, gone, late, past]);
      await em.insert(EventParticipantEntity, [
        participant(business, before.id, child),
        participant(business, after.id, child, 'CANCELED'),
        participant(business, own.id, parent),
        participant(business, others.id, stranger),
        participant(business, gone.id, child),
        participant(business, late.id, child),
        participant(business, past.id, child),
      ]);
    });
    await db.app.withTenant(rival, async (em) => {
      await em.insert(BusinessSettingsEntity, {
        business: rival,
        fullName: 'Rival',
        timezone: 'UTC',
        updatedAt: NOW,
      });
      await em.insert(ClientMemberEntity, client(rival, rivalClient, 'Rex'));
      await em.insert(EventEntity, rivalLesson);
      await em.insert(EventParticipantEntity, participant(rival, rivalLesson.id, rivalClient));
    });
  });

  afterAll(async () => {
    for (const table of [
      'calendar_feed',
      'event_participant',
      'event',
      'client_member',
      'staff_member',
      'business_settings',
    ])
      await db.owner.query(`DELETE FROM ${table} WHERE business = ANY($1)`, [[business, rival]]);
    await db.close();
  });

  const tokenOf = (url: string) => {
    const { origin, pathname } = new URL(url);
    expect(origin).toBe(`https://${business}.tempo.example`);
    const token = feedTokenOf(pathname);
    if (!token) throw new Error(`not a feed URL: ${url}`);
    return token;
  };
  const feedOf = async (token: string) => {
    const answer = await service.feed(token);
    if (!answer) throw new Error('no feed');
    expect(answer.business).toBe(business);
    return eventsOf(answer.text);
  };

  it("an account holder's feed: their own and their dependent's events in the window, local times kept", async () => {
    const url = await service.create(actor(parent, 'client'), business, null, 2, false);
    const read = await feedOf(tokenOf(url));
    const uid = (e: { id: string }) => `${e.id}@${business}.tempo`;
    expect([...read.keys()].sort()).toEqual([before, after, own].map(uid).sort());
    const local = (e: VEvent) => DateTime.fromJSDate(e.start, { zone: ZONE }).toFormat('ccc HH:mm');
    expect(local(read.get(uid(before))!)).toBe('Tue 16:00');
    expect(local(read.get(uid(after))!)).toBe('Tue 16:00');
    // The family's names only; the child's cancelled participation shows the lesson as canceled.
    expect(summaryOf(read.get(uid(before)))).toBe('Piano Private – Ben Lee');
    expect(summaryOf(read.get(uid(after)))).toBe('Piano Private – Ben Lee (canceled)');
    expect(read.get(uid(after))?.status).toBe('CANCELLED');
  });

  it('only the hash of the token is stored, and a new URL of the same kind revokes the previous one', async () => {
    const first = tokenOf(await service.create(actor(parent, 'client'), business, null, 1, false));
    const second = tokenOf(await service.create(actor(parent, 'client'), business, null, 1, false));
    expect(second).not.toBe(first);
    const rows = await db.owner.query(
      `SELECT token_hash, revoked_at FROM calendar_feed WHERE business = $1 AND people_id = $2`,
      [business, parent],
    );
    expect(rows.some((r: { token_hash: string }) => r.token_hash === first)).toBe(false);
    expect(rows.filter((r: { revoked_at: Date | null }) => r.revoked_at === null)).toEqual([
      { token_hash: feedTokenHash(second), revoked_at: null },
    ]);
    expect(await service.feed(first)).toBeNull();
    expect(await service.feed(second)).not.toBeNull();
  });

  it("a dependent's feed holds the dependent's events only; a stranger's id is refused", async () => {
    const read = await feedOf(
      tokenOf(await service.create(actor(parent, 'client'), business, child, 1, false)),
    );
    expect(read.has(`${own.id}@${business}.tempo`)).toBe(false);
    expect(read.has(`${before.id}@${business}.tempo`)).toBe(true);
    await expect(service.create(actor(parent, 'client'), business, stranger, 1, false)).rejects.toThrow(
      'id must be your own id or the id of one of your dependents',
    );
    await expect(service.create(actor(child, 'client'), business, parent, 1, false)).rejects.toThrow(
      'id must be your own id or the id of one of your dependents',
    );
  });

  it('a period outside 1 to 12 months is refused, and nothing is stored', async () => {
    const count = async () =>
      Number(
        (await db.owner.query(`SELECT count(*) FROM calendar_feed WHERE business = $1`, [business]))[0].count,
      );
    const was = await count();
    for (const months of [0, 13, null])
      await expect(service.create(actor(stranger, 'client'), business, null, months, false)).rejects.toThrow(
        'periodMonth must be a whole number of months from 1 to 12',
      );
    expect(await count()).toBe(was);
  });

  it("a staff calendar: the events taught, with every booked student's name; a client has none", async () => {
    await expect(service.create(actor(parent, 'client'), business, null, 3, true)).rejects.toThrow(
      'Only a staff member of the business has a teaching calendar',
    );
    const read = await feedOf(
      tokenOf(await service.create(actor(teacher, 'staff'), business, null, 3, true)),
    );
    const uid = (e: { id: string }) => `${e.id}@${business}.tempo`;
    expect([...read.keys()].sort()).toEqual([before, after, others, late].map(uid).sort());
    expect(summaryOf(read.get(uid(others)))).toBe('Stranger Violin – Cy Lee');
    // The child cancelled: the lesson stays on the teacher's calendar, without a student.
    expect(summaryOf(read.get(uid(after)))).toBe('Piano Private');
    expect(read.get(uid(before))?.description).toBe('Staff: Tess Moreau');
  });

  it('a revoked URL, an unknown token and a malformed one give no feed', async () => {
    const token = tokenOf(await service.create(actor(stranger, 'client'), business, null, 1, false));
    expect(await service.feed(token)).not.toBeNull();
    expect(await service.revoke(actor(stranger, 'client'), business, null, false)).toBe(1);
    expect(await service.feed(token)).toBeNull();
    expect(await service.feed(randomBytes(32).toString('base64url'))).toBeNull();
    expect(await service.feed('../../etc/passwd')).toBeNull();
  });

  it('URLs made at once for one person and kind: all answer, and exactly one of them is in use', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => service.create(actor(stranger, 'client'), business, null, 1, false)),
    );
    const answers = await Promise.all(made.map((url) => service.feed(tokenOf(url))));
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
    const active = await db.owner.query(
      `SELECT count(*)::int AS n FROM calendar_feed
        WHERE business = $1 AND people_id = $2 AND NOT staff_calendar AND revoked_at IS NULL`,
      [business, stranger],
    );
    expect(active).toEqual([{ n: 1 }]);
  });

  it('the feed of someone deactivated is no longer served, and is again once they are back', async () => {
    const token = tokenOf(await service.create(actor(child, 'client'), business, null, 1, false));
    const setDeactivated = (value: boolean) =>
      db.owner.query(`UPDATE client_member SET deactivated = $3 WHERE business = $1 AND id = $2`, [
        business,
        child,
        value,
      ]);
    await setDeactivated(true);
    try {
      expect(await service.feed(token)).toBeNull();
    } finally {
      await setDeactivated(false);
    }
    expect(await service.feed(token)).not.toBeNull();
  });

  it('a teaching calendar stops with its teacher leaving the staff, who may still revoke it', async () => {
    const token = tokenOf(await service.create(actor(teacher, 'staff'), business, null, 1, true));
    const setDeactivated = (value: boolean) =>
      db.owner.query(`UPDATE staff_member SET deactivated = $3 WHERE business = $1 AND id = $2`, [
        business,
        teacher,
        value,
      ]);
    await setDeactivated(true);
    try {
      expect(await service.feed(token)).toBeNull();
      await expect(service.create(actor(teacher, 'staff'), business, null, 1, true)).rejects.toThrow(
        'Only a staff member of the business has a teaching calendar',
      );
      expect(await service.revoke(actor(teacher, 'staff'), business, null, true)).toBe(1);
    } finally {
      await setDeactivated(false);
    }
    expect(await service.feed(token)).toBeNull();
  });

  it("another business's token serves that business's events only, and its rows are not seen from here", async () => {
    const url = await service.create(actor(rivalClient, 'client', rival), rival, null, 1, false);
    const token = feedTokenOf(new URL(url).pathname)!;
    const answer = await service.feed(token);
    expect(answer?.business).toBe(rival);
    expect([...eventsOf(answer!.text).keys()]).toEqual([`${rivalLesson.id}@${rival}.tempo`]);
    const seen = await db.app.withTenant(business, (em) =>
      em.find(CalendarFeedEntity, { where: { tokenHash: feedTokenHash(token) } }),
    );
    expect(seen).toEqual([]);
  });
});
