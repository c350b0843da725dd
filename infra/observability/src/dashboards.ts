import { DashboardCursorSync, VariableRefresh, VariableSort } from '@grafana/schema';
import type { GrafanaDashboard, VariableModel } from './grafana-schema';
import { DATASOURCE, layout, PanelSpec, Section, stat, timeseries } from './panels';

/**
 * The operators' overview dashboard (dashboards/tempo-overview.json is written from it:
 * `npm run dashboards -w @tempo/observability`). Every query names only metrics of metrics.json;
 * README.md says what each row shows and how to read it.
 */

const R = '[$__rate_interval]';
const OP = 'operation=~"$operation"';
const APP = 'app=~"$app"';
/** The error codes that are the product's fault, not the client's (the rest are refusals by design). */
export const SERVER_ERROR_CODES = 'INTERNAL_SERVER_ERROR|SERVICE_UNAVAILABLE|DOWNSTREAM_SERVICE_ERROR';
const QUANTILES = [
  ['p50', '0.5'],
  ['p95', '0.95'],
  ['p99', '0.99'],
] as const;

const rate = (metric: string, selector = '') => `rate(${metric}${selector ? `{${selector}}` : ''}${R})`;
const sumBy = (by: string, inner: string) => `sum by (${by}) (${inner})`;
const quantile = (q: string, bucket: string, by: string, selector = '') =>
  `histogram_quantile(${q}, sum by (le${by ? `, ${by}` : ''}) (${rate(bucket, selector)}))`;

/** One panel per percentile of a histogram, a series per value of `by` (`per` names it). */
function percentiles(what: string, bucket: string, by: string, per: string, legend: string, selector = '') {
  return QUANTILES.map(([name, q]) =>
    timeseries({
      title: `${what}: ${name} by ${per}`,
      description: `The ${name} latency of ${what.toLowerCase()} over the rate interval, one series per ${per}. A rise in p99 alone is a few slow requests; p50 rising means everything is slower.`,
      unit: 's',
      queries: [{ expr: quantile(q, bucket, by, selector), legend }],
    }),
  );
}

const gatewayRequests: Section = {
  title: 'Gateway: requests, errors, latency',
  panels: [
    stat({
      title: 'Requests/s',
      description: 'GraphQL requests per second through the gateway (the operations chosen above).',
      unit: 'reqps',
      queries: [{ expr: `sum(${rate('gateway_requests_total', OP)})`, legend: 'requests/s' }],
    }),
    stat({
      title: 'Server error ratio',
      description: `Errors that are the product's fault (${SERVER_ERROR_CODES.split('|').join(', ')}) per request. The gateway error-rate alert fires above 5% for 5 minutes.`,
      unit: 'percentunit',
      thresholds: [0.01, 0.05],
      queries: [
        {
          expr: `sum(${rate('gateway_errors_total', `${OP}, code=~"${SERVER_ERROR_CODES}"`)}) / sum(${rate('gateway_requests_total', OP)})`,
          legend: 'server errors',
        },
      ],
    }),
    stat({
      title: 'p95 latency',
      description:
        'The 95th percentile of request duration at the gateway. The latency alert fires above 1 s for 10 minutes.',
      unit: 's',
      thresholds: [0.5, 1],
      queries: [{ expr: quantile('0.95', 'gateway_request_duration_seconds_bucket', '', OP), legend: 'p95' }],
    }),
    stat({
      title: 'Actor-cache hit rate',
      description: "Share of the gateway's actor look-ups answered from its cache; a miss asks identity.",
      unit: 'percentunit',
      queries: [
        {
          expr: `sum(${rate('gateway_actor_cache_lookups_total', 'result="hit"')}) / sum(${rate('gateway_actor_cache_lookups_total')})`,
          legend: 'hit rate',
        },
      ],
    }),
    timeseries({
      title: 'Requests by operation',
      description:
        'Requests per second by GraphQL operation name (as the client names it; unnamed ones are "anonymous").',
      unit: 'reqps',
      width: 12,
      queries: [{ expr: sumBy('operation', rate('gateway_requests_total', OP)), legend: '{{operation}}' }],
    }),
    timeseries({
      title: 'Requests by HTTP status',
      description:
        'Requests per second by HTTP status. GraphQL errors mostly answer 200; 4xx are refusals (limits, blocks, bad requests), 5xx the gateway failing.',
      unit: 'reqps',
      width: 12,
      stack: true,
      queries: [{ expr: sumBy('status', rate('gateway_requests_total', OP)), legend: '{{status}}' }],
    }),
    timeseries({
      title: 'Errors by code',
      description:
        'Errors sent to clients per second by code. BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN and THROTTLED are refusals by design; INTERNAL_SERVER_ERROR and SERVICE_UNAVAILABLE are failures.',
      unit: 'short',
      width: 12,
      stack: true,
      queries: [{ expr: sumBy('code', rate('gateway_errors_total', OP)), legend: '{{code}}' }],
    }),
    timeseries({
      title: 'Error ratio by operation',
      description:
        'Errors (any code) per request, by operation: an operation near 100% is broken or refused for everyone.',
      unit: 'percentunit',
      width: 12,
      queries: [
        {
          expr: `${sumBy('operation', rate('gateway_errors_total', OP))} / ${sumBy('operation', rate('gateway_requests_total', OP))}`,
          legend: '{{operation}}',
        },
      ],
    }),
    ...percentiles(
      'Gateway requests',
      'gateway_request_duration_seconds_bucket',
      'operation',
      'operation',
      '{{operation}}',
      OP,
    ),
  ],
};

