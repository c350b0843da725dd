import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { ApolloGateway } from '@apollo/gateway';
import type { ApolloServer } from '@apollo/server';
import express, { Express, NextFunction, Request, Response } from 'express';
import type Redis from 'ioredis';
import { Clock, systemClock } from '@tempo/contracts';
import { processLogger } from '@tempo/logging';
import { ActorLoader, ActorResponse } from './actor-loader';
import { ActorTokenCache } from './actor-token-cache';
import { gatewayApolloServer } from './apollo-server';
import {
  IdTokenClaims,
  IdTokenVerifier,
  cachedIdTokenVerifier,
  remoteIdTokenVerifier,
} from './authorization';
import { blockRules, cachedBanCheck } from './blocking';
import { GatewayConfig, identityBase, identityInternalBase, subgraphUrls } from './config';
import { icalRoute, publicGate } from './ical-route';
import { mediaProxy } from './media-proxy';
import { GatewayContext, SubgraphDataSource } from './data-source';
import { DirectOperations } from './direct-operations';
import { directRoute } from './direct-route';
import { graphqlRoute, inTurn, isGraphqlPath } from './graphql-route';
import { internalApp as createInternalApp } from './internal-app';
import { queryLimitRules } from './limits';
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
  /** The time its in-process caches and the verified tokens' expiries are read by (tests freeze it). */
  clock?: Clock;
}

/** The public request listener, and a server listening with it. */
export interface PublicApp {
  (req: IncomingMessage, res: ServerResponse): void;
  listen(port: number, host: string, listening?: () => void): Server;
}

export interface GatewayApp {
  /** The public app: /graphql, /healthz and the SPA. */
  app: PublicApp;
  /** The cluster-only app on INTERNAL_PORT: /healthz, /readyz, /metrics. */
  internalApp: Express;
  apollo: ApolloServer<GatewayContext>;
  metrics: GatewayMetrics;
  /** The in-process layer of the actor cache, for the invalidation consumer (cache-invalidation.ts). */
  actorCache: LocalCache<ActorResponse>;
  stop(): Promise<void>;
}

/** The process's JSON lines (@tempo/logging), with the request's id and business while one is handled. */
const processLines: GatewayLogger = {
  info: (msg) => processLogger().info(msg),
  error: (msg, err) => processLogger().error(msg, { err }),
};

/** The largest /graphql request body (413 beyond). */
const MAX_BODY_BYTES = 1024 * 1024;
/** How long a verified id token is taken as verified (never past its expiry; cachedIdTokenVerifier). */
const VERIFIED_TOKEN_TTL_MS = 60_000;

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
 * The gateway as two apps: the public one (/graphql: pipeline + Apollo
 * Gateway over the static supergraph, on node's request and response;
 * /healthz, the CSP report and the SPA through express) and the internal
 * one (/healthz, /readyz, /metrics). Starts Apollo; the caller listens and
 * owns Redis.
 */
