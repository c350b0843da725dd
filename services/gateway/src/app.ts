import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import express, { Express, NextFunction, Request, Response } from 'express';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import type Redis from 'ioredis';
import { safeErrorText } from '@tempo/contracts';
import { ActorLoader, ActorResponse } from './actor-loader';
import { ActorTokenCache } from './actor-token-cache';
import { IdTokenVerifier, remoteIdTokenVerifier } from './authorization';
import { blockRules, cachedBanCheck } from './blocking';
import { GatewayConfig, identityBase, identityInternalBase, subgraphUrls } from './config';
import { GatewayContext, SubgraphDataSource } from './data-source';
import { graphqlRoute } from './graphql-route';
import { QUERY_TOO_COMPLEX, costLimitRule, depthLimitRule } from './limits';
import { LocalCache } from './local-cache';
import { GatewayMetrics, createMetrics } from './metrics';
import { gatewayPipeline } from './pipeline';
import { RateLimits } from './rate-limit';
import { CSP_REPORT_PATH, HeaderPolicyOptions, baseHeaders, violatedDirective } from './security-headers';
import { mountSpa } from './spa';
import { subgraphFetcher } from './subgraph-fetcher';
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
  /** The public app: /graphql, /healthz and the SPA. */
  app: Express;
  /** The cluster-only app on INTERNAL_PORT: /healthz, /readyz, /metrics. */
  internalApp: Express;
  apollo: ApolloServer<GatewayContext>;
  metrics: GatewayMetrics;
  /** The in-process layer of the actor cache, for the invalidation consumer (cache-invalidation.ts). */
  actorCache: LocalCache<ActorResponse>;
  stop(): Promise<void>;
}

const consoleLogger: GatewayLogger = {
  info: (msg) => console.log(msg),
  error: (msg, err) => console.error(err === undefined ? msg : `${msg}: ${safeErrorText(err)}`),
};

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

/** The largest /graphql request body (413 beyond). */
const MAX_BODY_BYTES = 1024 * 1024;

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

/** The rate limits of rate-limit.ts from the environment. */
export function rateLimits(config: GatewayConfig): RateLimits {
  const limit = (max: number, windowSeconds: number) => ({ max, windowSeconds });
  return {
    signInPerIp: limit(config.LOGIN_RATE_PER_IP, config.LOGIN_RATE_PER_IP_WINDOW_SECONDS),
    signInPerLoginAndIp: limit(config.LOGIN_RATE_PER_LOGIN_IP, config.LOGIN_RATE_PER_LOGIN_IP_WINDOW_SECONDS),
    signInPerLogin: limit(config.LOGIN_RATE_PER_LOGIN, config.LOGIN_RATE_PER_LOGIN_WINDOW_SECONDS),
    mailPerIp: limit(config.MAIL_RATE_PER_IP, config.MAIL_RATE_PER_IP_WINDOW_SECONDS),
    mailPerRecipient: limit(config.MAIL_RATE_PER_RECIPIENT, config.MAIL_RATE_PER_RECIPIENT_WINDOW_SECONDS),
    nameCheckPerIp: limit(config.NAME_CHECK_RATE_PER_IP, config.NAME_CHECK_RATE_PER_IP_WINDOW_SECONDS),
    knownIpSeconds: config.LOGIN_KNOWN_IP_SECONDS,
  };
}

/**
 * The gateway as two express apps: the public one (/graphql: pipeline +
 * Apollo Gateway over the static supergraph, /healthz and the SPA) and the
 * internal one (/healthz, /readyz, /metrics). Starts Apollo; the caller
 * listens and owns Redis.
 */
