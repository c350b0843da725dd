import {
  LatencySummary,
  RunFigures,
  formatRun,
  median,
  medianOverhead,
  medianRun,
  overheadOf,
  percentile,
  summarise,
} from './latency-stats';

const latency = (p50: number, p95: number, p99: number, count = 100): LatencySummary => ({
  count,
  p50,
  p95,
  p99,
});

const run = (
  gateway: number,
  direct: number,
  gatewayRps: number,
  directRps: number,
  cpu: number | null = null,
): RunFigures => ({
  gatewayCpu: { sequential: cpu, concurrent: cpu === null ? null : cpu / 2 },
  sequential: {
    gateway: latency(gateway, gateway * 2, gateway * 3),
    direct: latency(direct, direct * 2, direct * 3),
  },
  concurrent: {
    gateway: { ...latency(gateway * 4, gateway * 5, gateway * 6), perSecond: gatewayRps },
    direct: { ...latency(direct * 4, direct * 5, direct * 6), perSecond: directRps },
  },
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it.each([
    [50, 50],
    [95, 95],
    [99, 99],
    [100, 100],
    [0.1, 1],
  ])('p%s of 1..100 is %s', (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });

  it('takes the next sample up between ranks', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarise', () => {
  it('sorts unsorted samples before taking percentiles and leaves them as they were', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(summarise(samples)).toEqual({ count: 5, p50: 3, p95: 5, p99: 5 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('overhead', () => {
  it('is the gateway minus the direct path, and the throughput ratio', () => {
    expect(overheadOf(run(3, 2, 600, 800))).toEqual({ p50: 1, p95: 2, p99: 3, throughputRatio: 0.75 });
  });

  it('of several runs is the median of each run’s overhead, not the difference of medians', () => {
    // Medians of each path would give 4 - 2 = 2; the runs' own differences are 1, 1 and 4.
    const runs = [run(3, 2, 500, 1000), run(4, 3, 300, 1000), run(5, 1, 400, 1000)];
    expect(medianOverhead(runs).p50).toBe(1);
    expect(medianOverhead(runs).throughputRatio).toBe(0.4);
    const m = medianRun(runs);
    expect(m.sequential.gateway.p50).toBe(4);
    expect(m.sequential.direct.p50).toBe(2);
    expect(m.concurrent.gateway.perSecond).toBe(400);
  });

  it('takes the median CPU of the runs that could read it', () => {
    const m = medianRun([run(3, 2, 1, 1, 0.9), run(3, 2, 1, 1, null), run(3, 2, 1, 1, 0.5)]);
    expect(m.gatewayCpu).toEqual({ sequential: 0.7, concurrent: 0.35 });
    expect(medianRun([run(3, 2, 1, 1)]).gatewayCpu).toEqual({ sequential: null, concurrent: null });
  });
});

describe('formatRun', () => {
  it('prints the latencies, the gateway cost and the throughput ratio', () => {
    const r = run(3, 2, 600, 800);
    const text = formatRun(r, overheadOf(r), 8);
    expect(text).toMatch(/one at a time p50\s+3\.00 ms\s+2\.00 ms\s+\+1\.00 ms/);
    expect(text).toMatch(/one at a time p95\s+6\.00 ms\s+4\.00 ms\s+\+2\.00 ms/);
    expect(text).toMatch(/concurrency 8 requests\/s\s+600\s+800\s+75 %/);
    expect(text).not.toContain('CPU');
    const withCpu = run(3, 2, 600, 800, 0.8);
    expect(formatRun(withCpu, overheadOf(withCpu), 8)).toMatch(
      /gateway CPU\/request, 1 at a time\s+0\.80 ms\ngateway CPU\/request, concurrency 8\s+0\.40 ms$/,
    );
  });
});