export async function createGatewayApp(config: GatewayConfig, deps: GatewayDeps): Promise<GatewayApp> {
  const production = config.NODE_ENV === 'production';
  const logger = deps.logger ?? processLines;
  const metrics = deps.metrics ?? createMetrics();
  const urls = subgraphUrls(config);
  const fetcher = subgraphFetcher();

  // @apollo/gateway sends usage figures to Apollo's collector (and probes cloud metadata servers to
  // describe the host) unless told not to: the product reports to nobody.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const sources = new Map<string, SubgraphDataSource>();
  const gateway = new ApolloGateway({
    supergraphSdl: deps.supergraphSdl,
    // The URL in the supergraph is the local default; <NAME>_URL wins.
    buildService: ({ name, url }) => {
      const source = new SubgraphDataSource(name, urls[name as SubgraphName] ?? url ?? '', metrics, fetcher);
      sources.set(name, source);
      return source;
    },
  });
  const apollo = gatewayApolloServer(config, gateway, metrics, logger);
  await apollo.start();
  let schemaLoaded = true;

  const policy: HeaderPolicyOptions = {
    production,
    publicDomain: config.PUBLIC_DOMAIN,
    publicPort: config.PUBLIC_PORT,
    publicProtocol: config.PUBLIC_PROTOCOL,
  };
  const securityHeaders = baseHeaders(policy);
  const setSecurityHeaders = (_req: Request, res: Response, next: NextFunction) => {
    for (const name in securityHeaders) res.setHeader(name, securityHeaders[name]);
    next();
  };

  const clock = deps.clock ?? systemClock;
  const now = () => clock.now().getTime();
  const actorCache = new LocalCache<ActorResponse>({ ttlMs: config.LOCAL_CACHE_MS, now });
  const banCache = new LocalCache<boolean>({ ttlMs: config.LOCAL_CACHE_MS, now });
  const loader = new ActorLoader({
    identityBase: identityInternalBase(config),
    serviceTokenSecret: config.SERVICE_TOKEN_SECRET,
    redis: deps.redis,
    fetch: deps.fetch,
    local: actorCache,
    onLookup: (result) => metrics.actorCacheLookups.inc({ result }),
  });
  const pipeline = gatewayPipeline({
    redis: deps.redis,
    loader,
    verify: cachedIdTokenVerifier(
      deps.verifyIdToken ?? remoteIdTokenVerifier(identityBase(config)),
      new LocalCache<IdTokenClaims>({ ttlMs: VERIFIED_TOKEN_TTL_MS, maxEntries: 10_000, now }),
      now,
    ),
    metrics,
    blockRules: blockRules(config),
    isBanned: cachedBanCheck(deps.redis, banCache),
    rateLimits: rateLimits(config),
    maxRootFields: config.MAX_ROOT_FIELDS,
    now,
    requestLimit: {
      max: config.REQUEST_RATE_PER_IP,
      windowSeconds: config.REQUEST_RATE_PER_IP_WINDOW_SECONDS,
    },
    trustProxy: config.TRUST_PROXY,
    actorTokens: new ActorTokenCache(config.ACTOR_TOKEN_SECRET),
    log: (msg, err) => logger.error(msg, err),
  });
  const direct = config.DIRECT_SUBGRAPH_CALLS
    ? directRoute({
        operations: new DirectOperations(deps.supergraphSdl, queryLimitRules(config)),
        source: (name) => sources.get(name),
        metrics,
        log: (msg, err) => logger.error(msg, err),
      })
    : null;
  const graphql = graphqlRoute(apollo, direct ? inTurn(pipeline, direct) : pipeline, {
    bodyLimit: MAX_BODY_BYTES,
    headers: securityHeaders,
  });

  const app = express();
  app.disable('x-powered-by');
  app.use(setSecurityHeaders);
  // What the path test in `handle` below does not take (e.g. an absolute-form URL) still reaches /graphql.
  app.use('/graphql', (req: Request, res: Response) => graphql(req, res));

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
  // Photos and files of people (their subgraph serves them; see media-proxy.ts).
  if (urls.people)
    app.use(
      '/media',
      mediaProxy(new URL(urls.people).origin, (msg, err) => logger.error(msg, err)),
    );

  // Calendar feeds (/ical/<token>.ics, any host): the scheduling subgraph writes them (see ical-route.ts).
  if (urls.scheduling)
    app.get(
      '/ical/:file',
      icalRoute(
        new URL(urls.scheduling).origin,
        publicGate({
          redis: deps.redis,
          blockRules: blockRules(config),
          isBanned: cachedBanCheck(deps.redis, banCache),
          rateLimits: rateLimits(config),
          requestLimit: {
            max: config.REQUEST_RATE_PER_IP,
            windowSeconds: config.REQUEST_RATE_PER_IP_WINDOW_SECONDS,
          },
          trustProxy: config.TRUST_PROXY,
          metrics,
        }),
        (msg, err) => logger.error(msg, err),
      ),
    );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const spaDir = deps.spaDir === undefined ? config.SPA_DIR : deps.spaDir;
  if (spaDir !== null && mountSpa(app, spaDir ?? undefined, policy))
    logger.info(`serving the SPA from ${spaDir ?? 'apps/web/dist'}`);

  // Every API request goes straight to /graphql; express serves the rest.
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (isGraphqlPath(req.url)) graphql(req, res);
    else app(req, res);
  };
  const publicApp: PublicApp = Object.assign(handle, {
    listen: (port: number, host: string, listening?: () => void) =>
      createServer(handle).listen(port, host, listening),
  });

  return {
    app: publicApp,
    internalApp: createInternalApp({
      redis: deps.redis,
      metrics,
      securityHeaders: setSecurityHeaders,
      schemaLoaded: () => schemaLoaded,
    }),
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