export async function createGatewayApp(config: GatewayConfig, deps: GatewayDeps): Promise<GatewayApp> {
  const production = config.NODE_ENV === 'production';
  const logger = deps.logger ?? consoleLogger;
  const metrics = deps.metrics ?? createMetrics();
  const urls = subgraphUrls(config);
  const fetcher = subgraphFetcher();

  const gateway = new ApolloGateway({
    supergraphSdl: deps.supergraphSdl,
    // The URL in the supergraph is the local default; <NAME>_URL wins.
    buildService: ({ name, url }) =>
      new SubgraphDataSource(name, urls[name as SubgraphName] ?? url ?? '', metrics, fetcher),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !production,
    // Automatic persisted queries would hide the document from the rate limiter.
    persistedQueries: false,
    validationRules: [depthLimitRule(config.MAX_QUERY_DEPTH), costLimitRule(config.MAX_QUERY_COST)],
    formatError: (formatted, error) => formatError(formatted, error, production),
    // No "Did you mean …" naming schema fields in production.
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    plugins: [gatewayPlugin(metrics, logger)],
  });
  await apollo.start();
  let schemaLoaded = true;

  const policy: HeaderPolicyOptions = {
    production,
    publicDomain: config.PUBLIC_DOMAIN,
    publicPort: config.PUBLIC_PORT,
    publicProtocol: config.PUBLIC_PROTOCOL,
  };
  const securityHeaders = baseHeaders(policy);
  const app = express();
  app.disable('x-powered-by');
  const setSecurityHeaders = (_req: Request, res: Response, next: NextFunction) => {
    for (const name in securityHeaders) res.setHeader(name, securityHeaders[name]);
    next();
  };
  app.use(setSecurityHeaders);

  const actorCache = new LocalCache<ActorResponse>({ ttlMs: config.LOCAL_CACHE_MS });
  const banCache = new LocalCache<boolean>({ ttlMs: config.LOCAL_CACHE_MS });
  const loader = new ActorLoader({
    identityBase: identityInternalBase(config),
    serviceTokenSecret: config.SERVICE_TOKEN_SECRET,
    redis: deps.redis,
    fetch: deps.fetch,
    local: actorCache,
  });
  const pipeline = gatewayPipeline({
    redis: deps.redis,
    loader,
    verify: deps.verifyIdToken ?? remoteIdTokenVerifier(identityBase(config)),
    metrics,
    blockRules: blockRules(config),
    isBanned: cachedBanCheck(deps.redis, banCache),
    rateLimits: rateLimits(config),
    maxRootFields: config.MAX_ROOT_FIELDS,
    requestLimit: {
      max: config.REQUEST_RATE_PER_IP,
      windowSeconds: config.REQUEST_RATE_PER_IP_WINDOW_SECONDS,
    },
    trustProxy: config.TRUST_PROXY,
    actorTokens: new ActorTokenCache(config.ACTOR_TOKEN_SECRET),
    log: (msg, err) => logger.error(msg, err),
  });
  // First after the headers: every API request passes here, nothing else is tried before it.
  app.use('/graphql', graphqlRoute(apollo, pipeline, MAX_BODY_BYTES));

  // Browsers report policy violations here; only a bounded counter is kept (no logging of client text).
  const countViolation = (req: Request, res: Response) => {
    metrics.cspViolations.inc({ directive: violatedDirective(req.body) });
    res.status(204).end();
  };
  // A malformed or oversized report: refused quietly.
  const badReport = (_err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(400).end();
  };
  app.post(
    CSP_REPORT_PATH,
    express.json({ type: ['application/csp-report', 'application/json'], limit: '16kb' }),
    countViolation,
    badReport,
  );

  const health = (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  };
  app.get('/healthz', health);

  // Operations only: the cluster reaches INTERNAL_PORT, the public hosts do not.
  const internalApp = express();
  internalApp.disable('x-powered-by');
  internalApp.use(setSecurityHeaders);
  internalApp.get('/healthz', health);

  internalApp.get('/readyz', async (_req, res) => {
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

  internalApp.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });

  const spaDir = deps.spaDir === undefined ? config.SPA_DIR : deps.spaDir;
  if (spaDir !== null && mountSpa(app, spaDir ?? undefined, policy))
    logger.info(`serving the SPA from ${spaDir ?? 'apps/web/dist'}`);

  return {
    app,
    internalApp,
    apollo,
    metrics,
    actorCache,
    async stop() {
      schemaLoaded = false;
      await apollo.stop();
      fetcher.destroy();
    },
  };
}
