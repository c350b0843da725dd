// Who claims each part of a set of open time. Busy items (closures, time off, events, blocked hours) each
// have a rank; where several cover the same instant, the lowest rank has it. Splitting open time this way
// is one sweep per open interval over the few claims that overlap it, found by binary search: the cost
// grows with the claims near each interval, not with every pair of items and pieces.
import { Interval, IntervalSet } from './intervals';

/** A busy interval of the item ranked `rank` (lower ranks win where claims overlap). */
export interface Claim extends Interval {
  readonly rank: number;
}

/** A piece of open time: claimed by the item ranked `rank`, or free (rank null). */
export interface ClaimedPiece extends Interval {
  readonly rank: number | null;
}

/** Claims sorted by start, with the running maximum of their ends, to find those overlapping an interval. */
export class ClaimIndex {
  private readonly sorted: Claim[];
  private readonly maxEnd: number[];

  constructor(claims: readonly Claim[]) {
    this.sorted = claims.filter((c) => c.end > c.start).sort((a, b) => a.start - b.start);
    this.maxEnd = [];
    let max = -Infinity;
    for (const c of this.sorted) this.maxEnd.push((max = Math.max(max, c.end)));
  }

  /** Appends to `out` every claim sharing an instant with [start, end). */
  collect(start: number, end: number, out: Claim[]): void {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid].start < end) lo = mid + 1;
      else hi = mid;
    }
    // Claims [0, lo) start before `end`; walk back while some of them may still reach past `start`.
    for (let k = lo - 1; k >= 0 && this.maxEnd[k] > start; k--) {
      if (this.sorted[k].end > start) out.push(this.sorted[k]);
    }
  }
}

/**
 * Splits every interval of `open` (a normalised set) into pieces, each claimed by the lowest-ranked claim
 * covering it (from any of the indexes) or free, in order. Consecutive parts of the same rank make one
 * piece; nothing is split across two open intervals.
 */
export function claimPieces(open: IntervalSet, indexes: readonly ClaimIndex[]): ClaimedPiece[] {
  const result: ClaimedPiece[] = [];
  const near: Claim[] = [];
  for (const o of open) {
    near.length = 0;
    for (const index of indexes) index.collect(o.start, o.end, near);
    if (near.length === 0) {
      result.push({ start: o.start, end: o.end, rank: null });
      continue;
    }
    const cuts = [o.start, o.end];
    for (const c of near) {
      if (c.start > o.start && c.start < o.end) cuts.push(c.start);
      if (c.end > o.start && c.end < o.end) cuts.push(c.end);
    }
    cuts.sort((a, b) => a - b);
    let current: { start: number; end: number; rank: number | null } | null = null;
    for (let k = 0; k + 1 < cuts.length; k++) {
      const from = cuts[k];
      const to = cuts[k + 1];
      if (to === from) continue;
      let rank: number | null = null;
      for (const c of near)
        if (c.start <= from && c.end > from && (rank === null || c.rank < rank)) rank = c.rank;
      if (current && current.rank === rank) current.end = to;
      else {
        if (current) result.push(current);
        current = { start: from, end: to, rank };
      }
    }
    if (current) result.push(current);
  }
  return result;
}
