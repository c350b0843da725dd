import type { ActorContext } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';

/**
 * Who reaches which event (ARCHITECTURE §4, 001 §6). The role matrix decides what kind of read or change
 * is allowed at all (@Allow on each operation); these object-level rules decide which events:
 * - staff with EVENTS list (the calendar) read every event of their business;
 * - a staff member without it (limited_staff) reads the events they teach: primary staff or in staff_ids;
 * - a client reads the events where they or one of their dependents take part.
 * Changes: EVENT update / APPOINTMENT update any event, OWN_APPOINTMENT update only one's own; the same
 * for cancellation; attendance: APPOINTMENT_STATUS update any, OWN_EVENT_PARTICIPANT_STATUS update
 * (canTakeOwnAttendance) one's own.
 */

/** What the access rules need of an event. */
export interface EventStaffFacts {
  readonly primaryStaffId: string | null;
  readonly staffIds: readonly string[];
}

/** A client of the copy as the access rules see it: their id and who manages them as a dependent. */
export interface ClientFacts {
  readonly id: string;
  readonly accountManagerIds: readonly string[];
}

/** An event and the clients taking part in it (from the client copy). */
export interface EventFacts extends EventStaffFacts {
  readonly clients: readonly ClientFacts[];
}

/** Whether the actor reads every event of the business (the calendar: EVENTS list, or a superuser). */
export const seesAllEvents = (actor: ActorContext): boolean =>
  actor.role === 'superuser' || actorCan(actor, 'list', 'EVENTS');

/** Whether the actor teaches the event: its primary staff member or one of its staff. */
export function isOwnTeacher(actor: ActorContext, event: EventStaffFacts): boolean {
  const me = actor.accountId;
  if (!me) return false;
  return event.primaryStaffId === me || event.staffIds.includes(me);
}

/** Whether the actor is this client or manages them as a dependent. */
export function reachesClient(actor: ActorContext, client: ClientFacts): boolean {
  const me = actor.accountId;
  return !!me && (client.id === me || client.accountManagerIds.includes(me));
}

/**
 * The ids, among these clients of the copy, the actor reaches as a client: themself and their dependents.
 * Staff who see every event reach all of them.
 */
export function clientScope(actor: ActorContext, clients: readonly ClientFacts[]): string[] {
  if (seesAllEvents(actor)) return clients.map((c) => c.id);
  return clients.filter((c) => reachesClient(actor, c)).map((c) => c.id);
}

/**
 * The people whose events the actor reads as a client: themself and the dependents the copy knows.
 * `dependents` are the clients whose account managers include the actor.
 */
export function selfAndDependents(actor: ActorContext, dependents: readonly ClientFacts[]): string[] {
  if (!actor.accountId) return [];
  return [actor.accountId, ...dependents.filter((d) => reachesClient(actor, d)).map((d) => d.id)];
}

/** Whether the actor may read this event (see the rules above). */
export function mayReadEvent(actor: ActorContext, event: EventFacts): boolean {
  if (seesAllEvents(actor)) return true;
  if (isOwnTeacher(actor, event)) return true;
  return event.clients.some((c) => reachesClient(actor, c));
}

/** Whether the actor may change this event (time, staff, room, note, lock, status). */
export function mayChangeEvent(actor: ActorContext, event: EventStaffFacts): boolean {
  if (
    actor.role === 'superuser' ||
    actorCan(actor, 'update', 'EVENT') ||
    actorCan(actor, 'update', 'APPOINTMENT')
  )
    return true;
  return actorCan(actor, 'update', 'OWN_APPOINTMENT') && isOwnTeacher(actor, event);
}

/** Whether the actor may cancel this event as staff. */
export function mayCancelEvent(actor: ActorContext, event: EventStaffFacts): boolean {
  if (
    actor.role === 'superuser' ||
    actorCan(actor, 'cancel', 'EVENT') ||
    actorCan(actor, 'cancel', 'APPOINTMENT')
  )
    return true;
  return actorCan(actor, 'cancel', 'OWN_APPOINTMENT') && isOwnTeacher(actor, event);
}

/** Whether the actor may record attendance on this event. */
export function mayTakeAttendance(actor: ActorContext, event: EventStaffFacts): boolean {
  if (actor.role === 'superuser' || actorCan(actor, 'update', 'APPOINTMENT_STATUS')) return true;
  return actorCan(actor, 'update', 'OWN_EVENT_PARTICIPANT_STATUS') && isOwnTeacher(actor, event);
}

/**
 * Whether the actor may cancel this client's place: staff who may cancel the event, or the client
 * themself or one of their account managers.
 */
export function mayCancelParticipation(
  actor: ActorContext,
  event: EventStaffFacts,
  client: ClientFacts,
): boolean {
  return mayCancelEvent(actor, event) || reachesClient(actor, client);
}
