import { newId } from '@tempo/db';
import type { EventEntity } from './event.entity';

/** What every new event names; the rest of its row is `NewEventOptions` or the defaults. */
export interface NewEventFields {
  readonly business: string;
  readonly name: string;
  readonly startAt: Date;
  readonly endAt: Date;
  readonly timezone: string;
  /** Who made it (the actor's account). */
  readonly createdBy: string | null;
  readonly now: Date;
}

/** The fields a new event may set besides the required ones. */
export type NewEventOptions = Partial<
  Pick<
    EventEntity,
    | 'locationId'
    | 'roomId'
    | 'serviceId'
    | 'sessionId'
    | 'primaryStaffId'
    | 'staffIds'
    | 'originalStartAt'
    | 'recurringId'
    | 'note'
    | 'calendarColor'
    | 'planName'
    | 'capacity'
    | 'waitlistEnabled'
    | 'doNotNotify'
  >
>;

/**
 * A new event row: active, version 1, unlocked, not cancelled, no hold, no slot status; the options as
 * given and every other field empty.
 */
export function newEvent(f: NewEventFields, o: NewEventOptions = {}): EventEntity {
  return {
    id: newId(),
    business: f.business,
    name: f.name,
    startAt: f.startAt,
    endAt: f.endAt,
    status: 'EVENT_STATUS_ACTIVE',
    locationId: o.locationId ?? null,
    roomId: o.roomId ?? null,
    serviceId: o.serviceId ?? null,
    sessionId: o.sessionId ?? null,
    primaryStaffId: o.primaryStaffId ?? null,
    staffIds: o.staffIds ?? [],
    originalStartAt: o.originalStartAt ?? null,
    recurringId: o.recurringId ?? null,
    recurringOutlier: false,
    isLocked: false,
    note: o.note ?? null,
    calendarColor: o.calendarColor ?? null,
    holdUntil: null,
    timezone: f.timezone,
    planName: o.planName ?? null,
    capacity: o.capacity ?? null,
    waitlistEnabled: o.waitlistEnabled ?? false,
    slotStatus: null,
    createdBy: f.createdBy,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    doNotNotify: o.doNotNotify ?? false,
    version: 1,
    createdAt: f.now,
    updatedAt: f.now,
  };
}
