import { EntityManager } from 'typeorm';
import { preparedStatement, queryArrays, runPrepared } from '@tempo/db';
import { clientName, staffName } from '../directory/directory-rules';
import type { ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import { clientsByIds } from '../directory/directory.reader';
import type { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import type { LocationEntity, RoomEntity } from '../locations/location.entity';
import type { ServiceEntity } from '../services/service.entity';
import type { SessionEntity } from '../sessions/session.entity';
import { displayName, eventPaid, participantStatusLabel } from './calendar-rules';
import type { Event, EventClient, EventStaff } from './event.model';

/**
 * The clients waiting for a place in each event's slot, in line: event id -> people ids. Sessions fill it
 * (setSlotWaitlistLoader); the view leaves those people out of the slot's clients and lists them in its
 * waitlist. Without a loader every waitlist is empty.
 */
export type SlotWaitlistLoader = (
  em: EntityManager,
  business: string,
  events: readonly Pick<EventEntity, 'id' | 'sessionId'>[],
) => Promise<ReadonlyMap<string, readonly string[]>>;

let slotWaitlistLoader: SlotWaitlistLoader | null = null;

/** Sets the loader of the slots' waitlists (one for the whole subgraph). */
export function setSlotWaitlistLoader(loader: SlotWaitlistLoader | null): void {
  slotWaitlistLoader = loader;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** A participant with no row (e.g. someone the waitlist names) as the view shows them. */
const bookedNothing = {
  eventRole: null,
  paid: false,
  enrollmentType: null,
  subscriptionId: null,
  invoiceId: null,
  planName: null,
  payerId: null,
  status: null,
  lateCancellation: false,
  cancellationConsequence: null,
  cancellationCreditName: null,
} as const;

function eventClient(
  peopleId: string,
  name: string,
  profilePhoto: string | null,
  p: ViewParticipant | undefined,
): EventClient {
  const row = p ?? bookedNothing;
  return {
    peopleId,
    name,
    eventRole: row.eventRole,
    profilePhoto,
    paid: row.paid,
    enrollmentType: row.enrollmentType,
    subscriptionId: row.subscriptionId,
    invoiceId: row.invoiceId,
    planName: row.planName,
    payerId: row.payerId,
    status: row.status,
    statusLabel: participantStatusLabel(row.status),
    lateCancellation: row.lateCancellation,
    cancellationConsequence: row.cancellationConsequence,
    cancellationCreditName: row.cancellationCreditName,
    subscription: row.subscriptionId ? { id: row.subscriptionId, primaryStaff: null } : null,
  };
}

function eventStaff(
  peopleId: string,
  name: string,
  profilePhoto: string | null,
  details: EventStaff['details'],
  p: ViewParticipant | undefined,
): EventStaff {
  return {
    peopleId,
    name,
    eventRole: p?.eventRole ?? null,
    profilePhoto,
    staffOnlineId: null,
    staffSecondaryAttribute: null,
    details,
  };
}

/**
 * The staff of an event in order, each once: the primary staff member, its staff_ids, then staff
 * participants (a handful: a list is quicker than a set, and every event of a month view asks).
 */
export function eventStaffIds(
  e: Pick<EventEntity, 'primaryStaffId' | 'staffIds'>,
  staffRows: readonly { peopleId: string }[],
): string[] {
  const ids: string[] = e.primaryStaffId ? [e.primaryStaffId] : [];
  for (const id of e.staffIds ?? []) if (!ids.includes(id)) ids.push(id);
  for (const { peopleId } of staffRows) if (!ids.includes(peopleId)) ids.push(peopleId);
  return ids;
}

/** What a participant row gives the view. */
export type ViewParticipant = Pick<
  EventParticipantEntity,
  | 'eventId'
  | 'peopleId'
  | 'kind'
  | 'eventRole'
  | 'paid'
  | 'enrollmentType'
  | 'subscriptionId'
  | 'invoiceId'
  | 'planName'
  | 'payerId'
  | 'status'
  | 'lateCancellation'
  | 'cancellationConsequence'
  | 'cancellationCreditName'
>;
type ViewClient = Pick<ClientMemberEntity, 'firstName' | 'lastName' | 'profilePhoto'>;
type ViewStaff = Pick<StaffMemberEntity, 'firstName' | 'lastName' | 'profilePhoto' | 'staffRole'>;
type ViewSession = Pick<
  SessionEntity,
  'id' | 'name' | 'onlineId' | 'allowEnrollmentUntilDate' | 'shortenedUrl'
>;

/**
 * What the views of some events are made of: their participants (by creation, then id), the rows they
 * name by id, the series' rules, the slots' waitlists (event id -> people ids) and the people's names.
 */
export interface EventViewParts {
  readonly participants: readonly ViewParticipant[];
  readonly locations: ReadonlyMap<string, Pick<LocationEntity, 'id' | 'name' | 'locationType'>>;
  readonly rooms: ReadonlyMap<string, Pick<RoomEntity, 'name'>>;
  readonly services: ReadonlyMap<string, Pick<ServiceEntity, 'name'>>;
  readonly sessions: ReadonlyMap<string, ViewSession>;
  readonly rules: ReadonlyMap<string, string>;
  readonly waitlists: ReadonlyMap<string, readonly string[]>;
  readonly staff: ReadonlyMap<string, ViewStaff>;
  readonly clients: ReadonlyMap<string, ViewClient>;
}

/** The event columns a view reads. */
export type ViewEvent = Pick<
  EventEntity,
  | 'id'
  | 'name'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'originalStartAt'
  | 'recurringId'
  | 'recurringOutlier'
  | 'timezone'
  | 'locationId'
  | 'roomId'
  | 'isLocked'
  | 'serviceId'
  | 'sessionId'
  | 'note'
  | 'holdUntil'
  | 'calendarColor'
  | 'primaryStaffId'
  | 'staffIds'
  | 'planName'
  | 'doNotNotify'
  | 'version'
  | 'capacity'
  | 'slotStatus'
>;

/**
 * The participants of some events, unordered: joined to the ids as a set (no per-id selectivity to plan, no
 * list to search per row), and ordered by eventViewsIn instead of by a sort in PostgreSQL (thousands of rows
 * for a month view: the join and the ordering took 30 ms there, and take a few here). Planned on each call,
 * not prepared: knowing how many ids there are, PostgreSQL joins a month's thousands by hashing the
 * business's participants (9 ms on the benchmark) where a generic plan looks each id up (21 ms), and a
 * business with years of history gets the lookups.
 */
const PARTICIPANTS = `SELECT p.id, (extract(epoch FROM p.created_at) * 1000000)::float8, p.event_id, p.people_id, p.kind,
          p.event_role, p.paid, p.enrollment_type, p.subscription_id, p.invoice_id, p.plan_name, p.payer_id,
          p.status, p.late_cancellation, p.cancellation_consequence, p.cancellation_credit_name
     FROM unnest($2::uuid[]) AS x(id) JOIN event_participant p ON p.event_id = x.id
    WHERE p.business = $1`;

/** A participant row as PARTICIPANTS reads it: its id and when it was added (epoch microseconds) too. */
type ParticipantRow = ViewParticipant & { id: string; createdUs: number };

/** A participant of PARTICIPANTS's values, by their place in its SELECT list. */
const participantOf = (v: unknown[]): ParticipantRow =>
  ({
    id: v[0],
    createdUs: v[1],
    eventId: v[2],
    peopleId: v[3],
    kind: v[4],
    eventRole: v[5],
    paid: v[6],
    enrollmentType: v[7],
    subscriptionId: v[8],
    invoiceId: v[9],
    planName: v[10],
    payerId: v[11],
    status: v[12],
    lateCancellation: v[13],
    cancellationConsequence: v[14],
    cancellationCreditName: v[15],
  }) as ParticipantRow;

/** Participants in the order they were added, then by id (as the views list them). */
const byCreation = (a: ParticipantRow, b: ParticipantRow): number =>
  a.createdUs - b.createdUs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

interface PartsRow {
  locations: { id: string; name: string; locationType: string }[] | null;
  rooms: { id: string; name: string }[] | null;
  services: { id: string; name: string }[] | null;
  sessions: ViewSession[] | null;
  rules: { id: string; rrule: string }[] | null;
  staff: (ViewStaff & { id: string })[] | null;
  clients: (ViewClient & { id: string })[] | null;
}

const byId = <T extends { id: string }>(rows: T[] | null): Map<string, T> =>
  new Map((rows ?? []).map((r) => [r.id, r]));

/** The rows the events name by id, and the people, in one statement (PartsRow). */
const PARTS = preparedStatement(
  'event_view_parts',
  `SELECT
       (SELECT json_agg(json_build_object('id', id, 'name', name, 'locationType', location_type))
          FROM location WHERE business = $1 AND id = ANY($2::uuid[])) AS locations,
       (SELECT json_agg(json_build_object('id', id, 'name', name))
          FROM room WHERE business = $1 AND id = ANY($3::uuid[])) AS rooms,
       (SELECT json_agg(json_build_object('id', id, 'name', name))
          FROM service WHERE business = $1 AND id = ANY($4::uuid[])) AS services,
       (SELECT json_agg(json_build_object('id', id, 'name', name, 'onlineId', online_id,
                 'allowEnrollmentUntilDate', allow_enrollment_until_date, 'shortenedUrl', shortened_url))
          FROM session WHERE business = $1 AND id = ANY($5::uuid[])) AS sessions,
       (SELECT json_agg(json_build_object('id', id, 'rrule', rrule))
          FROM event_series WHERE business = $1 AND id = ANY($6::uuid[])) AS rules,
       (SELECT json_agg(json_build_object('id', id, 'firstName', first_name, 'lastName', last_name,
                 'profilePhoto', profile_photo, 'staffRole', staff_role))
          FROM staff_member WHERE business = $1 AND id = ANY($7::uuid[])) AS staff,
       (SELECT json_agg(json_build_object('id', id, 'firstName', first_name, 'lastName', last_name,
                 'profilePhoto', profile_photo))
          FROM client_member WHERE business = $1 AND id = ANY($8::uuid[])) AS clients`,
);

/**
 * Events as the API shows them (001 §3.5), for rows of one business, in their order. The participants are
 * read as rows; the locations, rooms, services, sessions, series rules and the people the events name then
 * in one query (the slots' waitlists, for session events, in their own).
 */
export async function eventViewsIn(
  em: EntityManager,
  business: string,
  rows: readonly ViewEvent[],
): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((e) => e.id);
  const wanted = (pick: (e: ViewEvent) => string | null) =>
    unique(rows.map(pick).filter((x): x is string => !!x));
  const teachers = unique(rows.flatMap((e) => eventStaffIds(e, [])));
  // The participants as rows: thousands of them (a month of the calendar) come back and are read several
  // times faster than as one JSON value, which PostgreSQL builds object by object.
  const participants = (await queryArrays(em, PARTICIPANTS, [business, ids])).map(participantOf);
  participants.sort(byCreation);
  const people = (kind: 'client' | 'staff') =>
    unique(participants.filter((p) => p.kind === kind).map((p) => p.peopleId));
  const [parts] = await runPrepared<PartsRow>(em, PARTS, [
    business,
    wanted((e) => e.locationId),
    wanted((e) => e.roomId),
    wanted((e) => e.serviceId),
    wanted((e) => e.sessionId),
    wanted((e) => e.recurringId),
    unique([...teachers, ...people('staff')]),
    people('client'),
  ]);
  const waitlists: ReadonlyMap<string, readonly string[]> = slotWaitlistLoader
    ? await slotWaitlistLoader(em, business, rows)
    : new Map();
  const clients: Map<string, ViewClient> = byId(parts.clients);
  const waiting = unique([...waitlists.values()].flat()).filter((id) => !clients.has(id));
  if (waiting.length) for (const [id, c] of await clientsByIds(em, business, waiting)) clients.set(id, c);
  return eventViewsOf(rows, {
    participants,
    locations: byId(parts.locations),
    rooms: byId(parts.rooms),
    services: byId(parts.services),
    sessions: byId(parts.sessions),
    rules: new Map((parts.rules ?? []).map((r) => [r.id, r.rrule])),
    waitlists,
    staff: byId(parts.staff),
    clients,
  });
}

/** An event's participant rows by kind, in the order of the parts' list. */
interface EventRows {
  clients: ViewParticipant[];
  staff: ViewParticipant[];
}

/**
 * What many events of one read share, built once per read: the people's names (a month view names the
 * same few hundred people thousands of times), the staff's details, the locations and sessions, and the
 * instants' ISO texts (events of a calendar start at the same hours).
 */
function sharedParts(parts: EventViewParts) {
  const memo = <K, V>(make: (key: K) => V) => {
    const known = new Map<K, V>();
    return (key: K): V => {
      let v = known.get(key);
      if (v === undefined) known.set(key, (v = make(key)));
      return v;
    };
  };
  return {
    clientName: memo((id: string) => {
      const c = parts.clients.get(id);
      return c ? clientName(c) : '';
    }),
    staffName: memo((id: string) => {
      const m = parts.staff.get(id);
      return m ? staffName(m) : '';
    }),
    staffDetails: memo((id: string) => ({ id, staffRole: parts.staff.get(id)?.staffRole ?? null })),
    location: memo((id: string) => {
      const loc = parts.locations.get(id);
      return loc ? { id: loc.id, name: loc.name, locationType: loc.locationType } : null;
    }),
    session: memo((id: string) => {
      const ses = parts.sessions.get(id);
      return ses
        ? {
            id: ses.id,
            name: ses.name,
            onlineId: ses.onlineId,
            allowEnrollmentUntilDate: ses.allowEnrollmentUntilDate,
            shortenedUrl: ses.shortenedUrl,
          }
        : null;
    }),
    iso: memo((ms: number) => new Date(ms).toISOString()),
  };
}
type SharedParts = ReturnType<typeof sharedParts>;

function clientOf(
  shared: SharedParts,
  parts: EventViewParts,
  peopleId: string,
  p: ViewParticipant | undefined,
) {
  return eventClient(
    peopleId,
    shared.clientName(peopleId),
    parts.clients.get(peopleId)?.profilePhoto ?? null,
    p,
  );
}

/** Events as the API shows them, from their parts (eventViewsIn reads them; a booking has them). */
export function eventViewsOf(rows: readonly ViewEvent[], parts: EventViewParts): Event[] {
  const { rooms: room, services: service, rules: rule, waitlists } = parts;
  const shared = sharedParts(parts);
  const byEvent = new Map<string, EventRows>();
  for (const p of parts.participants) {
    let mine = byEvent.get(p.eventId);
    if (!mine) byEvent.set(p.eventId, (mine = { clients: [], staff: [] }));
    if (p.kind === 'client') mine.clients.push(p);
    else if (p.kind === 'staff') mine.staff.push(p);
  }
  const none: EventRows = { clients: [], staff: [] };
  const iso = (d: Date | null) => (d ? shared.iso(d.getTime()) : null);

  return rows.map((e): Event => {
    const mine = byEvent.get(e.id) ?? none;
    const waiting = waitlists.get(e.id) ?? [];
    const clientRows = waiting.length
      ? mine.clients.filter((p) => !waiting.includes(p.peopleId))
      : mine.clients;
    const eventClients = clientRows.map((p) => clientOf(shared, parts, p.peopleId, p));
    return {
      id: e.id,
      name: e.name,
      displayName: displayName(e.name, e.status),
      startAt: shared.iso(e.startAt.getTime()),
      endAt: shared.iso(e.endAt.getTime()),
      originalStartAt: iso(e.originalStartAt),
      recurringId: e.recurringId,
      recurringOutlier: e.recurringOutlier,
      rrule: e.recurringId ? (rule.get(e.recurringId) ?? null) : null,
      timezone: e.timezone,
      locationId: e.locationId,
      locationName: (e.locationId && parts.locations.get(e.locationId)?.name) || null,
      location: e.locationId ? shared.location(e.locationId) : null,
      roomId: e.roomId,
      roomName: (e.roomId && room.get(e.roomId)?.name) || null,
      isLocked: e.isLocked,
      serviceId: e.serviceId,
      serviceName: (e.serviceId && service.get(e.serviceId)?.name) || null,
      sessionId: e.sessionId,
      session: e.sessionId ? shared.session(e.sessionId) : null,
      status: e.status,
      note: e.note,
      hasNote: !!e.note?.trim(),
      holdUntil: iso(e.holdUntil),
      calendarColor: e.calendarColor,
      primaryStaffId: e.primaryStaffId,
      planName: e.planName,
      paid: eventPaid(eventClients),
      doNotNotify: e.doNotNotify,
      version: e.version,
      slots: [
        {
          id: e.id,
          capacity: e.capacity,
          clients: eventClients,
          status: e.slotStatus,
          waitlist: waiting.map((id) =>
            clientOf(
              shared,
              parts,
              id,
              mine.clients.find((p) => p.peopleId === id),
            ),
          ),
        },
      ],
      clients: eventClients,
      staff: eventStaffIds(e, mine.staff).map((id) =>
        eventStaff(
          id,
          shared.staffName(id),
          parts.staff.get(id)?.profilePhoto ?? null,
          shared.staffDetails(id),
          mine.staff.find((p) => p.peopleId === id),
        ),
      ),
    };
  });
}
