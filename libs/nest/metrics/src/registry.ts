import { collectDefaultMetrics, Registry } from 'prom-client';

/** What a process is: the gateway, a subgraph's API or a subgraph's worker. */
export type ProcessRole = 'gateway' | 'api' | 'worker';

export interface ProcessLabels {
  /** gateway | identity | people | ... */
  app: string;
  role: ProcessRole;
}

/** The buckets of every duration histogram, in seconds (the dashboards' latency panels read them). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus registry of one process: the default Node.js and process
 * metrics (memory, CPU, event-loop lag, ...), and `app` and `role` on every
 * series it exports.
 */
export function processRegistry(labels: ProcessLabels, defaults = true): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ app: labels.app, role: labels.role });
  if (defaults) collectDefaultMetrics({ register: registry });
  return registry;
}
