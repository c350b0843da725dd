import { EntityManager, In, MoreThan } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { EventEntity } from '../events/event.entity';
import { LocationEntity, LocationHoursEntity } from '../locations/location.entity';
import { type ClosedHours, eventsInClosures } from './booking-rules';
import { emitCalendarIn, participantsIn } from './booking.store';

/** The statuses a closure turns into EVENT_STATUS_LOCATION_SKIP: events that still take place. */
export const SKIPPABLE_STATUSES = ['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD'];

/** The location's events still to come that would take place (active or on hold), by start. */
export function upcomingEventsIn(
  em: EntityManager,
  business: string,
  locationId: string,
  now: Date,
): Promise<EventEntity[]> {
  return em.find(EventEntity, {
    where: { business, locationId, status: In(SKIPPABLE_STATUSES), endAt: MoreThan(now) },
    order: { startAt: 'ASC', id: 'ASC' },
  });
}

/** The location's upcoming events that these closed hours would skip. */
export async function closureImpactIn(
  em: EntityManager,
  business: string,
  locationId: string,
  closed: readonly ClosedHours[],
  now: Date,
): Promise<EventEntity[]> {
  return eventsInClosures(await upcomingEventsIn(em, business, locationId, now), closed);
}

/**
 * Closures reach bookings already made: the location's upcoming events inside its stored closed hours become
 * EVENT_STATUS_LOCATION_SKIP (which frees their staff and room) and each publishes event.location_skipped
 * (billing honours countLocationClosures), in the caller's transaction. Returns the skipped events.
 */
export async function skipClosedEventsIn(
  em: EntityManager,
  actor: ActorContext,
  location: Pick<LocationEntity, 'id' | 'business'>,
  now: Date,
): Promise<EventEntity[]> {
  const hours = await em.find(LocationHoursEntity, {
    where: { business: location.business, locationId: location.id, kind: 'closed' },
  });
  const skipped = await closureImpactIn(em, location.business, location.id, hours, now);
  if (!skipped.length) return [];
  const participants = await participantsIn(
    em,
    location.business,
    skipped.map((e) => e.id),
  );
  const out: EventEntity[] = [];
  for (const e of skipped) {
    const next = { status: 'EVENT_STATUS_LOCATION_SKIP', version: e.version + 1, updatedAt: now };
    await em.update(EventEntity, { business: e.business, id: e.id }, next);
    const row = { ...e, ...next };
    await emitCalendarIn(em, actor, e.business, 'event.location_skipped', row, participants.get(e.id) ?? []);
    out.push(row);
  }
  return out;
}
