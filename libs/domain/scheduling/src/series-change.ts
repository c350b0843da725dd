// Planning an edit of a recurring series over its stored occurrences (its events). Nothing is saved here: the
// plan lists which occurrences to update, which to create and which to cancel.
// - 'this': only that occurrence, moved (it becomes a recurringOutlier keeping its originalStartAt) or cancelled;
//   this is the one scope that changes an outlier.
// - 'following': that occurrence and every one whose originalStartAt is at or after its own. The old series
//   ends the day before (`series.before`); from that local date on, `newRule` is a new series.
// - 'all': every occurrence of the series.
// A stored occurrence's local date is its originalStartAt's date in the current rule's zone. When the new rule
// occurs on that date the occurrence takes the new rule's instants for that date, computed in the rule's zone
// (moving all from 16:00 to 17:00 stays 17:00 local across DST) and stops being an outlier; otherwise it is
// cancelled. Dates of the new rule without a stored occurrence are created (up to `horizonEnd` when given).
// Outliers under 'following'/'all' (`outliers: 'keep'`, the default): they keep their own moved times and are
// neither moved nor cancelled, even when the series is cancelled; when the new rule still occurs on their date,
// only their originalStartAt is re-linked to it, and no second occurrence is created for that date.
// `outliers: 'include'` treats them like the others. Settled occurrences (canceled, deleted, completed,
// location skip) are never changed and their dates are not created again.
import {
  SeriesOccurrence,
  SeriesRule,
  StoredOccurrence,
  endSeriesBefore,
  localDateOf,
  moveOccurrence,
  occurrenceTimesError,
  occurrencesBetween,
  seriesRuleError,
} from './series';

const SETTLED = /CANCELED|DELETED|COMPLETED|LOCATION_SKIP/;

interface SeriesWideChange {
  readonly scope: 'following' | 'all';
  /** The occurrence the edit was made on ('following' starts at it). */
  readonly occurrenceId: string;
  /** The series' current rule. */
  readonly rule: SeriesRule;
  readonly outliers?: 'keep' | 'include';
}

export type SeriesChange =
  | { readonly scope: 'this'; readonly occurrenceId: string; readonly action: 'cancel' }
  | {
      readonly scope: 'this';
      readonly occurrenceId: string;
      readonly action: 'move';
      readonly startAt: number;
      readonly endAt: number;
    }
  | (SeriesWideChange & { readonly action: 'cancel' })
  | (SeriesWideChange & {
      readonly action: 'reschedule';
      /** The rule from then on ('all': the whole series' new rule). */
      readonly newRule: SeriesRule;
      /** Occurrences are created up to here; required when newRule has no UNTIL or COUNT. */
      readonly horizonEnd?: number;
    });

export interface OccurrenceUpdate {
  readonly id: string;
  readonly originalStartAt: number;
  readonly startAt: number;
  readonly endAt: number;
  readonly recurringOutlier: boolean;
}

export interface SeriesChangePlan {
  readonly update: OccurrenceUpdate[];
  readonly create: SeriesOccurrence[];
  readonly cancel: string[];
  /** The rules after the change (null for 'this', where the rule stays): `before` what remains of the old
   *  series ('following': ended the day before, null when nothing is earlier; 'all': null), `after` the rule
   *  from the change on (null when cancelled). */
  readonly series: { readonly before: SeriesRule | null; readonly after: SeriesRule | null } | null;
}

/** A message when the change cannot apply to these stored occurrences, else null. */
export function seriesChangeError(
  existing: readonly StoredOccurrence[],
  change: SeriesChange,
): string | null {
  if (!existing.some((o) => o.id === change.occurrenceId)) return 'the occurrence is not part of the series';
  if (change.scope === 'this') {
    return change.action === 'move' ? occurrenceTimesError(change.startAt, change.endAt) : null;
  }
  const ruleError = seriesRuleError(change.rule, { horizon: true });
  if (ruleError || change.action === 'cancel') return ruleError;
  return seriesRuleError(change.newRule, { horizon: change.horizonEnd !== undefined });
}

const updateOf = (o: OccurrenceUpdate): OccurrenceUpdate => ({
  id: o.id,
  originalStartAt: o.originalStartAt,
  startAt: o.startAt,
  endAt: o.endAt,
  recurringOutlier: o.recurringOutlier,
});

/** The plan of a series edit (see the rules above); throws a RangeError with the validation message. */
export function applySeriesChange(
  existing: readonly StoredOccurrence[],
  change: SeriesChange,
): SeriesChangePlan {
  const error = seriesChangeError(existing, change);
  if (error) throw new RangeError(error);
  const target = existing.find((o) => o.id === change.occurrenceId)!;
  if (change.scope === 'this') {
    if (change.action === 'cancel') return { update: [], create: [], cancel: [target.id], series: null };
    const moved = moveOccurrence(target, change.startAt, change.endAt);
    return { update: [updateOf(moved)], create: [], cancel: [], series: null };
  }
  const zone = change.rule.timezone;
  const fromDate = localDateOf(target.originalStartAt, zone);
  const before = change.scope === 'following' ? endSeriesBefore(change.rule, fromDate) : null;
  const inScope = existing.filter(
    (o) => change.scope === 'all' || o.originalStartAt >= target.originalStartAt,
  );
  const live = inScope.filter((o) => !SETTLED.test(o.status));
  const changeable = (o: StoredOccurrence) => !o.recurringOutlier || change.outliers === 'include';
  if (change.action === 'cancel') {
    return {
      update: [],
      create: [],
      cancel: live.filter(changeable).map((o) => o.id),
      series: { before, after: null },
    };
  }
  const { newRule, horizonEnd } = change;
  const dateOf = (o: StoredOccurrence) => localDateOf(o.originalStartAt, zone);
  const lastDate =
    horizonEnd === undefined
      ? undefined
      : [localDateOf(horizonEnd - 1, newRule.timezone), ...inScope.map(dateOf)].sort().at(-1);
  const start = change.scope === 'following' ? fromDate : newRule.startDate;
  const next = new Map(occurrencesBetween(newRule, start, lastDate).map((o) => [o.localDate, o]));
  const update: OccurrenceUpdate[] = [];
  const cancel: string[] = [];
  for (const o of live) {
    const n = next.get(dateOf(o));
    if (!changeable(o)) {
      if (n && n.originalStartAt !== o.originalStartAt)
        update.push({ ...updateOf(o), originalStartAt: n.originalStartAt });
    } else if (!n) {
      cancel.push(o.id);
    } else if (
      n.startAt !== o.startAt ||
      n.endAt !== o.endAt ||
      n.originalStartAt !== o.originalStartAt ||
      o.recurringOutlier
    ) {
      update.push({
        id: o.id,
        originalStartAt: n.originalStartAt,
        startAt: n.startAt,
        endAt: n.endAt,
        recurringOutlier: false,
      });
    }
  }
  const taken = new Set(inScope.map(dateOf));
  const create = [...next.values()].filter(
    (n) => !taken.has(n.localDate) && (horizonEnd === undefined || n.startAt < horizonEnd),
  );
  return { update, create, cancel, series: { before, after: newRule } };
}
