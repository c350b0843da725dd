import { DateTime } from 'luxon';
import { sync, type VEvent } from 'node-ical';
import { newId } from '@tempo/db';
import { connectSubgraphDb, SubgraphConnections } from '@tempo/subgraph/testing';
import { call, createOwnBusiness, GATEWAY, waitFor } from '@tempo/testing';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { mutate, team, Team } from './scheduling.fixture';

const ZONE = 'America/New_York';

const CREATE_URL = `mutation($b: ID!, $id: ID, $m: Int, $s: Boolean) {
  selfCreateIcalUrl(business: $b, id: $id, periodMonth: $m, staffCalendar: $s) { status error url } }`;
const REVOKE_URL = `mutation($b: ID!, $id: ID, $s: Boolean) {
  revokeIcalUrl(business: $b, id: $id, staffCalendar: $s) { status error url } }`;
const FEEDS = `query($b: ID!, $id: ID) { selfIcalFeeds(business: $b, id: $id) { staffCalendar periodMonths createdAt } }`;
const ADD_DEPENDENT = `mutation($b: ID!, $d: DependentInput!) {
  selfAddDependent(business: $b, dependent: $d) { status error dependent { id } } }`;
const SHOW_NAMES = `mutation($b: ID!) { selfUpdateBusiness(business: $b, includeStudentsNameInIcal: true) { status error } }`;

type UrlAnswer = { url: string | null };

/** A feed fetched through the gateway with the URL's path alone (any host serves it). */
async function fetchFeed(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const r = await fetch(new URL(new URL(url).pathname, GATEWAY));
  return { status: r.status, text: await r.text(), headers: r.headers };
}

/** The VEVENTs of a feed, by UID, as an independent parser reads them. */
function eventsOf(text: string): Map<string, VEvent> {
  const out = new Map<string, VEvent>();
  for (const c of Object.values(sync.parseICS(text))) if (c?.type === 'VEVENT') out.set(c.uid, c);
  return out;
}
const summaryOf = (e: VEvent) => (typeof e.summary === 'string' ? e.summary : e.summary.val);

/**
 * The first change of the New York clocks after now, so the weekly lesson always straddles one: the
 * first instant whose UTC offset differs from that of the instant a day before.
 */
function nextDstChange(): DateTime {
  let day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1 });
  while (day.offset === day.minus({ days: 1 }).offset) day = day.plus({ days: 1 });
  return day;
}

/**
 * Calendar feeds through the gateway: a client's weekly 16:00 lesson (their dependent's, booked in this
 * test's own business) read by a standard iCalendar parser keeps 16:00 in New York on both sides of the next
 * DST change; the URL is private to its holder, revocable, and does not reach another business.
 */
