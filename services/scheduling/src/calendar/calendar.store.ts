import { EntityManager, In } from 'typeorm';
import { queryArrays } from '@tempo/db';
import { clientName, staffName } from '../directory/directory-rules';
import { clientsByIds, staffByIds } from '../directory/directory.reader';
import { EventEntity } from '../events/event.entity';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { attendanceStatus } from './calendar-rules';
import type { AttendanceRow } from './calendar.model';
import { eventStaffIds, type ViewEvent } from './event-view-build';

/** Which events a read wants; every list given narrows it (an empty list matches nothing). */
export interface EventQuery {
  /** Events overlapping [from, to); a null end is open. */
  from?: Date | null;
  to?: Date | null;
  locationIds?: readonly string[] | null;
  roomIds?: readonly string[] | null;
  serviceIds?: readonly string[] | null;
  /** Events of services having any of these tags. */
  serviceTags?: readonly string[] | null;
  /** Events these people teach (primary staff or one of the staff). */
  teacherIds?: readonly string[] | null;
  /** Only events this person teaches (besides teacherIds). */
  taughtBy?: string | null;
  /** Events whose primary staff member is one of these. */
  primaryStaffIds?: readonly string[] | null;
  /** Events these clients take part in. */
  clientIds?: readonly string[] | null;
  /** Events these people take part in or teach (eventsForPeople). */
  peopleIds?: readonly string[] | null;
  /** Only these statuses; null: every status but deleted. */
  statuses?: readonly string[] | null;
  limit?: number;
}

/**
 * The events of a business a query wants, by start (then id), from the index of their time ranges: the
 * columns their views read (eventViewsIn).
 */
export async function findEvents(em: EntityManager, business: string, q: EventQuery): Promise<ViewEvent[]> {
  const qb = em.createQueryBuilder(EventEntity, 'e').where('e.business = :business', { business });
  if (q.from || q.to)
    qb.andWhere(
      'tstzrange(e.start_at, e.end_at) && tstzrange(CAST(:from AS timestamptz), CAST(:to AS timestamptz))',
      { from: q.from ?? null, to: q.to ?? null },
    );
  if (q.statuses) qb.andWhere('e.status IN (:...statuses)', { statuses: nonEmpty(q.statuses) });
  else qb.andWhere(`e.status <> 'EVENT_STATUS_DELETED'`);
  if (q.locationIds)
    qb.andWhere('e.location_id IN (:...locationIds)', { locationIds: nonEmpty(q.locationIds) });
  if (q.roomIds) qb.andWhere('e.room_id IN (:...roomIds)', { roomIds: nonEmpty(q.roomIds) });
  if (q.serviceIds) qb.andWhere('e.service_id IN (:...serviceIds)', { serviceIds: nonEmpty(q.serviceIds) });
  if (q.serviceTags)
    qb.andWhere(
      `e.service_id IN (SELECT s.id FROM service s WHERE s.business = :business AND s.tags && CAST(:tags AS text[]))`,
      { tags: [...q.serviceTags] },
    );
  if (q.teacherIds)
    qb.andWhere('(e.primary_staff_id IN (:...teachers) OR e.staff_ids && CAST(:teacherArray AS uuid[]))', {
      teachers: nonEmpty(q.teacherIds),
      teacherArray: [...q.teacherIds],
    });
  if (q.taughtBy)
    qb.andWhere('(e.primary_staff_id = :taughtBy OR e.staff_ids @> ARRAY[CAST(:taughtBy AS uuid)])', {
      taughtBy: q.taughtBy,
    });
  if (q.primaryStaffIds)
    qb.andWhere('e.primary_staff_id IN (:...primaries)', { primaries: nonEmpty(q.primaryStaffIds) });
  if (q.clientIds)
    qb.andWhere(
      `e.id IN (SELECT p.event_id FROM event_participant p
        WHERE p.business = :business AND p.kind = 'client' AND p.people_id IN (:...clients))`,
      { clients: nonEmpty(q.clientIds) },
    );
  if (q.peopleIds)
    qb.andWhere(
      `(e.id IN (SELECT p.event_id FROM event_participant p WHERE p.business = :business AND p.people_id IN (:...people))
        OR e.primary_staff_id IN (:...people) OR e.staff_ids && CAST(:peopleArray AS uuid[]))`,
      { people: nonEmpty(q.peopleIds), peopleArray: [...q.peopleIds] },
    );
  qb.orderBy('e.start_at', 'ASC').addOrderBy('e.id', 'ASC');
  if (q.limit) qb.limit(q.limit);
  // the rows as arrays of values (instants as epoch milliseconds, the staff ids as one text): no entity
  // mapping, no object per row, no date or array parsing per row
  qb.select(EVENT_COLUMNS);
  const [sql, params] = qb.getQueryAndParameters();
  const rows = (await queryArrays(em, sql, params)) as EventRow[];
  return rows.map(viewEventOfRow);
}

