import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { OBSERVABILITY_ROOT } from './catalogue';
import type { GrafanaDashboard, GraphPanel, RowPanel } from './grafana-schema';

/** The committed files the checks read: dashboards/*.json, alerts/*.yml and their promtool tests. */

export const DASHBOARD_DIR = join(OBSERVABILITY_ROOT, 'dashboards');
export const ALERT_DIR = join(OBSERVABILITY_ROOT, 'alerts');

const filesOf = (dir: string, suffix: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort();

export const dashboardFiles = () => filesOf(DASHBOARD_DIR, '.json');
export const readDashboard = (file: string) =>
  JSON.parse(readFileSync(join(DASHBOARD_DIR, file), 'utf8')) as GrafanaDashboard;

/** A dashboard as committed: its JSON formatted by the repository's Prettier settings. */
export function renderDashboard(file: string, dashboard: GrafanaDashboard): string {
  const prettier = join(dirname(require.resolve('prettier/package.json')), 'bin', 'prettier.cjs');
  return execFileSync(process.execPath, [prettier, '--stdin-filepath', join(DASHBOARD_DIR, file)], {
    input: JSON.stringify(dashboard),
    encoding: 'utf8',
  });
}

export const isRow = (p: GraphPanel | RowPanel): p is RowPanel => p.type === 'row';

/** Where a query comes from, for messages: `<file> › <panel title>` or `<file> › <alert name>`. */
export interface NamedQuery {
  where: string;
  expr: string;
}

/** Every panel query of a dashboard, and the metric each `label_values(metric, label)` variable reads. */
export function dashboardQueries(file: string, dashboard: GrafanaDashboard): NamedQuery[] {
  const panels = dashboard.panels.flatMap((p) => (isRow(p) ? p.panels : [p]));
  const queries = panels.flatMap((p) =>
    p.targets.map((t) => ({ where: `${file} › ${p.title}`, expr: t.expr })),
  );
  for (const v of dashboard.templating?.list ?? []) {
    if (v.type !== 'query') continue;
    const m = typeof v.query === 'string' ? /^label_values\((.+),\s*\w+\)$/.exec(v.query) : null;
    if (!m)
      throw new Error(`${file}: variable ${v.name} is not label_values(metric, label): ${String(v.query)}`);
    queries.push({ where: `${file} › variable ${v.name}`, expr: m[1] });
  }
  return queries;
}

export interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export interface RuleFile {
  groups: Array<{ name: string; rules: AlertRule[] }>;
}

export const alertFiles = () => filesOf(ALERT_DIR, '.yml').filter((f) => !f.endsWith('.test.yml'));
export const alertTestFiles = () => filesOf(ALERT_DIR, '.test.yml');
export const readYaml = <T>(file: string): T => parse(readFileSync(join(ALERT_DIR, file), 'utf8')) as T;

export function alertQueries(file: string): NamedQuery[] {
  return readYaml<RuleFile>(file).groups.flatMap((g) =>
    g.rules.map((r) => ({ where: `${file} › ${r.alert ?? r.record}`, expr: r.expr })),
  );
}

interface RuleTests {
  tests: Array<{ input_series: Array<{ series: string }> }>;
}

/** The series of the promtool unit tests: they must be series the product exports too. */
export function testSeries(file: string): NamedQuery[] {
  return readYaml<RuleTests>(file).tests.flatMap((t, i) =>
    t.input_series.map((s) => ({ where: `${file} › test ${i + 1}`, expr: s.series })),
  );
}
