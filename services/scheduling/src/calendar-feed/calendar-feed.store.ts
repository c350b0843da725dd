import { IsNull, type EntityManager } from 'typeorm';
import { BusinessSettingsEntity } from '../directory/directory.entity';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { clientFeedStatus } from './feed-rules';
import type { EventStatus, FeedEvent } from './feed-event';

/** At most this many events are written in one feed (a year of several lessons a day). */
export const FEED_EVENT_LIMIT = 5000;

/** Whose events a feed shows: a family's (the clients named) or a staff member's teaching calendar. */
export type FeedSubject =
  { kind: 'client'; clientIds: readonly string[] } | { kind: 'staff'; staffId: string };

/** The unrevoked feed of a token hash, in any business (run in a platform transaction). */
export function activeFeedByHash(em: EntityManager, tokenHash: string): Promise<CalendarFeedEntity | null> {
  return em.findOne(CalendarFeedEntity, { where: { tokenHash, revokedAt: IsNull() } });
}

/**
 * Revokes a person's unrevoked feeds of a kind (both kinds when `staffCalendar` is null); returns how many.
 * The rows are locked first, so a concurrent creation of the same kind waits for this one.
 */
export async function revokeFeedsIn(
  em: EntityManager,
  business: string,
  peopleId: string,
  staffCalendar: boolean | null,
  now: Date,
): Promise<number> {
  const params: unknown[] = [business, peopleId, now];
  const kind = staffCalendar === null ? '' : ' AND staff_calendar = $4';
  if (staffCalendar !== null) params.push(staffCalendar);
  const rows = (await em.query(
    `UPDATE calendar_feed SET revoked_at = $3
      WHERE business = $1 AND people_id = $2 AND revoked_at IS NULL${kind}
      RETURNING id`,
    params,
  )) as [unknown[], number];
  return rows[1];
}

/**
 * A new feed, after revoking the person's previous feed of the same kind in the same transaction. Two
 * creations for one person and kind at once take turns (a transaction lock on the pair), so the second
 * revokes the first instead of meeting the one-unrevoked-feed index.
 */
export async function replaceFeedIn(em: EntityManager, row: CalendarFeedEntity): Promise<void> {
  await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `calendar_feed:${row.business}:${row.peopleId}:${row.staffCalendar}`,
  ]);
  await revokeFeedsIn(em, row.business, row.peopleId, row.staffCalendar, row.createdAt);
  await em.insert(CalendarFeedEntity, row);
}

interface EventRow {
  id: string;
  name: string;
  start_at: Date;
  end_at: Date;
  status: EventStatus;
  note: string | null;
  recurring_id: string | null;
  location_name: string | null;
  room_name: string | null;
  staff: string[];
  family_statuses: (string | null)[] | null;
}

interface ClientRow {
  event_id: string;
  name: string;
}

/** A person's display name from their first and last names. */
const NAME = `btrim(concat_ws(' ', nullif(btrim(%.first_name), ''), nullif(btrim(%.last_name), '')))`;
const nameOf = (alias: string) => NAME.replace(/%/g, alias);

/**
 * The events of a feed overlapping [from, to), deleted ones left out, by start: a family's (the events any of
 * `clientIds` takes part in, the family's own names as the students and a status that says when every one of
 * them cancelled) or a staff member's (the events they are the teacher of or one of the staff of, the
 * students still booked as the students). One query for the events and one for the students' names.
 */
