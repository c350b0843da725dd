/**
 * The plain fields of an event change (name, staff, location, room, note, colour, lock, status), validated
 * for one event, and the staff participants kept in step with the events' staff.
 */
import { EntityManager, In } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import { newParticipant } from '../events/new-participant';
import { locationIn } from '../locations/locations.store';
import { BOOKING_TEXTS, editableStatus } from './booking-rules';
import { clean, isManager, roomIn, serviceOfIn, staffIn } from './booking-support';
import type { UpdateEventInput } from './booking.model';
import { participantsIn } from './booking.store';

/** The fields of an event a change may set besides its times. */
export type Fields = Partial<
  Pick<
    EventEntity,
    | 'name'
    | 'primaryStaffId'
    | 'staffIds'
    | 'roomId'
    | 'locationId'
    | 'note'
    | 'calendarColor'
    | 'isLocked'
    | 'status'
  >
>;

/** The plain fields an update changes (validated), for one event or the events of a scope. */
export async function fieldsIn(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  row: EventEntity,
  input: Omit<Partial<UpdateEventInput>, 'id'>,
): Promise<Fields> {
  const fields: Fields = {};
  if (input.name !== undefined && input.name !== null) {
    const name = input.name.trim();
    if (!name) throw new UserError('name is required');
    if (name !== row.name) fields.name = name;
  }
  const staffIds = input.staffIds?.map((s) => s.trim()).filter(Boolean);
  const staffId = clean(input.staffId);
  if (staffIds?.length || staffId) {
    const wanted = [...new Set([...(staffId ? [staffId] : []), ...(staffIds ?? [])])];
    await staffIn(em, business, wanted);
    const primary = staffId ?? wanted[0];
    const list = staffIds?.length
      ? [...new Set([primary, ...staffIds])]
      : [primary, ...row.staffIds.filter((s) => s !== row.primaryStaffId && s !== primary)];
    fields.primaryStaffId = primary;
    fields.staffIds = list;
  }
  const locationId = clean(input.locationId);
  if (locationId && locationId !== row.locationId) {
    await locationIn(em, business, locationId);
    fields.locationId = locationId;
    if (input.roomId === undefined || input.roomId === null) fields.roomId = null;
  }
  if (input.roomId !== undefined && input.roomId !== null) {
    const roomId = clean(input.roomId);
    if (roomId) {
      const service = await serviceOfIn(em, business, row);
      await roomIn(em, business, roomId, fields.locationId ?? row.locationId, service);
    }
    if (roomId !== row.roomId) fields.roomId = roomId;
  }
  if (input.note !== undefined && input.note !== null) fields.note = clean(input.note);
  if (input.calendarColor !== undefined && input.calendarColor !== null)
    fields.calendarColor = clean(input.calendarColor);
  if (input.isLocked !== undefined && input.isLocked !== null && input.isLocked !== row.isLocked) {
    if (!isManager(actor)) throw new UserError(BOOKING_TEXTS.lockByManager);
    fields.isLocked = input.isLocked;
  }
  if (input.status !== undefined && input.status !== null && input.status.trim()) {
    const status = editableStatus(input.status);
    if (!status) throw new UserError(BOOKING_TEXTS.status);
    if (status !== row.status) fields.status = status;
  }
  return fields;
}

/** Keeps the staff participants in step with the events' staff. */
export async function syncStaffParticipantsIn(
  em: EntityManager,
  business: string,
  events: readonly EventEntity[],
  now: Date,
) {
  if (!events.length) return;
  const parts = await participantsIn(
    em,
    business,
    events.map((e) => e.id),
  );
  for (const e of events) {
    const want = [...new Set([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...e.staffIds])];
    const have = (parts.get(e.id) ?? []).filter((p) => p.kind === 'staff');
    const gone = have.filter((p) => !want.includes(p.peopleId)).map((p) => p.id);
    if (gone.length) await em.delete(EventParticipantEntity, { business, id: In(gone) });
    const added = want.filter((s) => !have.some((p) => p.peopleId === s));
    if (added.length)
      await em.insert(
        EventParticipantEntity,
        added.map((s) => newParticipant(e, s, 'staff', now)),
      );
  }
}
