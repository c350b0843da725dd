/**
 * The slots a cancellation frees, and who is told of them (the appointment waitlist) in the cancelling
 * transaction.
 */
import { EntityManager } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import type { EventEntity } from '../events/event.entity';

/** A slot a cancellation freed, as the appointment waitlist reads it (instants in epoch ms). */
export interface OpenedSlot {
  readonly serviceId: string;
  readonly staffId: string;
  readonly locationId: string;
  readonly roomId: string | null;
  readonly startAt: number;
  readonly endAt: number;
}

/** Who is told when a cancellation frees slots (the appointment waitlist), in the cancelling transaction. */
export interface SlotsOpenedListener {
  slotsOpened(
    em: EntityManager,
    business: string,
    slots: readonly OpenedSlot[],
    actor?: ActorContext | null,
  ): Promise<unknown>;
}
export const SLOTS_OPENED = Symbol('SLOTS_OPENED');

/** The slot an event frees: appointments with a service, a staff member and a location only. */
export const slotOf = (e: EventEntity): OpenedSlot | null => {
  const staffId = e.primaryStaffId ?? e.staffIds[0] ?? null;
  if (!e.serviceId || !staffId || !e.locationId || e.sessionId) return null;
  return {
    serviceId: e.serviceId,
    staffId,
    locationId: e.locationId,
    roomId: e.roomId,
    startAt: +e.startAt,
    endAt: +e.endAt,
  };
};
