import { clientName, staffName } from '../directory/directory-rules';
import type { ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import type { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import type { LocationEntity, RoomEntity } from '../locations/location.entity';
import type { ServiceEntity } from '../services/service.entity';
import type { SessionEntity } from '../sessions/session.entity';
import { displayName, eventPaid, participantStatusLabel } from './calendar-rules';
import type { Event, EventClient, EventStaff } from './event.model';

/*
 * Events as the API shows them (001 §3.5), built from their parts in memory: no query here (eventViewsIn of
 * event-view.ts reads the parts; a booking has them already).
 */
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

/** A staff member of an event: the copy `m` gives the photo, online id and secondary attribute. */
function eventStaff(
  peopleId: string,
  name: string,
  m: ViewStaff | undefined,
  details: EventStaff['details'],
  p: ViewParticipant | undefined,
): EventStaff {
  return {
    peopleId,
    name,
    eventRole: p?.eventRole ?? null,
    profilePhoto: m?.profilePhoto ?? null,
    staffOnlineId: m?.staffOnlineId ?? null,
    staffSecondaryAttribute: m?.staffSecondaryAttribute ?? null,
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
export type ViewClient = Pick<ClientMemberEntity, 'firstName' | 'lastName' | 'profilePhoto'>;
export type ViewStaff = Pick<
  StaffMemberEntity,
  'firstName' | 'lastName' | 'profilePhoto' | 'staffRole' | 'staffOnlineId' | 'staffSecondaryAttribute'
>;
export type ViewSession = Pick<
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
      locationName: (e.locationId && shared.location(e.locationId)?.name) || null,
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
          parts.staff.get(id),
          shared.staffDetails(id),
          mine.staff.find((p) => p.peopleId === id),
        ),
      ),
    };
  });
}
