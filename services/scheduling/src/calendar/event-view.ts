import { EntityManager, In } from 'typeorm';
import { clientName, staffName } from '../directory/directory-rules';
import type { ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import { clientsByIds, staffByIds } from '../directory/directory.reader';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import type { EventEntity } from '../events/event.entity';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';
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
  events: readonly EventEntity[],
) => Promise<ReadonlyMap<string, readonly string[]>>;

let slotWaitlistLoader: SlotWaitlistLoader | null = null;

/** Sets the loader of the slots' waitlists (one for the whole subgraph). */
export function setSlotWaitlistLoader(loader: SlotWaitlistLoader | null): void {
  slotWaitlistLoader = loader;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
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
  client: ClientMemberEntity | undefined,
  p: EventParticipantEntity | undefined,
): EventClient {
  const row = p ?? bookedNothing;
  return {
    peopleId,
    name: client ? clientName(client) : '',
    eventRole: row.eventRole,
    profilePhoto: client?.profilePhoto ?? null,
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
  member: StaffMemberEntity | undefined,
  p: EventParticipantEntity | undefined,
): EventStaff {
  return {
    peopleId,
    name: member ? staffName(member) : '',
    eventRole: p?.eventRole ?? null,
    profilePhoto: member?.profilePhoto ?? null,
    staffOnlineId: null,
    staffSecondaryAttribute: null,
    details: { id: peopleId, staffRole: member?.staffRole ?? null },
  };
}

/** The staff of an event in order: the primary staff member, its staff_ids, then staff participants. */
export function eventStaffIds(
  e: Pick<EventEntity, 'primaryStaffId' | 'staffIds'>,
  staffRows: readonly string[],
) {
  return unique([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...(e.staffIds ?? []), ...staffRows]);
}

/**
 * Events as the API shows them (001 §3.5), for rows of one business, in their order: participants,
 * locations, rooms, services, sessions, series, staff and clients are each read in one query.
 */
export async function eventViewsIn(
  em: EntityManager,
  business: string,
  rows: EventEntity[],
): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((e) => e.id);
  const byIds = <T extends object>(entity: new () => T, list: (string | null)[]) => {
    const wanted = unique(list.filter((x): x is string => !!x));
    return wanted.length
      ? em.find(entity, { where: { business, id: In(wanted) } as never })
      : Promise.resolve([] as T[]);
  };
  // One query after the other: they share the transaction's connection.
  const participants = await em.find(EventParticipantEntity, {
    where: { business, eventId: In(ids) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const locations = await byIds(
    LocationEntity,
    rows.map((e) => e.locationId),
  );
  const rooms = await byIds(
    RoomEntity,
    rows.map((e) => e.roomId),
  );
  const services = await byIds(
    ServiceEntity,
    rows.map((e) => e.serviceId),
  );
  const sessions = await byIds(
    SessionEntity,
    rows.map((e) => e.sessionId),
  );
  const series = await byIds(
    EventSeriesEntity,
    rows.map((e) => e.recurringId),
  );
  const waitlists: ReadonlyMap<string, readonly string[]> = slotWaitlistLoader
    ? await slotWaitlistLoader(em, business, rows)
    : new Map();
  const staffIds = unique([
    ...rows.flatMap((e) => eventStaffIds(e, [])),
    ...participants.filter((p) => p.kind === 'staff').map((p) => p.peopleId),
  ]);
  const clientIds = unique([
    ...participants.filter((p) => p.kind === 'client').map((p) => p.peopleId),
    ...[...waitlists.values()].flat(),
  ]);
  const staff = await staffByIds(em, business, staffIds);
  const clients = await clientsByIds(em, business, clientIds);
  const byEvent = new Map<string, EventParticipantEntity[]>();
  for (const p of participants) {
    const list = byEvent.get(p.eventId) ?? [];
    list.push(p);
    byEvent.set(p.eventId, list);
  }
  const location = new Map(locations.map((l) => [l.id, l]));
  const room = new Map(rooms.map((r) => [r.id, r]));
  const service = new Map(services.map((s) => [s.id, s]));
  const session = new Map(sessions.map((s) => [s.id, s]));
  const rule = new Map(series.map((s) => [s.id, s.rrule]));

  return rows.map((e): Event => {
    const mine = byEvent.get(e.id) ?? [];
    const waiting = waitlists.get(e.id) ?? [];
    const clientRows = mine.filter((p) => p.kind === 'client');
    const clientRow = new Map(clientRows.map((p) => [p.peopleId, p]));
    const staffRow = new Map(mine.filter((p) => p.kind === 'staff').map((p) => [p.peopleId, p]));
    const eventClients = clientRows
      .filter((p) => !waiting.includes(p.peopleId))
      .map((p) => eventClient(p.peopleId, clients.get(p.peopleId), p));
    const loc = e.locationId ? location.get(e.locationId) : undefined;
    const ses = e.sessionId ? session.get(e.sessionId) : undefined;
    return {
      id: e.id,
      name: e.name,
      displayName: displayName(e.name, e.status),
      startAt: e.startAt.toISOString(),
      endAt: e.endAt.toISOString(),
      originalStartAt: iso(e.originalStartAt),
      recurringId: e.recurringId,
      recurringOutlier: e.recurringOutlier,
      rrule: e.recurringId ? (rule.get(e.recurringId) ?? null) : null,
      timezone: e.timezone,
      locationId: e.locationId,
      locationName: loc?.name ?? null,
      location: loc ? { id: loc.id, name: loc.name, locationType: loc.locationType } : null,
      roomId: e.roomId,
      roomName: (e.roomId && room.get(e.roomId)?.name) || null,
      isLocked: e.isLocked,
      serviceId: e.serviceId,
      serviceName: (e.serviceId && service.get(e.serviceId)?.name) || null,
      sessionId: e.sessionId,
      session: ses
        ? {
            id: ses.id,
            name: ses.name,
            onlineId: ses.onlineId,
            allowEnrollmentUntilDate: ses.allowEnrollmentUntilDate,
            shortenedUrl: ses.shortenedUrl,
          }
        : null,
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
          waitlist: waiting.map((id) => eventClient(id, clients.get(id), clientRow.get(id))),
        },
      ],
      clients: eventClients,
      staff: eventStaffIds(
        e,
        mine.filter((p) => p.kind === 'staff').map((p) => p.peopleId),
      ).map((id) => eventStaff(id, staff.get(id), staffRow.get(id))),
    };
  });
}
