// Booking from a taken offer, in the caller's transaction: the appointment of the held time for its client,
// refused with the booking side's conflict text when the staff member or the room is taken meanwhile.
import type { EntityManager } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { bookingConflictMessage, bookingConflictOf } from '../booking/booking-conflict';
import { calendarEventData } from '../booking/booking-rules';
import { staffName } from '../directory/directory-rules';
import { staffByIds } from '../directory/directory.reader';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { newParticipant } from '../events/new-participant';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import type { WaitlistOfferEntity } from './waitlist.entity';

/** Books the held time for its client: an appointment of the service with the staff member, location and room. */
export async function bookOfferIn(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  offer: WaitlistOfferEntity,
  businessZone: string,
  now: Date,
): Promise<EventEntity> {
  const [service, location] = await Promise.all([
    em.findOne(ServiceEntity, {
      select: { id: true, name: true },
      where: { business, id: offer.serviceId },
    }),
    em.findOne(LocationEntity, {
      select: { id: true, name: true, timezone: true },
      where: { business, id: offer.locationId },
    }),
  ]);
  const room = offer.roomId
    ? await em.findOne(RoomEntity, { where: { business, id: offer.roomId, locationId: offer.locationId } })
    : null;
  const event: EventEntity = {
    id: newId(),
    business,
    name: service?.name ?? 'Appointment',
    startAt: offer.startAt,
    endAt: offer.endAt,
    status: 'EVENT_STATUS_ACTIVE',
    locationId: offer.locationId,
    roomId: room ? offer.roomId : null,
    serviceId: offer.serviceId,
    sessionId: null,
    primaryStaffId: offer.staffId,
    staffIds: [offer.staffId],
    originalStartAt: null,
    recurringId: null,
    recurringOutlier: false,
    isLocked: false,
    note: null,
    calendarColor: null,
    holdUntil: null,
    timezone: location?.timezone || businessZone,
    planName: null,
    capacity: null,
    waitlistEnabled: false,
    slotStatus: null,
    createdBy: actor.accountId,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    doNotNotify: false,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const participant = newParticipant(event, offer.clientId, 'client', now);
  await em.query('SAVEPOINT waitlist_booking');
  try {
    await em.insert(EventEntity, event);
    await em.query('RELEASE SAVEPOINT waitlist_booking');
  } catch (e) {
    const constraint = bookingConflictOf(e);
    if (!constraint) throw e;
    await em.query('ROLLBACK TO SAVEPOINT waitlist_booking');
    const staff = (await staffByIds(em, business, [offer.staffId])).get(offer.staffId);
    throw new UserError(
      bookingConflictMessage(constraint, {
        staffName: staff ? staffName(staff) : null,
        roomName: room?.name ?? null,
        startAt: offer.startAt,
        endAt: offer.endAt,
        zone: businessZone,
      }),
    );
  }
  await em.insert(EventParticipantEntity, participant);
  await emit(em, actor, business, 'event.booked', calendarEventData(event, [participant]));
  return event;
}
