// Interval algebra over instants. An interval is half-open, [start, end), in epoch milliseconds: the end is
// the first instant NOT covered, so 09:00-10:00 and 10:00-11:00 touch without overlapping and merge into
// 09:00-11:00. An interval set is an array kept normalised: sorted by start, no empty intervals, no two
// intervals overlapping or touching. Every function here returns a new normalised set and never mutates its
// arguments.

export interface Interval {
  readonly start: number;
  readonly end: number;
}

/** A set of intervals: sorted, non-empty, neither overlapping nor touching (see `normalise`). */
export type IntervalSet = readonly Interval[];

export function interval(start: number | Date, end: number | Date): Interval {
  return { start: +start, end: +end };
}

export function isEmpty(value: Interval): boolean {
  return !(value.end > value.start);
}

/** Sorts, drops empty intervals and merges overlapping or touching ones. */
export function normalise(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => !isEmpty(i)).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) {
      if (next.end > last.end) merged[merged.length - 1] = { start: last.start, end: next.end };
    } else {
      merged.push({ start: next.start, end: next.end });
    }
  }
  return merged;
}

/** Everything covered by any of the sets. */
export function union(...sets: readonly (readonly Interval[])[]): Interval[] {
  return normalise(sets.flat());
}

/** What `a` covers and `b` does not. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const cuts = normalise(b);
  const result: Interval[] = [];
  let j = 0;
  for (const piece of normalise(a)) {
    let start = piece.start;
    while (j < cuts.length && cuts[j].end <= start) j++;
    let k = j;
    while (k < cuts.length && cuts[k].start < piece.end) {
      if (cuts[k].start > start) result.push({ start, end: cuts[k].start });
      start = Math.max(start, cuts[k].end);
      if (cuts[k].end >= piece.end) break;
      k++;
    }
    if (start < piece.end) result.push({ start, end: piece.end });
  }
  return result;
}

/** What both `a` and `b` cover. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = normalise(a);
  const right = normalise(b);
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const start = Math.max(left[i].start, right[j].start);
    const end = Math.min(left[i].end, right[j].end);
    if (start < end) result.push({ start, end });
    if (left[i].end < right[j].end) i++;
    else j++;
  }
  return result;
}

/** True when the set covers the whole of `inner` (an empty `inner` is always covered). */
export function contains(set: readonly Interval[], inner: Interval): boolean {
  if (isEmpty(inner)) return true;
  return normalise(set).some((i) => i.start <= inner.start && inner.end <= i.end);
}

/** True when the set covers the instant `at` (start included, end excluded). */
export function covers(set: readonly Interval[], at: number): boolean {
  return set.some((i) => i.start <= at && at < i.end);
}

/** True when the two intervals share at least one instant. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end && !isEmpty(a) && !isEmpty(b);
}

/** Total length of the set in milliseconds (overlaps counted once). */
export function totalDuration(set: readonly Interval[]): number {
  return normalise(set).reduce((sum, i) => sum + (i.end - i.start), 0);
}

/** The part of the set inside `window`. */
export function clip(set: readonly Interval[], window: Interval): Interval[] {
  return intersect(set, [window]);
}