export async function feedEventsIn(
  em: EntityManager,
  business: string,
  subject: FeedSubject,
  from: Date,
  to: Date,
): Promise<FeedEvent[]> {
  const client = subject.kind === 'client';
  if (client && subject.clientIds.length === 0) return [];
  const who = client
    ? `EXISTS (SELECT 1 FROM event_participant fp
                WHERE fp.event_id = e.id AND fp.kind = 'client' AND fp.people_id = ANY($4::uuid[]))`
    : `(e.primary_staff_id = $4::uuid OR $4::uuid = ANY(e.staff_ids))`;
  const family = client
    ? `(SELECT array_agg(fp.status ORDER BY fp.created_at, fp.people_id) FROM event_participant fp
         WHERE fp.event_id = e.id AND fp.kind = 'client' AND fp.people_id = ANY($4::uuid[]))`
    : 'NULL::text[]';
  const rows = (await em.query(
    `SELECT e.id, e.name, e.start_at, e.end_at, e.status, e.note, e.recurring_id,
            l.name AS location_name, r.name AS room_name,
            ARRAY(SELECT ${nameOf('s')} FROM unnest(array_prepend(e.primary_staff_id, e.staff_ids))
                    WITH ORDINALITY AS x(id, n)
                    JOIN staff_member s ON s.business = e.business AND s.id = x.id
                   GROUP BY s.id, s.first_name, s.last_name ORDER BY min(x.n)) AS staff,
            ${family} AS family_statuses
       FROM event e
       LEFT JOIN location l ON l.id = e.location_id
       LEFT JOIN room r ON r.id = e.room_id
      WHERE e.business = $1 AND e.start_at < $3 AND e.end_at > $2
        AND e.status <> 'EVENT_STATUS_DELETED' AND ${who}
      ORDER BY e.start_at, e.end_at, e.id
      LIMIT ${FEED_EVENT_LIMIT}`,
    [business, from, to, client ? subject.clientIds : subject.staffId],
  )) as EventRow[];
  const students = await studentsOf(
    em,
    business,
    rows.map((r) => r.id),
    client ? subject.clientIds : null,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
    status: client ? clientFeedStatus(r.status, r.family_statuses ?? []) : r.status,
    locationName: r.location_name,
    roomName: r.room_name,
    note: r.note,
    recurringId: r.recurring_id,
    staff: r.staff.filter((s) => s !== ''),
    clients: students.get(r.id) ?? [],
  }));
}

/**
 * The students' names of each event, in the order they were booked: only the family's own (`family`), or
 * every client still booked (a cancelled participation is no longer a student of the event).
 */
async function studentsOf(
  em: EntityManager,
  business: string,
  eventIds: readonly string[],
  family: readonly string[] | null,
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (eventIds.length === 0) return names;
  const whose = family
    ? 'AND p.people_id = ANY($3::uuid[])'
    : `AND (p.status IS NULL OR p.status NOT IN ('CANCELED', 'LATE_CANCELED'))`;
  const rows = (await em.query(
    `SELECT p.event_id, ${nameOf('c')} AS name
       FROM event_participant p
       JOIN client_member c ON c.business = p.business AND c.id = p.people_id
      WHERE p.business = $1 AND p.event_id = ANY($2::uuid[]) AND p.kind = 'client' ${whose}
      ORDER BY p.event_id, p.created_at, p.people_id`,
    family ? [business, eventIds, family] : [business, eventIds],
  )) as ClientRow[];
  for (const row of rows) {
    if (row.name === '') continue;
    const list = names.get(row.event_id);
    if (list) list.push(row.name);
    else names.set(row.event_id, [row.name]);
  }
  return names;
}

/** A person's display name from the staff copy or the client copy, '' when neither knows them. */
export async function personNameIn(
  em: EntityManager,
  business: string,
  peopleId: string,
  staff: boolean,
): Promise<string> {
  const table = staff ? 'staff_member' : 'client_member';
  const rows = (await em.query(
    `SELECT ${nameOf('p')} AS name FROM ${table} p WHERE p.business = $1 AND p.id = $2`,
    [business, peopleId],
  )) as { name: string }[];
  return rows[0]?.name ?? '';
}

/** The dependents of a person in the client copy: the clients naming them as an account manager. */
export async function dependentIdsIn(
  em: EntityManager,
  business: string,
  personId: string,
): Promise<string[]> {
  const rows = (await em.query(
    `SELECT id FROM client_member WHERE business = $1 AND $2::uuid = ANY(account_manager_ids) ORDER BY id`,
    [business, personId],
  )) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Whether the person is a staff member of the business who is not deactivated (the staff copy). */
export async function isStaffIn(em: EntityManager, business: string, personId: string): Promise<boolean> {
  const rows = (await em.query(
    `SELECT 1 FROM staff_member WHERE business = $1 AND id = $2 AND NOT deactivated`,
    [business, personId],
  )) as unknown[];
  return rows.length > 0;
}

/** The business's includeStudentsNameInIcal (the business copy); false while the copy has no row. */
export async function includesStudentsNamesIn(em: EntityManager, business: string): Promise<boolean> {
  const row = await em.findOne(BusinessSettingsEntity, {
    select: { business: true, includeStudentsNameInIcal: true },
    where: { business },
  });
  return row?.includeStudentsNameInIcal === true;
}

/** Whether the person is still someone of the business: a client or a staff member who is not deactivated. */
export async function isMemberIn(em: EntityManager, business: string, personId: string): Promise<boolean> {
  const rows = (await em.query(
    `SELECT 1 FROM client_member WHERE business = $1 AND id = $2 AND NOT deactivated
     UNION ALL
     SELECT 1 FROM staff_member WHERE business = $1 AND id = $2 AND NOT deactivated`,
    [business, personId],
  )) as unknown[];
  return rows.length > 0;
}
