/**
 * An edit of a series from one of its events on (scope following) or of all of it: which events change and
 * how, and the write of the series rows (a move re-times the series, or splits it at the event).
 */
import { EntityManager } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { applySeriesChange, occurrencesBetween, type SeriesRule } from '@tempo/scheduling-rules';
import { EventSeriesEntity } from '../events/event-series.entity';
import type { EventEntity } from '../events/event.entity';
import {
  addMinutesToTime,
  BOOKING_TEXTS,
  isCancelledEvent,
  localDateText,
  localTimeAt,
  ruleOfSeries,
  type Scope,
} from './booking-rules';
import { assertMayChange, MINUTE, seriesEventsIn, storedOccurrencesOf } from './booking-support';
import type { Fields } from './event-fields';

/** A change of one event: what it was, what it becomes, and whether its times change. */
export interface EventChange {
  row: EventEntity;
  next: Partial<EventEntity>;
  moved: boolean;
}

/** The events a series edit changes, and the write of its series rows to run before theirs. */
export interface SeriesEdit {
  changes: EventChange[];
  write: (() => Promise<void>) | null;
}

/** The changes of a series edit (scope following or all) and the write of its series rows. */
export async function seriesEditIn(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  row: EventEntity,
  scope: Exclude<Scope, 'this'>,
  fields: Fields,
  times: [number, number] | null,
  now: Date,
): Promise<SeriesEdit> {
  const series = await em.findOneOrFail(EventSeriesEntity, { where: { business, id: row.recurringId! } });
  const rule = ruleOfSeries(series);
  const all = await seriesEventsIn(em, business, series.id);
  const stored = storedOccurrencesOf(all);
  const target = stored.find((o) => o.id === row.id)!;
  const inScope = all.filter(
    (e, i) =>
      !isCancelledEvent(e.status) &&
      e.status !== 'EVENT_STATUS_COMPLETED' &&
      (scope === 'all' || stored[i].originalStartAt >= target.originalStartAt),
  );
  for (const e of inScope) assertMayChange(actor, e);
  const byId = new Map(all.map((e) => [e.id, e]));
  const next = new Map<string, Partial<EventEntity>>(inScope.map((e) => [e.id, { ...fields }]));
  const movedIds = new Set<string>();
  let write: (() => Promise<void>) | null = null;
  if (times) {
    const [start, end] = times;
    const zone = series.timezone;
    if (localDateText(start, zone) !== localDateText(+row.startAt, zone))
      throw new UserError(BOOKING_TEXTS.seriesMoveDay);
    const minutes = Math.round((end - start) / MINUTE);
    if (minutes >= 1440) throw new UserError(BOOKING_TEXTS.tooLong);
    const fromTime = localTimeAt(start, zone);
    const fromDate = localDateText(target.originalStartAt, zone);
    const newRule: SeriesRule = {
      ...rule,
      fromTime,
      toTime: addMinutesToTime(fromTime, minutes),
      startDate: scope === 'following' ? fromDate : rule.startDate,
    };
    const plan = applySeriesChange(stored, {
      scope,
      occurrenceId: row.id,
      action: 'reschedule',
      rule,
      newRule,
      outliers: 'include',
    });
    for (const u of plan.update) {
      movedIds.add(u.id);
      next.set(u.id, {
        ...(next.get(u.id) ?? fields),
        startAt: new Date(u.startAt),
        endAt: new Date(u.endAt),
        originalStartAt: new Date(u.originalStartAt),
        recurringOutlier: u.recurringOutlier,
      });
    }
    for (const id of plan.cancel) next.set(id, { ...(next.get(id) ?? {}), status: 'EVENT_STATUS_DELETED' });
    const first = occurrencesBetween(newRule, newRule.startDate)[0];
    const after = plan.series?.after ?? newRule;
    const before = plan.series?.before ?? null;
    const inScopeIds = new Set(inScope.map((e) => e.id));
    write = async () => {
      if (scope === 'following' && before) {
        await em.update(
          EventSeriesEntity,
          { business, id: series.id },
          { rrule: before.rrule, updatedAt: now },
        );
        const id = newId();
        await em.insert(EventSeriesEntity, {
          id,
          business,
          rrule: after.rrule,
          timezone: zone,
          firstStartAt: new Date(first?.startAt ?? start),
          durationMinutes: minutes,
          createdAt: now,
          updatedAt: now,
        });
        for (const eid of inScopeIds) next.set(eid, { ...(next.get(eid) ?? {}), recurringId: id });
        // the rows are written after this, with their new series
        changesRef.forEach((c) => {
          if (inScopeIds.has(c.row.id)) c.next.recurringId = id;
        });
      } else {
        await em.update(
          EventSeriesEntity,
          { business, id: series.id },
          {
            rrule: after.rrule,
            firstStartAt: new Date(first?.startAt ?? start),
            durationMinutes: minutes,
            updatedAt: now,
          },
        );
      }
    };
  }
  const changesRef: EventChange[] = [...next.entries()]
    .filter(([, n]) => Object.keys(n).length)
    .map(([id, n]) => ({ row: byId.get(id)!, next: n, moved: movedIds.has(id) }));
  return { changes: changesRef, write };
}
