import type { Server } from 'node:http';
import Redis from 'ioredis';
import type { InternalUser } from '@tempo/contracts';
import { GatewayApp, createGatewayApp } from '../src/app';
import { composeSupergraph } from '../src/compose';
import { loadGatewayConfig } from '../src/config';
import { HttpAnswer, RUN, closeServer, gqlPost, listenUrl } from './helpers';
import { IdentityStandIn, startIdentityStandIn } from './identity-stand-in';
import { TEST_SUBGRAPH_SDL, TestSubgraph, startTestSubgraph } from './test-subgraph';

/**
 * The gateway app over HTTP with the real Redis, a real federated subgraph
 * and a stand-in of identity's HTTP API (JWKS + internal actor endpoints),
 * as the gateway integration specs share it: one business with a staff
 * member, a superuser, and a gateway listening on its public and internal
 * ports.
 */

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ACTOR_SECRET = 'test-actor-secret-0123456789-0123456789-01';
const SERVICE_SECRET = 'test-service-secret-0123456789-0123456789';

/** A gateway listening on two ports; `srv` closes the internal listener with it. */
export interface StartedGateway {
  app: GatewayApp;
  srv: Server;
  base: string;
  internal: string;
}

/** The first GraphQL error code of an answer. */
export const code = (r: HttpAnswer): unknown => r.body.errors?.[0]?.extensions?.code;

/** A subgraph the gateway under test routes to (as `people`). */
export interface RunningSubgraph {
  url: string;
  stop(): Promise<void>;
}

export class GatewayOverHttp<S extends RunningSubgraph = TestSubgraph> {
  readonly redis = new Redis(redisUrl);
  readonly business = `gw${RUN}`;
  readonly host = `${this.business}.localhost:4000`;
  identity!: IdentityStandIn;
  subgraph!: S;
  staff!: InternalUser;
  root!: InternalUser;
  private gateway!: StartedGateway;
  private readonly subnet = `198.18.${(process.pid % 200) + 1}`;
  private ipCounter = 0;

  constructor(
    private readonly sdl: string,
    private readonly startSubgraph: () => Promise<S>,
  ) {}

  /** The gateway's public address. */
  get base(): string {
    return this.gateway.base;
  }

  /** The gateway app under test. */
  get app(): GatewayApp {
    return this.gateway.app;
  }

  /** Its internal address (/readyz, /metrics). */
  get internalBase(): string {
    return this.gateway.internal;
  }

  /** A fresh client address per test (TRUST_PROXY), so rate limits never leak between tests. */
  client(): string {
    return `${this.subnet}.${++this.ipCounter}`;
  }

  env(over: Record<string, string> = {}): Record<string, string> {
    return {
      NODE_ENV: 'test',
      REDIS_URL: redisUrl,
      KAFKA_BROKERS: '127.0.0.1:9092',
      ACTOR_TOKEN_SECRET: ACTOR_SECRET,
      SERVICE_TOKEN_SECRET: SERVICE_SECRET,
      IDENTITY_URL: `${this.identity.url}/graphql`,
      IDENTITY_INTERNAL_URL: this.identity.url,
      PEOPLE_URL: this.subgraph.url,
      TRUST_PROXY: 'true',
      LOGIN_RATE_PER_IP: '3',
      LOGIN_RATE_PER_LOGIN: '10',
      BLOCKED_COUNTRIES: 'KP',
      MAX_QUERY_DEPTH: '4',
      MAX_QUERY_COST: '200',
      CACHE_INVALIDATION_ENABLED: 'false',
      ...over,
    };
  }

  supergraph(): string {
    // The URL in the supergraph is deliberately wrong: PEOPLE_URL must win.
    return composeSupergraph([{ name: 'people', url: 'http://127.0.0.1:9/graphql', sdl: this.sdl }]);
  }

  /** Another gateway on the same stand-ins, with some settings changed; the caller stops it. */
  async start(over: Record<string, string> = {}): Promise<StartedGateway> {
    const app = await createGatewayApp(loadGatewayConfig(this.env(over), ['people']), {
      redis: this.redis,
      supergraphSdl: this.supergraph(),
      spaDir: null,
      logger: { info: () => undefined, error: () => undefined },
    });
    const srv = app.app.listen(0, '127.0.0.1');
    const internal = app.internalApp.listen(0, '127.0.0.1');
    await Promise.all([srv, internal].map((s) => new Promise((r) => s.once('listening', r))));
    // The internal listener closes with the public one.
    srv.once('close', () => void closeServer(internal));
    return { app, srv, base: listenUrl(srv), internal: listenUrl(internal) };
  }

  /** The named operation WhoAmI, on the business's host, from a fresh client address. */
  whoami(
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<{ whoami: Record<string, unknown> & { role: string } }>> {
    return gqlPost<{ whoami: Record<string, unknown> & { role: string } }>(
      this.base,
      'query WhoAmI { whoami { role userId email business businessStatus impersonatorEmail } }',
      {},
      {
        host: this.host,
        'x-forwarded-for': this.client(),
        ...headers,
      },
    );
  }

  async setUp(): Promise<void> {
    this.identity = await startIdentityStandIn(SERVICE_SECRET);
    this.identity.businesses.set(this.business, {
      name: this.business,
      status: 'BUSINESS_STATUS_ACTIVE',
      contactEmail: null,
      emailFrom: null,
    });
    this.staff = this.identity.addUser(`staff-${RUN}@example.com`, {
      business: this.business,
      staffRole: 'staff',
    });
    this.root = this.identity.addUser(`root-${RUN}@example.com`, { isSuperuser: true });
    this.subgraph = await this.startSubgraph();
    this.gateway = await this.start();
  }

  async tearDown(): Promise<void> {
    await closeServer(this.gateway.srv);
    await this.gateway.app.stop();
    await this.subgraph.stop();
    await closeServer(this.identity.server);
    const keys = [
      ...(await this.redis.keys(`*${this.business}*`)),
      ...(await this.redis.keys(`rl:ip:${this.subnet}.*`)),
    ];
    if (keys.length) await this.redis.del(...keys);
    await this.redis.quit();
  }
}

/**
 * The shared gateway of a spec file: started before its tests, stopped and
 * its Redis keys removed after; over the test subgraph unless given another.
 */
export function gatewayOverHttp(): GatewayOverHttp;
export function gatewayOverHttp<S extends RunningSubgraph>(
  sdl: string,
  startSubgraph: () => Promise<S>,
): GatewayOverHttp<S>;
export function gatewayOverHttp<S extends RunningSubgraph>(
  sdl?: string,
  startSubgraph?: () => Promise<S>,
): GatewayOverHttp<S> | GatewayOverHttp {
  const gw =
    sdl && startSubgraph
      ? new GatewayOverHttp(sdl, startSubgraph)
      : new GatewayOverHttp(TEST_SUBGRAPH_SDL, () => startTestSubgraph(ACTOR_SECRET));
  beforeAll(() => gw.setUp());
  afterAll(() => gw.tearDown());
  return gw;
}