const subgraphsFromGateway: Section = {
  title: 'Gateway → subgraphs',
  panels: [
    timeseries({
      title: 'Subgraph requests',
      description: 'Requests per second the gateway sends to each subgraph.',
      unit: 'reqps',
      queries: [{ expr: sumBy('subgraph', rate('gateway_subgraph_requests_total')), legend: '{{subgraph}}' }],
    }),
    timeseries({
      title: 'Subgraph failure ratio',
      description:
        'Subgraph requests that failed (transport, HTTP status or GraphQL errors) per request, by subgraph. The subgraph-failure alert fires above 5% for 5 minutes.',
      unit: 'percentunit',
      queries: [
        {
          expr: `${sumBy('subgraph', rate('gateway_subgraph_errors_total'))} / ${sumBy('subgraph', rate('gateway_subgraph_requests_total'))}`,
          legend: '{{subgraph}}',
        },
      ],
    }),
    timeseries({
      title: 'Subgraph requests by operation',
      description: 'Which operations send work to which subgraph.',
      unit: 'reqps',
      queries: [
        {
          expr: sumBy('subgraph, operation', rate('gateway_subgraph_requests_total', OP)),
          legend: '{{subgraph}} {{operation}}',
        },
      ],
    }),
    ...percentiles(
      'Subgraph requests',
      'gateway_subgraph_request_duration_seconds_bucket',
      'subgraph',
      'subgraph',
      '{{subgraph}}',
    ),
  ],
};

const subgraphApis: Section = {
  title: 'Subgraph APIs',
  panels: [
    timeseries({
      title: 'Operations by subgraph',
      description: 'GraphQL operations per second each subgraph API resolved.',
      unit: 'ops',
      queries: [{ expr: sumBy('app', rate('subgraph_operations_total', APP)), legend: '{{app}}' }],
    }),
    timeseries({
      title: 'Error ratio by subgraph',
      description:
        'Operations that ended in an error per operation, by subgraph. The subgraph error-rate alert fires above 5% for 5 minutes.',
      unit: 'percentunit',
      thresholds: [0.01, 0.05],
      queries: [
        {
          expr: `${sumBy('app', rate('subgraph_operations_total', `${APP}, outcome="error"`))} / ${sumBy('app', rate('subgraph_operations_total', APP))}`,
          legend: '{{app}}',
        },
      ],
    }),
    timeseries({
      title: 'Errors by operation',
      description: 'Operations per second that ended in an error, by subgraph and operation.',
      unit: 'ops',
      queries: [
        {
          expr: sumBy('app, operation', rate('subgraph_operations_total', `${APP}, outcome="error"`)),
          legend: '{{app}} {{operation}}',
        },
      ],
    }),
    ...percentiles(
      'Subgraph operations',
      'subgraph_operation_duration_seconds_bucket',
      'app',
      'subgraph',
      '{{app}}',
      APP,
    ),
    ...percentiles(
      'Subgraph operations',
      'subgraph_operation_duration_seconds_bucket',
      'app, operation',
      'operation',
      '{{app}} {{operation}}',
      APP,
    ),
  ],
};

