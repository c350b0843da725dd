import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Express, Request, Response } from 'express';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import type Redis from 'ioredis';
import { safeErrorText } from '@tempo/contracts';
import { ActorLoader } from './actor-loader';
import { IdTokenVerifier, remoteIdTokenVerifier } from './authorization';
import { blockRules } from './blocking';
import { GatewayConfig, identityBase, subgraphUrls } from './config';
import { GatewayContext, SubgraphDataSource } from './data-source';
import { QUERY_TOO_COMPLEX, costLimitRule, depthLimitRule } from './limits';
import { GatewayMetrics, createMetrics } from './metrics';
import { GatewayLocals, gatewayPipeline } from './pipeline';
import { mountSpa } from './spa';
import type { SubgraphName } from './subgraphs';

export interface GatewayLogger {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
}

export interface GatewayDeps {
  redis: Redis;
  /** The composed supergraph (services/gateway/supergraph.graphql). */
  supergraphSdl: string;
  /** Id token verification; identity's JWKS at IDENTITY_URL's origin by default. */
  verifyIdToken?: IdTokenVerifier;
  /** fetch used to call identity's internal API. */
  fetch?: typeof fetch;
  metrics?: GatewayMetrics;
  logger?: GatewayLogger;
  /** SPA build folder; null serves no SPA. Defaults to SPA_DIR or apps/web/dist. */
  spaDir?: string | null;
}

export interface GatewayApp {
  app: Express;
  apollo: ApolloServer<GatewayContext>;
  metrics: GatewayMetrics;
  stop(): Promise<void>;
}

const consoleLogger: GatewayLogger = {
  info: (msg) => console.log(msg),
  error: (msg, err) => console.error(err === undefined ? msg : `${msg}: ${safeErrorText(err)}`),
};

/** Counts every error sent to clients by operation and code. */
const errorMetricsPlugin = (metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> => ({
  async requestDidStart() {
    return {
      async didEncounterErrors(ctx) {
        const operation = metrics.operation(ctx.operationName ?? ctx.request.operationName);
        for (const e of ctx.errors) {
          metrics.errors.inc({ operation, code: String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
        }
      },
    };
  },
});

/**
 * Apollo labels every validation failure GRAPHQL_VALIDATION_FAILED; the depth
 * and cost rules keep their own code so clients can tell them apart.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  if (original instanceof GraphQLError && original.extensions.code === QUERY_TOO_COMPLEX) {
    return { ...formatted, extensions: { ...formatted.extensions, code: QUERY_TOO_COMPLEX } };
  }
  return formatted;
}

/**
 * The gateway as an express app: /graphql (pipeline + Apollo Gateway over the
 * static supergraph), /healthz, /readyz, /metrics and the SPA. Starts Apollo;
 * the caller listens and owns Redis.
 */
export async function createGatewayApp(config: GatewayConfig, deps: GatewayDeps): Promise<GatewayApp> {
  const production = config.NODE_ENV === 'production';
  const logger = deps.logger ?? consoleLogger;
  const metrics = deps.metrics ?? createMetrics();
  const urls = subgraphUrls(config);

  const gateway = new ApolloGateway({
    supergraphSdl: deps.supergraphSdl,
    // The URL in the supergraph is the local default; <NAME>_URL wins.
    buildService: ({ name, url }) =>
      new SubgraphDataSource(name, urls[name as SubgraphName] ?? url ?? '', metrics),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !production,
    // Automatic persisted queries would hide the document from the rate limiter.
    persistedQueries: false,
    validationRules: [depthLimitRule(config.MAX_QUERY_DEPTH), costLimitRule(config.MAX_QUERY_COST)],
    formatError,
    includeStacktraceInErrorResponses: !production,
    plugins: [errorMetricsPlugin(metrics)],
  });
  await apollo.start();
  let schemaLoaded = true;

  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const failed: string[] = [];
    let timer: NodeJS.Timeout | undefined;
    try {
      const pong = await Promise.race([
        deps.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 1000);
        }),
      ]);
      if (pong !== 'PONG') failed.push('redis');
    } catch {
      failed.push('redis');
    } finally {
      clearTimeout(timer);
    }
    if (!schemaLoaded) failed.push('schema');
    res
      .status(failed.length ? 503 : 200)
      .json(failed.length ? { status: 'unavailable', failed } : { status: 'ok' });
  });

  app.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });

  const loader = new ActorLoader({
    identityBase: identityBase(config),
    serviceTokenSecret: config.SERVICE_TOKEN_SECRET,
    redis: deps.redis,
    fetch: deps.fetch,
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    gatewayPipeline({
      redis: deps.redis,
      loader,
      verify: deps.verifyIdToken ?? remoteIdTokenVerifier(identityBase(config)),
      metrics,
      blockRules: blockRules(config),
      loginLimits: {
        perIp: { max: config.LOGIN_RATE_PER_IP, windowSeconds: config.LOGIN_RATE_PER_IP_WINDOW_SECONDS },
        perLogin: {
          max: config.LOGIN_RATE_PER_LOGIN,
          windowSeconds: config.LOGIN_RATE_PER_LOGIN_WINDOW_SECONDS,
        },
      },
      requestLimit: {
        max: config.REQUEST_RATE_PER_IP,
        windowSeconds: config.REQUEST_RATE_PER_IP_WINDOW_SECONDS,
      },
      trustProxy: config.TRUST_PROXY,
      actorTokenSecret: config.ACTOR_TOKEN_SECRET,
      log: (msg, err) => logger.error(msg, err),
    }),
    expressMiddleware(apollo, {
      context: async ({ res }: { req: Request; res: Response }) => {
        const ctx = (res.locals as GatewayLocals).gateway;
        if (!ctx) throw new Error('gateway context missing');
        return ctx;
      },
    }),
  );

  const spaDir = deps.spaDir === undefined ? config.SPA_DIR : deps.spaDir;
  if (spaDir !== null && mountSpa(app, spaDir ?? undefined))
    logger.info(`serving the SPA from ${spaDir ?? 'apps/web/dist'}`);

  return {
    app,
    apollo,
    metrics,
    async stop() {
      schemaLoaded = false;
      await apollo.stop();
    },
  };
}
