import { EntityManager } from 'typeorm';
import { preparedStatement, queryArrays, runPrepared } from '@tempo/db';
import { clientsByIds } from '../directory/directory.reader';
import type { EventEntity } from '../events/event.entity';
import type { Event } from './event.model';
import {
  eventStaffIds,
  eventViewsOf,
  type ViewClient,
  type ViewEvent,
  type ViewParticipant,
  type ViewSession,
  type ViewStaff,
} from './event-view-build';

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
                 'profilePhoto', profile_photo, 'staffRole', staff_role, 'staffOnlineId', staff_online_id,
                 'staffSecondaryAttribute', staff_secondary_attribute))
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
