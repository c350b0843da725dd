/**
 * Attendance (001 §5.5): a client's status at an event (no-show, completed, lesson mate, or none), taken
 * for one client or several at once, all or nothing.
 */
import type { ActorContext, Clock } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { mayTakeAttendance } from '../calendar/calendar-access';
import { eventViewsIn } from '../calendar/event-view';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import {
  attendanceStatus,
  BOOKING_TEXTS,
  CANCELLED_PLACES,
  isCancelledEvent,
  MAX_BATCH,
} from './booking-rules';
import { type Changed, inBusiness, othersEvent } from './booking-support';
import type { AttendanceItemInput } from './booking.model';
import { emitCalendarIn, lockedEventIn, participantsIn } from './booking.store';

/** Takes attendance; a part of BookingService. */
export class AttendanceService {
  constructor(
    private readonly db: TenantDb,
    private readonly clock: Clock,
  ) {}

  setAttendance(
    actor: ActorContext,
    business: string,
    eventId: string,
    clientId: string,
    status: string | null | undefined,
  ): Promise<Changed> {
    return this.batchAttendance(actor, business, [{ eventId, clientId, status }]);
  }

  batchAttendance(
    actor: ActorContext,
    business: string,
    items: readonly AttendanceItemInput[],
  ): Promise<Changed> {
    if (!items.length || items.length > MAX_BATCH) throw new UserError(BOOKING_TEXTS.batchSize);
    const wanted = items.map((i) => {
      const status = attendanceStatus(i.status);
      if (status === undefined) throw new UserError(BOOKING_TEXTS.attendance);
      return { eventId: i.eventId.trim(), clientId: i.clientId.trim(), status };
    });
    return inBusiness(this.db, business, async (em) => {
      const now = this.clock.now();
      const touched = new Map<string, EventEntity>();
      for (const w of wanted) {
        const row = touched.get(w.eventId) ?? (await lockedEventIn(em, business, w.eventId));
        if (!mayTakeAttendance(actor, row)) throw othersEvent();
        if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
        const parts = (await participantsIn(em, business, [row.id])).get(row.id) ?? [];
        const place = parts.find((p) => p.kind === 'client' && p.peopleId === w.clientId);
        if (!place) throw new UserError(BOOKING_TEXTS.notParticipant);
        if (CANCELLED_PLACES.includes(place.status ?? ''))
          throw new UserError(BOOKING_TEXTS.attendanceOfCancelled);
        await em.update(
          EventParticipantEntity,
          { business, id: place.id },
          { status: w.status, updatedAt: now },
        );
        const next = { version: row.version + 1, updatedAt: now };
        await em.update(EventEntity, { business, id: row.id }, next);
        const written = { ...row, ...next };
        touched.set(row.id, written);
        await emitCalendarIn(
          em,
          actor,
          business,
          'event.attendance_changed',
          written,
          parts.map((p) => (p.id === place.id ? { ...p, status: w.status } : p)),
        );
      }
      return { events: await eventViewsIn(em, business, [...touched.values()]), warnings: [] };
    });
  }
}
