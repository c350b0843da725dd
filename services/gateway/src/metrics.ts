import { Counter, Histogram, Registry } from 'prom-client';
import { DURATION_BUCKETS, KafkaConsumerMetrics, operationLabels, processRegistry } from '@tempo/metrics';
import type { BlockReason } from '@tempo/contracts';

/**
 * The gateway's Prometheus metrics, with the process defaults, all labelled
 * app="gateway" role="gateway". Label values stay bounded: operation names
 * go through @tempo/metrics' operationLabels (cut, and capped in number).
 */

/** Refused by the general per-IP request limit (REQUEST_RATE_PER_IP), beside the RuleNames of rate-limit.ts. */
export const REQUEST_RULE = 'requestPerIp';

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
  /** Attempts refused by a rate-limit rule (a RuleName, or REQUEST_RULE). */
  rateLimited: Counter<'rule'>;
  /** Requests answered 403 by the firewall, by BlockReason. */
  blocked: Counter<'reason'>;
  /** Actor-cache lookups: hit (this process or Redis answered) or miss (identity was asked). */
  actorCacheLookups: Counter<'result'>;
  /** The cache-invalidation consumer's events and lag. */
  kafka: KafkaConsumerMetrics;
}

/** `registry` (tests pass their own) gets the gateway's series; the process's by default. */
export function createMetrics(
  registry: Registry = processRegistry({ app: 'gateway', role: 'gateway' }),
): GatewayMetrics {
  const registers = [registry];
  return {
    registry,
    operation: operationLabels(),
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
      buckets: DURATION_BUCKETS,
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
      buckets: DURATION_BUCKETS,
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
    rateLimited: new Counter({
      name: 'gateway_rate_limited_total',
      help: 'Attempts refused by a rate-limit rule (sign-in, mail, name checks, requests per IP), by rule',
      labelNames: ['rule'],
      registers,
    }),
    blocked: new Counter({
      name: 'gateway_blocked_requests_total',
      help: 'Requests answered 403 by the firewall, by reason (IP_BAN, COUNTRY_BLOCKED, THROTTLED)',
      labelNames: ['reason'],
      registers,
    }),
    actorCacheLookups: new Counter({
      name: 'gateway_actor_cache_lookups_total',
      help: 'Actor cache lookups: hit (in this process or Redis) or miss (identity was asked)',
      labelNames: ['result'],
      registers,
    }),
    kafka: new KafkaConsumerMetrics(registry),
  };
}

/** Counts a request the firewall answers 403: its reason, and when throttled each rule it broke. */
export function countBlocked(m: GatewayMetrics, reason: BlockReason, rules: readonly string[] = []): void {
  for (const rule of rules) m.rateLimited.inc({ rule });
  m.blocked.inc({ reason });
}
