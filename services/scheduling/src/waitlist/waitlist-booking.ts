// Booking from a taken offer, in the caller's transaction: the appointment of the held time for its client,
// refused with the booking side's conflict text when the staff member or the room is taken meanwhile.
import type { EntityManager } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { calendarEventData } from '../booking/booking-rules';
import { guardedWriteIn } from '../booking/booking.store';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { newEvent } from '../events/new-event';
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
  const event = newEvent(
    {
      business,
      name: service?.name ?? 'Appointment',
      startAt: offer.startAt,
      endAt: offer.endAt,
      timezone: location?.timezone || businessZone,
      createdBy: actor.accountId,
      now,
    },
    {
      locationId: offer.locationId,
      roomId: room ? offer.roomId : null,
      serviceId: offer.serviceId,
      primaryStaffId: offer.staffId,
      staffIds: [offer.staffId],
    },
  );
  const participant = newParticipant(event, offer.clientId, 'client', now);
  // taken meanwhile: refused with the booking side's text, naming what took it
  const attempt = {
    startAt: event.startAt,
    endAt: event.endAt,
    staffIds: event.staffIds,
    roomId: event.roomId,
  };
  await guardedWriteIn(em, business, [attempt], businessZone, [], () => em.insert(EventEntity, event));
  await em.insert(EventParticipantEntity, participant);
  await emit(em, actor, business, 'event.booked', calendarEventData(event, [participant]));
  return event;
}
