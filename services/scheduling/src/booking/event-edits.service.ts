/**
 * Edits and moves of events (001 §4.1): one event, or a series from an event on or all of it (THIS,
 * FOLLOWING, ALL), and the same plain fields put on several events at once. Staff participants follow the
 * events' staff; a move warns of the clients' overlapping events.
 */
import { type ActorContext, Clock } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { eventViewsIn } from '../calendar/event-view';
import { businessSettings } from '../directory/directory.reader';
import { EventEntity } from '../events/event.entity';
import { BOOKING_TEXTS, isCancelledEvent, optionalInstant, parseScope } from './booking-rules';
import { assertMayChange, attemptOf, batchIds, type Changed, inBusiness, isManager } from './booking-support';
import type { BatchEventChangesInput, UpdateEventInput } from './booking.model';
import {
  assertFreeIn,
  emitCalendarIn,
  guardedWriteIn,
  lockedEventIn,
  lockedEventsIn,
  participantsIn,
} from './booking.store';
import { fieldsIn, syncStaffParticipantsIn } from './event-fields';
import { overlapWarningsIn } from './overlap-warnings';
import { type EventChange, seriesEditIn } from './series-edit';

/** Edits and moves events; a part of BookingService. */
export class EventEditsService {
  constructor(
    private readonly db: TenantDb,
    private readonly clock: Clock,
  ) {}

  update(
    actor: ActorContext,
    business: string,
    input: UpdateEventInput,
    scopeText?: string | null,
  ): Promise<Changed> {
    const scope = parseScope(scopeText);
    if (!scope) throw new UserError(BOOKING_TEXTS.scope);
    const start = optionalInstant(input.startAt);
    const end = optionalInstant(input.endAt);
    if (start === null) throw new UserError('startAt must be a date and time with an offset (ISO 8601)');
    if (end === null) throw new UserError(BOOKING_TEXTS.endAt);
    return inBusiness(this.db, business, async (em) => {
      const row = await lockedEventIn(em, business, input.id);
      assertMayChange(actor, row);
      if (
        input.expectedVersion !== null &&
        input.expectedVersion !== undefined &&
        input.expectedVersion !== row.version
      )
        throw new UserError(BOOKING_TEXTS.changedMeanwhile);
      if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
      const settings = await businessSettings(em, business);
      const fields = await fieldsIn(em, actor, business, row, input);
      const newStart = start ?? +row.startAt;
      const newEnd = end ?? (start !== undefined ? start + (+row.endAt - +row.startAt) : +row.endAt);
      if (newEnd <= newStart) throw new UserError(BOOKING_TEXTS.endAt);
      const moved = newStart !== +row.startAt || newEnd !== +row.endAt;
      if (moved && row.isLocked && !isManager(actor)) throw new UserError(BOOKING_TEXTS.locked);
      if (!moved && !Object.keys(fields).length) throw new UserError(BOOKING_TEXTS.nothingToChange);

      const now = this.clock.now();
      const changes: EventChange[] = [];
      let seriesWrite: (() => Promise<void>) | null = null;
      if (scope === 'this' || !row.recurringId) {
        changes.push({
          row,
          moved,
          next: {
            ...fields,
            ...(moved
              ? {
                  startAt: new Date(newStart),
                  endAt: new Date(newEnd),
                  ...(row.recurringId
                    ? { recurringOutlier: true, originalStartAt: row.originalStartAt ?? row.startAt }
                    : {}),
                }
              : {}),
          },
        });
      } else {
        const planned = await seriesEditIn(
          em,
          actor,
          business,
          row,
          scope,
          fields,
          moved ? [newStart, newEnd] : null,
          now,
        );
        changes.push(...planned.changes);
        seriesWrite = planned.write;
      }

      const attempts = changes.map(({ row: r, next }) => attemptOf({ ...r, ...next }));
      const ids = changes.map((c) => c.row.id);
      const blocking = changes.filter(({ row: r, next }) => !isCancelledEvent(next.status ?? r.status));
      await assertFreeIn(
        em,
        business,
        blocking.map(({ row: r, next }) => attemptOf({ ...r, ...next })),
        settings.timezone,
        ids,
      );
      const written: EventEntity[] = [];
      await guardedWriteIn(em, business, attempts, settings.timezone, ids, async () => {
        if (seriesWrite) await seriesWrite();
        for (const c of changes) {
          const next = { ...c.next, version: c.row.version + 1, updatedAt: now };
          await em.update(EventEntity, { business, id: c.row.id }, next);
          written.push({ ...c.row, ...next });
        }
        await syncStaffParticipantsIn(em, business, written, now);
      });
      const parts = await participantsIn(
        em,
        business,
        written.map((e) => e.id),
      );
      for (const [i, e] of written.entries()) {
        const c = changes[i];
        const type = c.moved ? 'event.moved' : 'event.updated';
        await emitCalendarIn(em, actor, business, type, e, parts.get(e.id) ?? [], {
          ...(c.moved
            ? { previousStartAt: c.row.startAt.toISOString(), previousEndAt: c.row.endAt.toISOString() }
            : {}),
        });
      }
      const warnings = await overlapWarningsIn(
        em,
        business,
        written.filter((_, i) => changes[i].moved),
        parts,
        settings.timezone,
      );
      return { events: await eventViewsIn(em, business, written), warnings };
    });
  }

  batchUpdate(
    actor: ActorContext,
    business: string,
    ids: readonly string[],
    changes: BatchEventChangesInput,
  ): Promise<Changed> {
    const list = batchIds(ids);
    return inBusiness(this.db, business, async (em) => {
      const settings = await businessSettings(em, business);
      const rows = await lockedEventsIn(em, business, list);
      const now = this.clock.now();
      const planned: { row: EventEntity; next: Partial<EventEntity> }[] = [];
      for (const row of rows) {
        assertMayChange(actor, row);
        if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
        const fields = await fieldsIn(em, actor, business, row, changes);
        if (Object.keys(fields).length) planned.push({ row, next: fields });
      }
      if (!planned.length) throw new UserError(BOOKING_TEXTS.nothingToChange);
      const attempts = planned.map(({ row, next }) => attemptOf({ ...row, ...next }));
      const ids2 = planned.map((p) => p.row.id);
      await assertFreeIn(em, business, attempts, settings.timezone, ids2);
      const written: EventEntity[] = [];
      await guardedWriteIn(em, business, attempts, settings.timezone, ids2, async () => {
        for (const p of planned) {
          const next = { ...p.next, version: p.row.version + 1, updatedAt: now };
          await em.update(EventEntity, { business, id: p.row.id }, next);
          written.push({ ...p.row, ...next });
        }
        await syncStaffParticipantsIn(em, business, written, now);
      });
      const parts = await participantsIn(em, business, ids2);
      for (const e of written)
        await emitCalendarIn(em, actor, business, 'event.updated', e, parts.get(e.id) ?? []);
      return { events: await eventViewsIn(em, business, written), warnings: [] };
    });
  }
}
