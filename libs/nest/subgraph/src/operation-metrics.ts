import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, DURATION_BUCKETS, Histogram, operationLabels, Registry } from '@tempo/metrics';

/**
 * The client's operation name in what the gateway sends: its query planner
 * names each fetch `<operation>__<subgraph>__<n>`, so the subgraph counts
 * the operation the client asked for.
 */
export function clientOperationName(name: string | null | undefined, subgraph: string): string | null {
  if (!name) return null;
  const suffix = new RegExp(`__${subgraph}__\\d+$`);
  return name.replace(suffix, '') || name;
}

/**
 * An Apollo plugin counting the API's operations:
 * `subgraph_operations_total{operation,outcome}` (outcome ok, or error when
 * the response carries errors) and `subgraph_operation_duration_seconds
 * {operation}`, with operation labels bounded as the gateway's are.
 */
export function operationMetricsPlugin(registry: Registry, subgraph: string): ApolloServerPlugin {
  const registers = [registry];
  const label = operationLabels();
  const operations = new Counter({
    name: 'subgraph_operations_total',
    help: 'GraphQL operations answered by this subgraph, by operation and outcome (ok, error)',
    labelNames: ['operation', 'outcome'],
    registers,
  });
  const duration = new Histogram({
    name: 'subgraph_operation_duration_seconds',
    help: 'Time this subgraph took to answer an operation',
    labelNames: ['operation'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  return {
    async requestDidStart() {
      const stop = duration.startTimer();
      let failed = false;
      return {
        async didEncounterErrors() {
          failed = true;
        },
        async willSendResponse({ operationName, request }) {
          const operation = label(clientOperationName(operationName ?? request.operationName, subgraph));
          stop({ operation });
          operations.inc({ operation, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
