/**
 * A change of a recurring schedule from a local date on (001 §3.3): the series' later events are replaced
 * by those of the new rule, time, staff or room, refused with the occurrences that collide (a dry run only
 * lists them).
 */
import { type ActorContext, Clock } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import {
  changeScheduleFrom,
  occurrencesBetween,
  parseLocalDate,
  parseLocalTime,
  type SeriesRule,
  seriesRuleError,
} from '@tempo/scheduling-rules';
import { eventViewsIn } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { businessSettings } from '../directory/directory.reader';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { newParticipant } from '../events/new-participant';
import {
  addMinutesToTime,
  BOOKING_TEXTS,
  boundedRule,
  localDateText,
  MAX_OCCURRENCES,
  ruleOfSeries,
} from './booking-rules';
import {
  activeClientPlaces,
  assertMayChange,
  attemptOf,
  clean,
  groupBy,
  inBusiness,
  insertEventsIn,
  roomIn,
  seriesEventsIn,
  serviceOfIn,
  staffIn,
  valid,
} from './booking-support';
import {
  type Attempt,
  collisionsIn,
  emitCalendarIn,
  guardedWriteIn,
  lockBookablesIn,
  lockedEventIn,
  participantsIn,
} from './booking.store';

export interface ScheduleChangeArgs {
  eventId: string;
  fromDate: string;
  rrule: string;
  startTime?: string | null;
  durationMinutes?: number | null;
  staffId?: string | null;
  roomId?: string | null;
  dryRun?: boolean | null;
}

export interface ScheduleChanged {
  conflicts: { startAt: string; endAt: string; reason: string }[];
  events: Event[];
  error: string | null;
}

/** Changes recurring schedules; a part of BookingService. */
export class ScheduleChangeService {
  constructor(
    private readonly db: TenantDb,
    private readonly clock: Clock,
  ) {}

