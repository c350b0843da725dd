import { join } from 'node:path';
import { findSubgraphs } from '@tempo/config';
import { metricFamilies, seriesValue } from '@tempo/testing';
import { GATEWAY, GATEWAY_INTERNAL, get } from './client';

/**
 * Every metric the operations contract names is on the /metrics of the
 * process that owns it, in the running product: the gateway (internal
 * port), each subgraph's API (its port + 10000) and worker (its API's port
 * + 20000), each labelled with its app and role.
 */
const EVERY_PROCESS = [
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_eventloop_lag_seconds',
];
const KAFKA_CONSUMER = ['kafka_consumer_lag', 'kafka_consumer_events_total'];
const OWNED = {
  gateway: [
    'gateway_requests_total',
    'gateway_request_duration_seconds',
    'gateway_errors_total',
    'gateway_subgraph_requests_total',
    'gateway_subgraph_request_duration_seconds',
    'gateway_subgraph_errors_total',
    'gateway_rate_limited_total',
    'gateway_blocked_requests_total',
    'gateway_actor_cache_lookups_total',
    ...KAFKA_CONSUMER,
  ],
  api: ['subgraph_operations_total', 'subgraph_operation_duration_seconds'],
  worker: [
    'outbox_pending_events',
    'outbox_oldest_pending_seconds',
    'outbox_published_total',
    'outbox_relay_failures_total',
    ...KAFKA_CONSUMER,
    'bullmq_queue_jobs',
    'bullmq_jobs_total',
    'bullmq_job_duration_seconds',
  ],
};

/** The subgraphs' ports in this run: IDENTITY_URL names the first one's (default: the gateway's + 1). */
function processes(): Array<{ app: string; role: keyof typeof OWNED; url: string }> {
  const first = process.env.IDENTITY_URL
    ? Number(new URL(process.env.IDENTITY_URL).port)
    : Number(new URL(GATEWAY).port) + 1;
  const subgraphs = findSubgraphs(join(__dirname, '..', '..', '..'));
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return [
    { app: 'gateway', role: 'gateway', url: GATEWAY_INTERNAL },
    ...subgraphs.flatMap((s) => {
      const port = first + s.port - subgraphs[0].port;
      return [
        { app: s.name, role: 'api' as const, url: at(port + 10000) },
        { app: s.name, role: 'worker' as const, url: at(port + 20000) },
      ];
    }),
  ];
}

describe('metrics of the running product', () => {
  it('finds the gateway and the API and worker of every subgraph', () => {
    const apps = processes().map((p) => `${p.app} ${p.role}`);
    expect(apps).toEqual(expect.arrayContaining(['gateway gateway', 'identity api', 'identity worker']));
  });

  it.each(processes().map((p) => [`${p.app} ${p.role}`, p] as const))(
    '%s serves each of its metrics, labelled with its app and role',
    async (_name, p) => {
      const res = await get(p.url, '/metrics');
      expect(res.status).toBe(200);
      const families = metricFamilies(res.text);
      const missing = [...EVERY_PROCESS, ...OWNED[p.role]].filter((m) => !families.has(m));
      expect(missing).toEqual([]);
      expect(seriesValue(res.text, 'process_cpu_seconds_total', { app: p.app, role: p.role })).not.toBeNull();
    },
  );
});
