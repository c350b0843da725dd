import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The gateway's Prometheus metrics. Label values stay bounded: operation
 * names are cut to 64 characters and default to 'anonymous', and since
 * clients choose them, only the first MAX_OPERATION_LABELS distinct names
 * get a series of their own; later ones are counted as 'other'.
 */

export const MAX_OPERATION_LABEL = 64;
export const MAX_OPERATION_LABELS = 500;

export const operationLabel = (name: string | null | undefined): string =>
  name && name.trim() ? name.trim().slice(0, MAX_OPERATION_LABEL) : 'anonymous';

export interface GatewayMetrics {
  registry: Registry;
  /** The operation label for an operation name (truncated, capped in number). */
  operation(name: string | null | undefined): string;
  requests: Counter<'operation' | 'status'>;
  duration: Histogram<'operation'>;
  errors: Counter<'operation' | 'code'>;
  subgraphRequests: Counter<'subgraph' | 'operation'>;
  subgraphDuration: Histogram<'subgraph'>;
  subgraphErrors: Counter<'subgraph'>;
  /**
   * Operations sent straight to one subgraph (direct-route.ts): `answered`
   * when its answer went back as it came, `handed_over` when Apollo read it.
   */
  directCalls: Counter<'outcome'>;
  /** Content-Security-Policy violations reported by browsers, by directive. */
  cspViolations: Counter<'directive'>;
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(registry: Registry = new Registry(), defaults = true): GatewayMetrics {
  if (defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const known = new Set<string>();
  return {
    registry,
    operation(name) {
      const label = operationLabel(name);
      if (label === 'anonymous' || known.has(label)) return label;
      if (known.size >= MAX_OPERATION_LABELS) return 'other';
      known.add(label);
      return label;
    },
    requests: new Counter({
      name: 'gateway_requests_total',
      help: 'GraphQL requests by operation and HTTP status',
      labelNames: ['operation', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'gateway_request_duration_seconds',
      help: 'GraphQL request duration',
      labelNames: ['operation'],
      buckets: BUCKETS,
      registers,
    }),
    errors: new Counter({
      name: 'gateway_errors_total',
      help: 'Errors returned to clients by operation and code',
      labelNames: ['operation', 'code'],
      registers,
    }),
    subgraphRequests: new Counter({
      name: 'gateway_subgraph_requests_total',
      help: 'Requests sent to subgraphs',
      labelNames: ['subgraph', 'operation'],
      registers,
    }),
    subgraphDuration: new Histogram({
      name: 'gateway_subgraph_request_duration_seconds',
      help: 'Subgraph request duration',
      labelNames: ['subgraph'],
      buckets: BUCKETS,
      registers,
    }),
    subgraphErrors: new Counter({
      name: 'gateway_subgraph_errors_total',
      help: 'Subgraph requests that failed (transport, HTTP status or GraphQL errors)',
      labelNames: ['subgraph'],
      registers,
    }),
    directCalls: new Counter({
      name: 'gateway_direct_calls_total',
      help: 'Operations sent straight to the one subgraph that answers them, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    cspViolations: new Counter({
      name: 'gateway_csp_violations_total',
      help: 'Content-Security-Policy violations reported by browsers, by directive',
      labelNames: ['directive'],
      registers,
    }),
  };
}