/** The columns of an event as findEvents reads them, in the order of EventRow (each named: TypeORM keeps
 * named expressions in their order, and moves bare columns of the entity first). */
const EVENT_COLUMNS = [
  'e.id AS id',
  'e.name AS name',
  'e.status AS status',
  'e.location_id AS location_id',
  'e.room_id AS room_id',
  'e.service_id AS service_id',
  'e.session_id AS session_id',
  'e.primary_staff_id AS primary_staff_id',
  "array_to_string(e.staff_ids, ',') AS staff_ids",
  'e.recurring_id AS recurring_id',
  'e.recurring_outlier AS recurring_outlier',
  'e.is_locked AS is_locked',
  'e.note AS note',
  'e.calendar_color AS calendar_color',
  'e.timezone AS timezone',
  'e.plan_name AS plan_name',
  'e.capacity AS capacity',
  'e.slot_status AS slot_status',
  'e.do_not_notify AS do_not_notify',
  'e.version AS version',
  ...['start_at', 'end_at', 'original_start_at', 'hold_until'].map(
    (c) => `floor(extract(epoch FROM e.${c}) * 1000)::float8 AS ${c}`,
  ),
];

/** An event's values as findEvents reads them (EVENT_COLUMNS); the staff ids joined by commas ('' for none). */
type EventRow = [
  id: string,
  name: string,
  status: string,
  locationId: string | null,
  roomId: string | null,
  serviceId: string | null,
  sessionId: string | null,
  primaryStaffId: string | null,
  staffIds: string,
  recurringId: string | null,
  recurringOutlier: boolean,
  isLocked: boolean,
  note: string | null,
  calendarColor: string | null,
  timezone: string,
  planName: string | null,
  capacity: number | null,
  slotStatus: string | null,
  doNotNotify: boolean,
  version: number,
  startAt: number,
  endAt: number,
  originalStartAt: number | null,
  holdUntil: number | null,
];

const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** An event of findEvents's values, by their place in EVENT_COLUMNS. */
const viewEventOfRow = (r: EventRow): ViewEvent => ({
  id: r[0],
  name: r[1],
  status: r[2],
  locationId: r[3],
  roomId: r[4],
  serviceId: r[5],
  sessionId: r[6],
  primaryStaffId: r[7],
  staffIds: r[8] ? r[8].split(',') : [],
  recurringId: r[9],
  recurringOutlier: r[10],
  isLocked: r[11],
  note: r[12],
  calendarColor: r[13],
  timezone: r[14],
  planName: r[15],
  capacity: r[16],
  slotStatus: r[17],
  doNotNotify: r[18],
  version: r[19],
  startAt: new Date(r[20]),
  endAt: new Date(r[21]),
  originalStartAt: dateOf(r[22]),
  holdUntil: dateOf(r[23]),
});

/** A list for IN (...): an empty one becomes a value no uuid column holds, so it matches nothing. */
const NOTHING = '00000000-0000-0000-0000-000000000000';
const nonEmpty = (xs: readonly string[]): string[] => (xs.length ? [...xs] : [NOTHING]);

/** The id and name of these rows of a named table (nothing read when there are none). */
function named(
  em: EntityManager,
  entity: typeof LocationEntity | typeof RoomEntity | typeof ServiceEntity,
  business: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return Promise.resolve([]);
  return em.find(entity, { select: { id: true, name: true }, where: { business, id: In(ids) } });
}

/** One event of the business, or null. */
export function findEvent(em: EntityManager, business: string, id: string): Promise<EventEntity | null> {
  return em.findOne(EventEntity, { where: { business, id } });
}

/** What the attendance report filters by. */
export interface AttendanceQuery {
  from: Date;
  to: Date;
  locationIds?: readonly string[] | null;
  staffIds?: readonly string[] | null;
  serviceIds?: readonly string[] | null;
  statuses?: readonly string[] | null;
  limit: number;
}

