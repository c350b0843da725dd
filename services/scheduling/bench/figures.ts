/**
 * What the benchmarks share: a monotonic timer, percentiles and the printed figure lines, a deterministic
 * random generator, and the web app's own GraphQL documents.
 */
import { createRequire } from 'node:module';

/** Milliseconds since `start` (a process.hrtime.bigint() reading): a monotonic timer, not the wall clock. */
export const msSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** The q-th percentile of ascending `sorted` samples (nearest rank). */
export const pct = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((q / 100) * sorted.length))) - 1];

export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

export interface Figure {
  p50: number;
  p95: number;
  /** p95 within the target (true without one). */
  pass: boolean;
}

/** Prints the p50 and p95 of `samples` (ms) on one line, with PASS or FAIL against a p95 `target`. */
export function figure(label: string, samples: readonly number[], target?: number): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = { p50: pct(sorted, 50), p95: pct(sorted, 95) };
  const pass = target === undefined || f.p95 <= target;
  console.log(
    `${label.padEnd(60)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  (${samples.length})` +
      (target === undefined ? '' : `  target p95 <= ${target} ms: ${verdict(pass)}`),
  );
  return { ...f, pass };
}

/** A small deterministic generator: the same attempts every run. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The web app's documents of these operations, as it sends them (read from apps/web/src). */
export function webAppDocuments(names: string[]): Record<string, string> {
  return (
    createRequire(__filename)('../../../load-tests/lib/operations.js') as {
      operationDocuments: (names: string[]) => Record<string, string>;
    }
  ).operationDocuments(names);
}
