/**
 * Figures of the gateway benchmark (bench/gateway-overhead.ts): latency
 * percentiles, the gateway's overhead over the direct path, throughput, and
 * the median of several runs. Pure, so that the arithmetic is tested; the
 * timings themselves are only ever printed.
 */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The p-th percentile (0 < p <= 100) of ascending samples, nearest-rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** The median of some values (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of one run of the benchmark, in milliseconds and requests per second. */
export interface RunFigures {
  /** One request at a time. */
  sequential: { gateway: LatencySummary; direct: LatencySummary };
  /** `concurrency` requests in flight for a fixed time. */
  concurrent: {
    gateway: LatencySummary & { perSecond: number };
    direct: LatencySummary & { perSecond: number };
  };
  /**
   * CPU time of the gateway process per request through it (ms, its
   * process_cpu_seconds_total), one at a time and at concurrency; null when
   * its metrics cannot be read. Unlike latency, it hardly moves with the
   * load of the rest of the machine.
   */
  gatewayCpu: { sequential: number | null; concurrent: number | null };
}

/** The gateway's cost read from one run (or from medians of runs): overhead in ms, throughput ratio. */
export interface Overhead {
  p50: number;
  p95: number;
  p99: number;
  /** Requests/s through the gateway divided by requests/s straight to the subgraph. */
  throughputRatio: number;
}

export function overheadOf(run: RunFigures): Overhead {
  const { gateway, direct } = run.sequential;
  return {
    p50: gateway.p50 - direct.p50,
    p95: gateway.p95 - direct.p95,
    p99: gateway.p99 - direct.p99,
    throughputRatio: run.concurrent.gateway.perSecond / run.concurrent.direct.perSecond,
  };
}

/** Every figure as the median of the runs' figures (each figure on its own). */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  const latency = (pick: (r: RunFigures) => LatencySummary): LatencySummary => ({
    count: m((r) => pick(r).count),
    p50: m((r) => pick(r).p50),
    p95: m((r) => pick(r).p95),
    p99: m((r) => pick(r).p99),
  });
  const known = (pick: (r: RunFigures) => number | null) => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  return {
    gatewayCpu: {
      sequential: known((r) => r.gatewayCpu.sequential),
      concurrent: known((r) => r.gatewayCpu.concurrent),
    },
    sequential: {
      gateway: latency((r) => r.sequential.gateway),
      direct: latency((r) => r.sequential.direct),
    },
    concurrent: {
      gateway: {
        ...latency((r) => r.concurrent.gateway),
        perSecond: m((r) => r.concurrent.gateway.perSecond),
      },
      direct: { ...latency((r) => r.concurrent.direct), perSecond: m((r) => r.concurrent.direct.perSecond) },
    },
  };
}

/**
 * The median overhead of several runs: each run's overhead first, then the
 * median of those (a difference of medians could pair a quiet gateway
 * sample with a noisy direct one).
 */
export function medianOverhead(runs: readonly RunFigures[]): Overhead {
  const each = runs.map(overheadOf);
  return {
    p50: median(each.map((o) => o.p50)),
    p95: median(each.map((o) => o.p95)),
    p99: median(each.map((o) => o.p99)),
    throughputRatio: median(each.map((o) => o.throughputRatio)),
  };
}

const ms = (v: number) => `${v.toFixed(2)} ms`;
const signedMs = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} ms`;
const pad = (s: string, n: number) => s.padStart(n);

/** A table of one run's (or the medians') figures. */
export function formatRun(run: RunFigures, overhead: Overhead, concurrency: number): string {
  const { sequential: s, concurrent: c, gatewayCpu: cpu } = run;
  const row = (label: string, g: string, d: string, o: string) =>
    `${label.padEnd(26)}${pad(g, 12)}${pad(d, 12)}${pad(o, 14)}`;
  const cpuRows = [
    ['gateway CPU/request, 1 at a time', cpu.sequential],
    [`gateway CPU/request, concurrency ${concurrency}`, cpu.concurrent],
  ] as const;
  return [
    row('', 'gateway', 'direct', 'gateway cost'),
    row('one at a time p50', ms(s.gateway.p50), ms(s.direct.p50), signedMs(overhead.p50)),
    row('one at a time p95', ms(s.gateway.p95), ms(s.direct.p95), signedMs(overhead.p95)),
    row('one at a time p99', ms(s.gateway.p99), ms(s.direct.p99), signedMs(overhead.p99)),
    row(`concurrency ${concurrency} p50`, ms(c.gateway.p50), ms(c.direct.p50), ''),
    row(`concurrency ${concurrency} p95`, ms(c.gateway.p95), ms(c.direct.p95), ''),
    row(
      `concurrency ${concurrency} requests/s`,
      c.gateway.perSecond.toFixed(0),
      c.direct.perSecond.toFixed(0),
      `${(overhead.throughputRatio * 100).toFixed(0)} %`,
    ),
    ...cpuRows.filter(([, v]) => v !== null).map(([label, v]) => `${label.padEnd(38)}${pad(ms(v!), 12)}`),
  ].join('\n');
}