const signIn: Section = {
  title: 'Sign-in protection and actor cache',
  panels: [
    timeseries({
      title: 'Refused by rate limits',
      description:
        'Attempts refused per second by each rate-limit rule (sign-in per login, per IP, per login and IP; mail; name checks). A burst on one login is someone guessing its password.',
      unit: 'short',
      stack: true,
      queries: [{ expr: sumBy('rule', rate('gateway_rate_limited_total')), legend: '{{rule}}' }],
    }),
    timeseries({
      title: 'Blocked by the firewall',
      description: 'Requests answered 403 per second by block reason (banned IP, blocked country, ...).',
      unit: 'short',
      stack: true,
      queries: [{ expr: sumBy('reason', rate('gateway_blocked_requests_total')), legend: '{{reason}}' }],
    }),
    timeseries({
      title: 'Actor-cache look-ups',
      description:
        'Look-ups of the signed-in actor per second: hits are answered by the cache, misses ask identity. A falling hit rate means more load on identity.',
      unit: 'ops',
      stack: true,
      queries: [{ expr: sumBy('result', rate('gateway_actor_cache_lookups_total')), legend: '{{result}}' }],
    }),
  ],
};

const events: Section = {
  title: 'Events: outbox and Kafka',
  panels: [
    timeseries({
      title: 'Outbox: pending events',
      description:
        "Events written to each subgraph's outbox and not yet published to Kafka. Every worker replica reads the same table, so the panel takes the largest.",
      unit: 'short',
      queries: [{ expr: `max by (app) (outbox_pending_events{${APP}})`, legend: '{{app}}' }],
    }),
    timeseries({
      title: 'Outbox: oldest unpublished event',
      description:
        'Age of the oldest unpublished outbox row: how late other subgraphs learn of a change. The outbox-lag alert fires above 120 s for 5 minutes.',
      unit: 's',
      thresholds: [60, 120],
      queries: [{ expr: `max by (app) (outbox_oldest_pending_seconds{${APP}})`, legend: '{{app}}' }],
    }),
    timeseries({
      title: 'Outbox: published and relay failures',
      description: 'Events published per second, and relay attempts that failed (Kafka unreachable, ...).',
      unit: 'short',
      queries: [
        { expr: sumBy('app', rate('outbox_published_total', APP)), legend: '{{app}} published' },
        { expr: sumBy('app', rate('outbox_relay_failures_total', APP)), legend: '{{app}} relay failures' },
      ],
    }),
    timeseries({
      title: 'Kafka consumer lag',
      description:
        'Messages not yet consumed by each consumer group, by topic (high watermark minus committed offset). The consumer-lag alert fires above 1000 for 10 minutes.',
      unit: 'short',
      width: 12,
      queries: [
        {
          expr: `max by (app, group, topic) (kafka_consumer_lag{${APP}})`,
          legend: '{{app}} {{group}} {{topic}}',
        },
      ],
    }),
    timeseries({
      title: 'Consumed events by outcome',
      description: 'Events handled per second: processed, duplicate (a redelivery, normal) or failed.',
      unit: 'short',
      width: 12,
      stack: true,
      queries: [
        {
          expr: sumBy('app, outcome', rate('kafka_consumer_events_total', APP)),
          legend: '{{app}} {{outcome}}',
        },
      ],
    }),
  ],
};

