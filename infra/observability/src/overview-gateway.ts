import { Section, stat, timeseries } from './panels';
import { OP, percentiles, quantile, rate, SERVER_ERROR_CODES, sumBy } from './queries';

/** The overview's gateway rows: requests, errors and latency; the subgraphs as the gateway sees them; sign-in protection. */

export const gatewayRequests: Section = {
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

export const subgraphsFromGateway: Section = {
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

export const signIn: Section = {
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