describe('calendar feed URLs, through the gateway', () => {
  let t: Team;
  let db: SubgraphConnections;
  let childId: string;
  const lessons: { id: string; start: DateTime }[] = [];

  beforeAll(async () => {
    t = await team('icalfeed');
    const b = t.biz.name;
    const added = await mutate<{ dependent: { id: string } | null }>(
      b,
      ADD_DEPENDENT,
      { b, d: { firstName: 'Dee', lastName: 'Tester', birthdate: '2016-05-04' } },
      t.client.session,
    );
    expect(added).toMatchObject({ status: 'ok', error: null });
    childId = added.dependent!.id;
    expect(await mutate(b, SHOW_NAMES, { b }, t.biz.owner)).toMatchObject({ status: 'ok' });

    // Tuesdays at 16:00 in New York: two before the change of the clocks, two after.
    const change = nextDstChange();
    let first = change.minus({ weeks: 2 }).set({ hour: 16, minute: 0, second: 0, millisecond: 0 });
    while (first.weekday !== 2) first = first.minus({ days: 1 });
    for (let i = 0; i < 4; i++) lessons.push({ id: newId(), start: first.plus({ weeks: i }) });
    const now = new Date();
    db = await connectSubgraphDb(scheduling);
    await db.app.withTenant(b, async (em) => {
      await em.insert(
        EventEntity,
        lessons.map(({ id, start }) => ({
          id,
          business: b,
          name: 'Piano Private',
          startAt: start.toJSDate(),
          endAt: start.plus({ minutes: 30 }).toJSDate(),
          status: 'EVENT_STATUS_ACTIVE',
          primaryStaffId: t.staff.id,
          staffIds: [t.staff.id],
          timezone: ZONE,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await em.insert(
        EventParticipantEntity,
        lessons.map(({ id }) => ({
          id: newId(),
          business: b,
          eventId: id,
          peopleId: childId,
          kind: 'client' as const,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
  });

  afterAll(async () => {
    if (!db) return;
    await db.app.withTenant(t.biz.name, (em) =>
      em.delete(
        EventEntity,
        lessons.map((l) => l.id),
      ),
    );
    await db.close();
  });

  /** The client's family feed once the business copy (zone, names shown) and the dependent have arrived. */
  const familyFeed = async (url: string) =>
    waitFor(
      async () => {
        const feed = await fetchFeed(url);
        if (feed.status !== 200) return null;
        const events = eventsOf(feed.text);
        const named = [...events.values()].every((e) => summaryOf(e).includes('Dee Tester'));
        return events.size === lessons.length && named && feed.text.includes(`X-WR-TIMEZONE:${ZONE}`)
          ? feed
          : null;
      },
      30000,
      500,
    );

  it("the account holder's feed: the dependent's weekly lesson stays at 16:00 local across the DST change", async () => {
    const b = t.biz.name;
    const made = await mutate<UrlAnswer>(b, CREATE_URL, { b, m: 12 }, t.client.session);
    expect(made).toMatchObject({ status: 'ok', error: null });
    expect(made.url).toMatch(new RegExp(`^https?://${b}\\.[^/]+/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await familyFeed(made.url!);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(feed.text).toContain('BEGIN:VTIMEZONE');
    expect(feed.text).toContain(`TZID:${ZONE}`);
    const events = eventsOf(feed.text);
    const offsets = new Set<number>();
    for (const { id, start } of lessons) {
      const read = events.get(`${id}@${b}.tempo`);
      if (!read) throw new Error(`lesson ${id} is not in the feed`);
      const local = DateTime.fromJSDate(read.start, { zone: ZONE });
      expect(local.toFormat('ccc HH:mm')).toBe('Tue 16:00');
      expect(read.start.getTime()).toBe(start.toMillis());
      expect(read.start.tz).toBe(ZONE);
      expect(summaryOf(read)).toBe('Piano Private – Dee Tester');
      offsets.add(local.offset);
    }
    // The lessons are on both sides of the change: two UTC offsets, the same wall-clock time.
    expect(offsets.size).toBe(2);
    expect(
      await call(b, FEEDS, { b }, t.client.session).then((r) => r.data as { selfIcalFeeds: unknown[] }),
    ).toEqual({ selfIcalFeeds: [{ staffCalendar: false, periodMonths: 12, createdAt: expect.any(String) }] });
  });

  it('a bad period, a stranger as id, or a client asking for a teaching calendar are refused with their texts', async () => {
    const b = t.biz.name;
    const ask = (vars: Record<string, unknown>) =>
      mutate<UrlAnswer>(b, CREATE_URL, { b, ...vars }, t.client.session);
    expect(await ask({ m: 13 })).toEqual({
      status: 'error',
      error: 'periodMonth must be a whole number of months from 1 to 12',
      url: null,
    });
    expect(await ask({ m: 1, id: t.staff.id })).toMatchObject({
      status: 'error',
      error: 'id must be your own id or the id of one of your dependents',
    });
    expect(await ask({ m: 1, s: true })).toMatchObject({
      status: 'error',
      error: 'Only a staff member of the business has a teaching calendar',
    });
  });

  it("the teacher's calendar holds the lessons they teach; a new URL revokes the old one", async () => {
    const b = t.biz.name;
    const first = await mutate<UrlAnswer>(b, CREATE_URL, { b, m: 12, s: true }, t.staff.session);
    expect(first.status).toBe('ok');
    const feed = await fetchFeed(first.url!);
    expect(feed.status).toBe(200);
    expect([...eventsOf(feed.text).keys()].sort()).toEqual(lessons.map((l) => `${l.id}@${b}.tempo`).sort());
    const second = await mutate<UrlAnswer>(b, CREATE_URL, { b, m: 1, s: true }, t.staff.session);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).status).toBe(404);
    expect((await fetchFeed(second.url!)).status).toBe(200);
  });

  it('a revoked URL answers 404, as does a made-up one', async () => {
    const b = t.biz.name;
    const made = await mutate<UrlAnswer>(b, CREATE_URL, { b, id: childId, m: 3 }, t.client.session);
    expect((await fetchFeed(made.url!)).status).toBe(200);
    expect(await mutate<UrlAnswer>(b, REVOKE_URL, { b, id: childId }, t.client.session)).toEqual({
      status: 'ok',
      error: null,
      url: null,
    });
    const revoked = await fetchFeed(made.url!);
    expect(revoked.status).toBe(404);
    expect(revoked.text).not.toContain('BEGIN:VCALENDAR');
    expect((await fetchFeed(`${GATEWAY}/ical/${Buffer.alloc(32, 1).toString('base64url')}.ics`)).status).toBe(
      404,
    );
  });

  it('another business gets nothing of this one: no URL for its people, and its own feeds show none of these lessons', async () => {
    const b = t.biz.name;
    const refusedHere = await mutate<UrlAnswer>(b, CREATE_URL, { b, m: 1 }, t.rivalOwner).catch(
      (e: Error) => e,
    );
    expect(refusedHere).toBeInstanceOf(Error);
    expect((refusedHere as Error).message).toMatch(
      /authorization error|another business|not currently authenticated/,
    );
    const other = await createOwnBusiness({ prefix: 'icalother' });
    const own = await mutate<UrlAnswer>(other.name, CREATE_URL, { b: other.name, m: 12 }, other.owner);
    expect(own.status).toBe('ok');
    // The new owner's person reaches scheduling by people's events: until then their feed is not served.
    const feed = await waitFor(
      async () => {
        const f = await fetchFeed(own.url!);
        return f.status === 200 ? f : null;
      },
      30000,
      500,
    );
    expect(eventsOf(feed.text).size).toBe(0);
    for (const { id } of lessons) expect(feed.text).not.toContain(id);
    expect(feed.text).not.toContain(b);
  });

  it('a visitor cannot make a URL', async () => {
    const b = t.biz.name;
    const r = await call(b, CREATE_URL, { b, m: 1 }, null);
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data).toBeNull();
  });
});