const jobs: Section = {
  title: 'Jobs (BullMQ)',
  panels: [
    timeseries({
      title: 'Queue depth',
      description:
        'Jobs waiting, running and delayed in each queue (every worker sees the same Redis, so the largest report is taken).',
      unit: 'short',
      width: 12,
      queries: [
        {
          expr: `max by (app, queue, state) (bullmq_queue_jobs{${APP}, state=~"waiting|active|delayed"})`,
          legend: '{{app}} {{queue}} {{state}}',
        },
      ],
    }),
    timeseries({
      title: 'Failed jobs kept',
      description: 'Failed jobs kept in each queue for inspection.',
      unit: 'short',
      width: 12,
      queries: [
        {
          expr: `max by (app, queue) (bullmq_queue_jobs{${APP}, state="failed"})`,
          legend: '{{app}} {{queue}}',
        },
      ],
    }),
    timeseries({
      title: 'Jobs finished by outcome',
      description:
        'Jobs completed and failed per second by queue. The failing-jobs alert fires at 3 failures in 15 minutes.',
      unit: 'short',
      width: 12,
      queries: [
        {
          expr: sumBy('app, queue, outcome', rate('bullmq_jobs_total', APP)),
          legend: '{{app}} {{queue}} {{outcome}}',
        },
      ],
    }),
    timeseries({
      title: 'Job duration: p95 by queue',
      description: 'The 95th percentile of job duration by queue.',
      unit: 's',
      width: 12,
      queries: [
        {
          expr: quantile('0.95', 'bullmq_job_duration_seconds_bucket', 'app, queue', APP),
          legend: '{{app}} {{queue}}',
        },
      ],
    }),
  ],
};

const processPanel = (spec: Omit<PanelSpec, 'queries'>, expr: string) =>
  timeseries({ ...spec, queries: [{ expr, legend: '{{app}} {{role}} {{pod}}' }] });

const processes: Section = {
  title: 'Processes',
  panels: [
    processPanel(
      {
        title: 'Resident memory',
        description: 'Memory each process holds (RSS). The memory alert fires above 1 GiB for 15 minutes.',
        unit: 'bytes',
        width: 12,
      },
      `process_resident_memory_bytes{${APP}}`,
    ),
    processPanel(
      {
        title: 'Heap used',
        description: "V8's used heap by process: a steady climb across deploys is a leak.",
        unit: 'bytes',
        width: 12,
      },
      `nodejs_heap_size_used_bytes{${APP}}`,
    ),
    processPanel(
      { title: 'CPU', description: 'CPU time per second by process (1 = one core).', unit: 'short' },
      rate('process_cpu_seconds_total', APP),
    ),
    processPanel(
      {
        title: 'Event-loop lag p99',
        description:
          'The 99th percentile of event-loop delay: above 0.1 s every request of that process waits. The event-loop alert fires above 0.5 s for 5 minutes.',
        unit: 's',
        thresholds: [0.1, 0.5],
      },
      `nodejs_eventloop_lag_p99_seconds{${APP}}`,
    ),
    processPanel(
      {
        title: 'Event-loop lag',
        description: 'The event-loop delay measured at the last scrape.',
        unit: 's',
      },
      `nodejs_eventloop_lag_seconds{${APP}}`,
    ),
  ],
};

function queryVariable(name: string, label: string, query: string): VariableModel {
  return {
    type: 'query',
    name,
    label,
    datasource: DATASOURCE,
    query,
    refresh: VariableRefresh.onTimeRangeChanged,
    sort: VariableSort.alphabeticalAsc,
    multi: true,
    includeAll: true,
    allValue: '.*',
    current: { text: 'All', value: '$__all' },
  };
}

export function overviewDashboard(): GrafanaDashboard {
  return {
    uid: 'tempo-overview',
    title: 'Tempo overview',
    description:
      'Requests, errors and latency per operation and subgraph, sign-in protection, events, jobs and processes.',
    tags: ['tempo'],
    editable: true,
    graphTooltip: DashboardCursorSync.Crosshair,
    schemaVersion: 42,
    time: { from: 'now-3h', to: 'now' },
    timezone: 'browser',
    refresh: '30s',
    templating: {
      list: [
        { type: 'datasource', name: 'datasource', label: 'Data source', query: 'prometheus' },
        queryVariable('app', 'App', 'label_values(process_resident_memory_bytes, app)'),
        queryVariable('operation', 'Operation', 'label_values(gateway_requests_total, operation)'),
      ],
    },
    annotations: { list: [] },
    panels: layout([gatewayRequests, subgraphsFromGateway, subgraphApis, signIn, events, jobs, processes]),
  };
}

/** Every dashboard of dashboards/, by file name. */
export const DASHBOARDS: Record<string, () => GrafanaDashboard> = {
  'tempo-overview.json': overviewDashboard,
};
