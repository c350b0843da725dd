import { timeseries } from './panels';

/** PromQL pieces the overview's rows share. Rates are over Grafana's `$__rate_interval`. */
export const R = '[$__rate_interval]';
export const OP = 'operation=~"$operation"';
export const APP = 'app=~"$app"';
/** The error codes that are the product's fault, not the client's (the rest are refusals by design). */
export const SERVER_ERROR_CODES = 'INTERNAL_SERVER_ERROR|SERVICE_UNAVAILABLE|DOWNSTREAM_SERVICE_ERROR';
const QUANTILES = [
  ['p50', '0.5'],
  ['p95', '0.95'],
  ['p99', '0.99'],
] as const;

export const rate = (metric: string, selector = '') =>
  `rate(${metric}${selector ? `{${selector}}` : ''}${R})`;
export const sumBy = (by: string, inner: string) => `sum by (${by}) (${inner})`;
export const quantile = (q: string, bucket: string, by: string, selector = '') =>
  `histogram_quantile(${q}, sum by (le${by ? `, ${by}` : ''}) (${rate(bucket, selector)}))`;

/** One panel per percentile of a histogram, a series per value of `by` (`per` names it). */
export function percentiles(
  what: string,
  bucket: string,
  by: string,
  per: string,
  legend: string,
  selector = '',
) {
  return QUANTILES.map(([name, q]) =>
    timeseries({
      title: `${what}: ${name} by ${per}`,
      description: `The ${name} latency of ${what.toLowerCase()} over the rate interval, one series per ${per}. A rise in p99 alone is a few slow requests; p50 rising means everything is slower.`,
      unit: 's',
      queries: [{ expr: quantile(q, bucket, by, selector), legend }],
    }),
  );
}
