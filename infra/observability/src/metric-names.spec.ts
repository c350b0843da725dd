import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { familyOf, labelsOf, loadCatalogue, OBSERVABILITY_ROOT } from './catalogue';
import { fromGrafana, selectors } from './promql';
import {
  alertFiles,
  alertQueries,
  alertTestFiles,
  dashboardFiles,
  dashboardQueries,
  NamedQuery,
  readDashboard,
  testSeries,
} from './sources';

/**
 * Every metric a dashboard panel, a dashboard variable or an alert rule names (and every series
 * the rules' unit tests feed) is a family of metrics.json, the list of what the product exports;
 * the labels a selector matches on are the family's, the processes' default ones or the scrape's.
 */
const catalogue = loadCatalogue();

const queries: NamedQuery[] = [
  ...dashboardFiles().flatMap((f) => dashboardQueries(f, readDashboard(f))),
  ...alertFiles().flatMap(alertQueries),
  ...alertTestFiles().flatMap(testSeries),
];

/** What is wrong with the metrics and labels of a query: [] when nothing. */
function unknownNames({ where, expr }: NamedQuery): string[] {
  return selectors(fromGrafana(expr)).flatMap(({ metric, labels }) => {
    if (!familyOf(catalogue, metric)) return [`${where}: ${metric} is not in metrics.json`];
    const known = labelsOf(catalogue, metric);
    return labels.filter((l) => !known.has(l)).map((l) => `${where}: ${metric} has no label ${l}`);
  });
}

describe('reading metric names from PromQL', () => {
  it('finds the metric of every selector, not functions, operators or grouping labels', () => {
    expect(
      selectors(
        'histogram_quantile(0.95, sum by (le, app) (rate(a_seconds_bucket{app=~"$app", x="1"}[5m]))) / on (app) group_left max(b) or vector(0)',
      ),
    ).toEqual([
      { metric: 'a_seconds_bucket', labels: ['app', 'x'] },
      { metric: 'b', labels: [] },
    ]);
    expect(selectors('{__name__="c_total", job="tempo"}')).toEqual([{ metric: 'c_total', labels: ['job'] }]);
  });

  it("reads Grafana's interval variables as durations, and refuses a syntax error", () => {
    expect(selectors(fromGrafana('rate(a_total[$__rate_interval])'))).toEqual([
      { metric: 'a_total', labels: [] },
    ]);
    expect(() => selectors('rate(a_total[$__rate_interval])')).toThrow(/syntax error/);
    expect(() => selectors('sum(rate(a_total[5m])')).toThrow(/syntax error/);
    expect(() => selectors('{__name__=~"a.*"}')).toThrow(/name the metric/);
  });

  it("maps a histogram's _bucket, _sum and _count series to the histogram only", () => {
    for (const s of ['_bucket', '_sum', '_count'])
      expect(familyOf(catalogue, `gateway_request_duration_seconds${s}`)?.name).toBe(
        'gateway_request_duration_seconds',
      );
    expect(familyOf(catalogue, 'outbox_pending_events_count')).toBeUndefined();
    expect(familyOf(catalogue, 'gateway_requests')).toBeUndefined();
    expect(labelsOf(catalogue, 'gateway_request_duration_seconds_bucket').has('le')).toBe(true);
    expect(labelsOf(catalogue, 'gateway_request_duration_seconds_sum').has('le')).toBe(false);
  });

  it('names what is unknown: a metric, or a label of a known metric', () => {
    expect(unknownNames({ where: 'x', expr: 'sum by (app) (rate(gateway_request_total[5m]))' })).toEqual([
      'x: gateway_request_total is not in metrics.json',
    ]);
    expect(unknownNames({ where: 'x', expr: 'gateway_subgraph_errors_total{subgrpah="people"}' })).toEqual([
      'x: gateway_subgraph_errors_total has no label subgrpah',
    ]);
  });
});

describe('metrics.json', () => {
  it('lists the labels the scrape configuration adds (prometheus/prometheus.yml), and Prometheus’s own', () => {
    const config = parse(readFileSync(join(OBSERVABILITY_ROOT, 'prometheus', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: Array<{ relabel_configs: Array<{ target_label?: string }> }>;
    };
    const added = config.scrape_configs
      .flatMap((c) => c.relabel_configs.map((r) => r.target_label ?? ''))
      .filter((l) => l && !l.startsWith('__'));
    expect([...catalogue.targetLabels].sort()).toEqual(['instance', 'job', ...added].sort());
    // A target label named like a process's own (app, role) would rename the process's to exported_*.
    expect(added.filter((l) => catalogue.defaultLabels.includes(l))).toEqual([]);
  });

  it('gives each family a type and the processes that export it', () => {
    for (const [name, f] of Object.entries(catalogue.families)) {
      expect([name, ['counter', 'gauge', 'histogram'].includes(f.type)]).toEqual([name, true]);
      expect([name, f.source === 'prometheus' || f.roles.length > 0]).toEqual([name, true]);
      expect([name, f.roles.every((r) => ['gateway', 'api', 'worker'].includes(r))]).toEqual([name, true]);
    }
  });
});

describe('the dashboards and alert rules name only exported metrics', () => {
  it('read queries from every dashboard, alert rule and rule test', () => {
    expect(dashboardFiles().length).toBeGreaterThan(0);
    expect(alertFiles().length).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(50);
  });

  it('name families of metrics.json, with their labels', () => {
    expect(queries.flatMap(unknownNames)).toEqual([]);
  });

  it('show every family of metrics.json somewhere', () => {
    const used = new Set(
      queries.flatMap(({ expr }) =>
        selectors(fromGrafana(expr)).map((s) => familyOf(catalogue, s.metric)?.name),
      ),
    );
    expect(Object.keys(catalogue.families).filter((f) => !used.has(f))).toEqual([]);
  });
});
