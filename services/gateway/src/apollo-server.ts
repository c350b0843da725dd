import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GatewayLogger } from './app';
import { GatewayConfig } from './config';
import type { GatewayContext } from './data-source';
import { QUERY_TOO_COMPLEX, queryLimitRules } from './limits';
import type { GatewayMetrics } from './metrics';

/**
 * The gateway's own steps in Apollo's request life (one plugin, one
 * listener per request): every error sent to clients is counted by
 * operation and code, and the pipeline's afterResponse runs with the data
 * (e.g. a successful sign-in clearing its failed attempts).
 */
const gatewayPlugin = (metrics: GatewayMetrics, log: GatewayLogger): ApolloServerPlugin<GatewayContext> => ({
  async requestDidStart() {
    return {
      async didEncounterErrors(ctx) {
        const operation = metrics.operation(ctx.operationName ?? ctx.request.operationName);
        for (const e of ctx.errors) {
          metrics.errors.inc({ operation, code: String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
        }
      },
      async willSendResponse({ contextValue, response }) {
        if (!contextValue.afterResponse || response.body.kind !== 'single') return;
        try {
          await contextValue.afterResponse(response.body.singleResult.data);
        } catch (e) {
          log.error('after-response step failed', e);
        }
      },
    };
  },
});

/** graphql-js's "Did you mean …?" hints, which name fields the client did not ask for. */
const SUGGESTION = / ?Did you mean (.+?)\?$/;

/**
 * Apollo labels every validation failure GRAPHQL_VALIDATION_FAILED; the depth
 * and cost rules keep their own code so clients can tell them apart. In
 * production, suggestions are cut from every message (Apollo's
 * hideSchemaDetailsFromClientErrors covers validation only; variable
 * coercion errors carry them too).
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  production = false,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  let out = formatted;
  if (original instanceof GraphQLError && original.extensions.code === QUERY_TOO_COMPLEX) {
    out = { ...out, extensions: { ...out.extensions, code: QUERY_TOO_COMPLEX } };
  }
  if (production && SUGGESTION.test(out.message))
    out = { ...out, message: out.message.replace(SUGGESTION, '') };
  return out;
}

/** Apollo Server over the gateway: limits, error shaping and the gateway's plugin. Not started. */
export function gatewayApolloServer(
  config: GatewayConfig,
  gateway: ApolloGateway,
  metrics: GatewayMetrics,
  logger: GatewayLogger,
): ApolloServer<GatewayContext> {
  const production = config.NODE_ENV === 'production';
  return new ApolloServer<GatewayContext>({
    gateway,
    introspection: !production,
    // Automatic persisted queries would hide the document from the rate limiter.
    persistedQueries: false,
    validationRules: queryLimitRules(config),
    formatError: (formatted, error) => formatError(formatted, error, production),
    // No "Did you mean …" naming schema fields in production.
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    plugins: [gatewayPlugin(metrics, logger)],
  });
}