  changeSchedule(actor: ActorContext, business: string, args: ScheduleChangeArgs): Promise<ScheduleChanged> {
    const fromDate = (args.fromDate ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDate) || !valid(() => parseLocalDate(fromDate)))
      throw new UserError(BOOKING_TEXTS.fromDate);
    const startTime = clean(args.startTime);
    if (startTime && (!/^\d{1,2}:\d{2}$/.test(startTime) || !valid(() => parseLocalTime(startTime))))
      throw new UserError(BOOKING_TEXTS.startTime);
    const minutes = args.durationMinutes;
    if (
      minutes !== null &&
      minutes !== undefined &&
      !(Number.isInteger(minutes) && minutes > 0 && minutes < 1440)
    )
      throw new UserError(BOOKING_TEXTS.durationMinutes);
    const rrule = (args.rrule ?? '').trim().replace(/^RRULE:/i, '');
    if (!rrule) throw new UserError('rrule is required');
    return inBusiness(this.db, business, async (em) => {
      const row = await lockedEventIn(em, business, args.eventId);
      assertMayChange(actor, row);
      if (!row.recurringId) throw new UserError(BOOKING_TEXTS.notRecurring);
      const settings = await businessSettings(em, business);
      const series = await em.findOneOrFail(EventSeriesEntity, { where: { business, id: row.recurringId } });
      const rule = ruleOfSeries(series);
      const zone = series.timezone;
      const fromTime = startTime ? startTime.padStart(5, '0') : rule.fromTime;
      const duration = minutes ?? series.durationMinutes;
      const unbounded: SeriesRule = {
        startDate: fromDate,
        fromTime,
        toTime: addMinutesToTime(fromTime, duration),
        timezone: zone,
        rrule,
      };
      const ruleError = seriesRuleError(unbounded, { horizon: true });
      if (ruleError) throw new UserError(ruleError);
      const newRule = boundedRule(unbounded);
      const staffId = clean(args.staffId) ?? row.primaryStaffId;
      if (clean(args.staffId)) await staffIn(em, business, [staffId!]);
      let roomId = row.roomId;
      if (args.roomId !== undefined && args.roomId !== null) {
        roomId = clean(args.roomId);
        const service = await serviceOfIn(em, business, row);
        if (roomId) await roomIn(em, business, roomId, row.locationId, service);
      }
      const all = await seriesEventsIn(em, business, series.id);
      const replaced = all.filter(
        (e) =>
          !e.recurringOutlier &&
          (e.status === 'EVENT_STATUS_ACTIVE' || e.status === 'EVENT_STATUS_HOLD') &&
          localDateText(+(e.originalStartAt ?? e.startAt), zone) >= fromDate,
      );
      for (const e of replaced) assertMayChange(actor, e);
      const planned = occurrencesBetween(newRule, fromDate);
      if (planned.length > MAX_OCCURRENCES) throw new UserError(BOOKING_TEXTS.tooMany);
      const staffIds = staffId
        ? [staffId, ...row.staffIds.filter((s) => s !== row.primaryStaffId && s !== staffId)]
        : row.staffIds;
      const attemptFor = (o: { startAt: number; endAt: number }): Attempt => ({
        startAt: new Date(o.startAt),
        endAt: new Date(o.endAt),
        staffIds,
        roomId,
      });
      const replacedIds = replaced.map((e) => e.id);
      await lockBookablesIn(em, business, planned.map(attemptFor));
      const collisions = await collisionsIn(
        em,
        business,
        planned.map(attemptFor),
        settings.timezone,
        replacedIds,
      );
      const reasonAt = new Map(collisions.map((c) => [planned[c.index].startAt, c.reason]));
      const check = changeScheduleFrom(rule, fromDate, newRule, (o) => reasonAt.get(o.startAt) ?? null);
      const conflicts = check.conflicts.map((c) => ({
        startAt: new Date(c.occurrence.startAt).toISOString(),
        endAt: new Date(c.occurrence.endAt).toISOString(),
        reason: c.reason,
      }));
      if (args.dryRun) return { conflicts, events: [], error: null };
      if (conflicts.length)
        return { conflicts, events: [], error: BOOKING_TEXTS.scheduleConflicts(conflicts.length) };
      if (!check.place.length) throw new UserError(BOOKING_TEXTS.noOccurrence);

      const now = this.clock.now();
      const template = await participantsIn(em, business, [row.id]);
      const clients = activeClientPlaces(template.get(row.id) ?? []);
      const reuse = !check.before;
      const recurringId = reuse ? series.id : newId();
      const events: EventEntity[] = check.place.map((o) => ({
        ...row,
        id: newId(),
        startAt: new Date(o.startAt),
        endAt: new Date(o.endAt),
        status: 'EVENT_STATUS_ACTIVE',
        primaryStaffId: staffId,
        staffIds,
        roomId,
        originalStartAt: new Date(o.originalStartAt),
        recurringId,
        recurringOutlier: false,
        holdUntil: null,
        createdBy: actor.accountId,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      }));
      const participants = events.flatMap((e) => [
        ...clients.map((c) =>
          newParticipant(e, c.peopleId, 'client', now, {
            planName: c.planName,
            payerId: c.payerId,
            enrollmentType: c.enrollmentType,
          }),
        ),
        ...staffIds.map((s) => newParticipant(e, s, 'staff', now)),
      ]);
      const attempts = events.map(attemptOf);
      await guardedWriteIn(em, business, attempts, settings.timezone, replacedIds, async () => {
        for (const e of replaced)
          await em.update(
            EventEntity,
            { business, id: e.id },
            { status: 'EVENT_STATUS_DELETED', version: e.version + 1, updatedAt: now },
          );
        if (reuse) {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            {
              rrule: newRule.rrule,
              firstStartAt: events[0].startAt,
              durationMinutes: duration,
              updatedAt: now,
            },
          );
        } else {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            { rrule: check.before!.rrule, updatedAt: now },
          );
          await em.insert(EventSeriesEntity, {
            id: recurringId,
            business,
            rrule: newRule.rrule,
            timezone: zone,
            firstStartAt: events[0].startAt,
            durationMinutes: duration,
            createdAt: now,
            updatedAt: now,
          });
        }
        await insertEventsIn(em, events, participants);
      });
      const oldParts = await participantsIn(em, business, replacedIds);
      for (const e of replaced)
        await emitCalendarIn(
          em,
          actor,
          business,
          'event.updated',
          { ...e, status: 'EVENT_STATUS_DELETED' },
          oldParts.get(e.id) ?? [],
        );
      const byEvent = groupBy(participants, (p) => p.eventId);
      for (const e of events)
        await emitCalendarIn(em, actor, business, 'event.booked', e, byEvent.get(e.id) ?? []);
      return { conflicts: [], events: await eventViewsIn(em, business, events), error: null };
    });
  }
}
