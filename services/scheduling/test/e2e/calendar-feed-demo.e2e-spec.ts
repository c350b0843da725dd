import { DateTime } from 'luxon';
import { sync, type VEvent } from 'node-ical';
import { connectSubgraphDb, SubgraphConnections } from '@tempo/subgraph/testing';
import { GATEWAY, login } from '@tempo/testing';
import { scheduling } from '../../src/scheduling.subgraph';
import { mutate } from './scheduling.fixture';

const DEMO = 'demo';
const CLIENT = 'client@demo.example';
const CREATE_URL = `mutation($b: ID!, $m: Int) {
  selfCreateIcalUrl(business: $b, periodMonth: $m) { status error url } }`;

interface Lesson {
  id: string;
  start_at: Date;
  end_at: Date;
}

/**
 * The demo client's calendar feed, made through the API (the token is the client's own state; nothing else
 * of the demo data is changed) and read by a standard iCalendar parser: every lesson of the family in the
 * window is there, at its instant, written as the wall-clock time of the business zone with its VTIMEZONE.
 */
describe('the demo client’s calendar feed', () => {
  let db: SubgraphConnections;
  let text: string;
  let zone: string;
  let lessons: Lesson[];
  let events: Map<string, VEvent>;

  beforeAll(async () => {
    const session = await login(DEMO, CLIENT);
    const made = await mutate<{ url: string | null }>(DEMO, CREATE_URL, { b: DEMO, m: 12 }, session);
    expect(made).toMatchObject({ status: 'ok', error: null });
    const r = await fetch(new URL(new URL(made.url!).pathname, GATEWAY));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/calendar/);
    text = await r.text();
    events = new Map();
    for (const c of Object.values(sync.parseICS(text))) if (c?.type === 'VEVENT') events.set(c.uid, c);

    // What the family has, read only: the client, their dependents, and their events not deleted.
    db = await connectSubgraphDb(scheduling);
    const found = await db.app.withTenant(DEMO, async (em) => {
      const [settings] = (await em.query(`SELECT timezone FROM business_settings WHERE business = $1`, [
        DEMO,
      ])) as { timezone: string }[];
      const [me] = (await em.query(`SELECT id FROM client_member WHERE business = $1 AND email = $2`, [
        DEMO,
        CLIENT,
      ])) as { id: string }[];
      const rows = (await em.query(
        `SELECT e.id, e.start_at, e.end_at FROM event e
          WHERE e.business = $1 AND e.status <> 'EVENT_STATUS_DELETED'
            AND e.start_at > now() - interval '1 month' + interval '1 day'
            AND e.start_at < now() + interval '12 months' - interval '1 day'
            AND EXISTS (SELECT 1 FROM event_participant p
                         WHERE p.event_id = e.id AND p.kind = 'client'
                           AND p.people_id IN (SELECT $2::uuid UNION
                                               SELECT c.id FROM client_member c
                                                WHERE c.business = $1 AND $2::uuid = ANY(c.account_manager_ids)))
          ORDER BY e.start_at`,
        [DEMO, me.id],
      )) as Lesson[];
      return { zone: settings.timezone, rows };
    });
    zone = found.zone;
    lessons = found.rows;
  });

  afterAll(async () => {
    await db?.close();
  });

  it('names the business zone', () => {
    expect(zone).toMatch(/^[A-Za-z_]+\/[A-Za-z_]+/);
    expect(text).toContain(`X-WR-TIMEZONE:${zone}`);
  });

  it("holds the family's lessons: the demo week has some, and each is at its instant and its local time", () => {
    expect(lessons.length).toBeGreaterThan(0);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain(`TZID:${zone}`);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    for (const lesson of lessons) {
      const read = events.get(`${lesson.id}@${DEMO}.tempo`);
      if (!read)
        throw new Error(`lesson ${lesson.id} at ${lesson.start_at.toISOString()} is not in the feed`);
      expect(read.start.getTime()).toBe(new Date(lesson.start_at).getTime());
      expect(read.end?.getTime()).toBe(new Date(lesson.end_at).getTime());
      const local = DateTime.fromJSDate(new Date(lesson.start_at), { zone }).toFormat("yyyyMMdd'T'HHmmss");
      expect(unfolded).toContain(`DTSTART;TZID=${zone}:${local}`);
    }
  });

  it('every event of the feed is one of the business, written in the business zone', () => {
    expect(events.size).toBeGreaterThanOrEqual(lessons.length);
    for (const [uid, read] of events) {
      expect(uid).toMatch(new RegExp(`^[0-9a-f-]{36}@${DEMO}\\.tempo$`));
      expect(read.start.tz).toBe(zone);
    }
  });
});