interface AttendanceRaw {
  event_id: string;
  client_id: string;
  participant_status: string | null;
  participant_plan: string | null;
  paid: boolean;
}

/**
 * One row per client of each event in the window (by start, event, client), with the event's place,
 * service and staff names; filtered by location, staff (teaching), service and status (the client's,
 * else the event's; deleted events only when asked for).
 */
export async function attendanceRowsIn(
  em: EntityManager,
  business: string,
  q: AttendanceQuery,
): Promise<AttendanceRow[]> {
  const qb = em
    .createQueryBuilder()
    .select('e.id', 'event_id')
    .addSelect('p.people_id', 'client_id')
    .addSelect('p.status', 'participant_status')
    .addSelect('p.plan_name', 'participant_plan')
    .addSelect('p.paid', 'paid')
    .from('event_participant', 'p')
    .innerJoin('event', 'e', 'e.id = p.event_id AND e.business = p.business')
    .where('p.business = :business', { business })
    .andWhere(`p.kind = 'client'`)
    .andWhere('tstzrange(e.start_at, e.end_at) && tstzrange(:from, :to)', { from: q.from, to: q.to });
  if (q.statuses)
    qb.andWhere('COALESCE(p.status, e.status) IN (:...statuses)', { statuses: [...q.statuses] });
  else qb.andWhere(`e.status <> 'EVENT_STATUS_DELETED'`);
  if (q.locationIds)
    qb.andWhere('e.location_id IN (:...locationIds)', { locationIds: nonEmpty(q.locationIds) });
  if (q.serviceIds) qb.andWhere('e.service_id IN (:...serviceIds)', { serviceIds: nonEmpty(q.serviceIds) });
  if (q.staffIds)
    qb.andWhere('(e.primary_staff_id IN (:...staff) OR e.staff_ids && CAST(:staffArray AS uuid[]))', {
      staff: nonEmpty(q.staffIds),
      staffArray: [...q.staffIds],
    });
  qb.orderBy('e.start_at', 'ASC').addOrderBy('e.id', 'ASC').addOrderBy('p.created_at', 'ASC').limit(q.limit);
  const raw = await qb.getRawMany<AttendanceRaw>();
  if (!raw.length) return [];

  const events = new Map(
    (
      await em.find(EventEntity, { where: { business, id: In([...new Set(raw.map((r) => r.event_id))]) } })
    ).map((e) => [e.id, e]),
  );
  const all = [...events.values()];
  const ids = (pick: (e: EventEntity) => string | null) => [
    ...new Set(all.map(pick).filter((x): x is string => !!x)),
  ];
  // One query after the other: they share the transaction's connection.
  const locations = await named(
    em,
    LocationEntity,
    business,
    ids((e) => e.locationId),
  );
  const rooms = await named(
    em,
    RoomEntity,
    business,
    ids((e) => e.roomId),
  );
  const services = await named(
    em,
    ServiceEntity,
    business,
    ids((e) => e.serviceId),
  );
  const staff = await staffByIds(
    em,
    business,
    all.flatMap((e) => eventStaffIds(e, [])),
  );
  const clients = await clientsByIds(
    em,
    business,
    raw.map((r) => r.client_id),
  );
  const name = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const [locationName, roomName, serviceName] = [name(locations), name(rooms), name(services)];
  return raw.flatMap((r): AttendanceRow[] => {
    const e = events.get(r.event_id);
    if (!e) return [];
    const client = clients.get(r.client_id);
    const { status, label } = attendanceStatus(r.participant_status, e.status);
    return [
      {
        eventId: e.id,
        eventName: e.name,
        startAt: e.startAt.toISOString(),
        endAt: e.endAt.toISOString(),
        timezone: e.timezone,
        locationName: (e.locationId && locationName.get(e.locationId)) || null,
        roomName: (e.roomId && roomName.get(e.roomId)) || null,
        serviceName: (e.serviceId && serviceName.get(e.serviceId)) || null,
        staffNames: eventStaffIds(e, [])
          .map((id) => staff.get(id))
          .filter((s) => !!s)
          .map((s) => staffName(s)),
        clientId: r.client_id,
        clientName: client ? clientName(client) : '',
        status,
        statusLabel: label,
        planName: r.participant_plan ?? e.planName,
        paid: r.paid,
      },
    ];
  });
}
