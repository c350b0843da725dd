import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The processes of the product as their `role` label names them. */
export type Role = 'gateway' | 'api' | 'worker';
export type MetricType = 'counter' | 'gauge' | 'histogram';

export interface Family {
  type: MetricType;
  /** The processes whose /metrics carry the family (none for the series Prometheus makes itself). */
  roles: Role[];
  labels: string[];
  source?: 'prometheus';
}

export interface Catalogue {
  /** Labels every process puts on all of its series (prom-client default labels). */
  defaultLabels: string[];
  families: Record<string, Family>;
  /** Labels the scrape configuration adds to every series (infra/observability/README.md). */
  targetLabels: string[];
}

export const OBSERVABILITY_ROOT = join(__dirname, '..');

/** metrics.json: the one list of metric names the dashboards, the alert rules and their tests read. */
export function loadCatalogue(file = join(OBSERVABILITY_ROOT, 'metrics.json')): Catalogue {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Catalogue & { $comment?: string };
  return { defaultLabels: raw.defaultLabels, families: raw.families, targetLabels: raw.targetLabels };
}

const HISTOGRAM_SERIES = ['_bucket', '_sum', '_count'] as const;

/**
 * The family a series name belongs to: itself, or for a histogram's `_bucket`, `_sum` and `_count`
 * series the histogram. Undefined when the catalogue has no such family.
 */
export function familyOf(catalogue: Catalogue, series: string): { name: string; family: Family } | undefined {
  const own = catalogue.families[series];
  if (own) return { name: series, family: own };
  for (const suffix of HISTOGRAM_SERIES) {
    if (!series.endsWith(suffix)) continue;
    const name = series.slice(0, -suffix.length);
    const family = catalogue.families[name];
    if (family?.type === 'histogram') return { name, family };
  }
  return undefined;
}

/** The labels a selector of this series may match on: its own, the default and the scrape labels, `le` on buckets. */
export function labelsOf(catalogue: Catalogue, series: string): Set<string> {
  const found = familyOf(catalogue, series);
  if (!found) return new Set();
  const extra = series.endsWith('_bucket') && found.family.type === 'histogram' ? ['le'] : [];
  const process = found.family.source === 'prometheus' ? [] : catalogue.defaultLabels;
  return new Set([...found.family.labels, ...process, ...catalogue.targetLabels, ...extra]);
}
