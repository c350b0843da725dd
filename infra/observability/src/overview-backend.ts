import { PanelSpec, Section, timeseries } from './panels';
import { APP, percentiles, quantile, rate, sumBy } from './queries';

/** The overview's rows behind the gateway: subgraph APIs, events, jobs and processes. */

export const subgraphApis: Section = {
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

export const events: Section = {
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

export const jobs: Section = {
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

export const processes: Section = {
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
