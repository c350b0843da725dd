import { loadavg } from 'node:os';
import { ConfigError, ConfigOf, infraSchema, int, loadConfig, str, url } from '@tempo/config';
import {
  ACTOR_HEADER,
  ActorContext,
  INTERNAL_ACTOR_PATH,
  SERVICE_AUTH_SCHEME,
  safeErrorText,
} from '@tempo/contracts';
import { signActorToken, signServiceToken } from '@tempo/auth';
import { ActorResponse, buildActorContext } from '../actor-loader';
import { internalPortFor } from '../config';
import { defaultSubgraphUrl, subgraphManifests } from '../subgraphs';
import { Client, CpuReader, cpuPerRequest, saturate } from './bench-client';
import {
  LatencySummary,
  RunFigures,
  formatRun,
  medianOverhead,
  medianRun,
  overheadOf,
  summarise,
} from './latency-stats';

/**
 * What the gateway costs: the same public query through the gateway and
 * straight to the identity subgraph (with the actor token the gateway would
 * forward), one request at a time and at a fixed concurrency, in one
 * process, over keep-alive connections. Prints figures; asserts nothing on
 * time. Run against a running product (npm start, or start_apps):
 *
 *   npx nx run @tempo/gateway:bench
 *   GATEWAY_URL=http://127.0.0.1:5800 IDENTITY_URL=http://127.0.0.1:5801 npx nx run @tempo/gateway:bench
 *
 * Both paths are sampled in turn (gateway, direct, direct, gateway, …), so
 * that a busy moment of the machine falls on both.
 */

/** Identity's local default origin, from its subgraph manifest. */
function identityOrigin(): string {
  const manifest = subgraphManifests().find((m) => m.name === 'identity');
  if (!manifest) throw new Error('no identity subgraph found under services/');
  return new URL(defaultSubgraphUrl(manifest)).origin;
}

const benchSchema = {
  ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET,
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  /** The gateway's public origin (or its /graphql). */
  GATEWAY_URL: url({ protocols: ['http'], default: 'http://127.0.0.1:4000' }),
  /** The gateway's internal origin, for its CPU time (/metrics); default GATEWAY_URL's port + 10000. */
  GATEWAY_INTERNAL_URL: url({ protocols: ['http'], optional: true }),
  /** Identity's public origin (or its /graphql). */
  IDENTITY_URL: url({ protocols: ['http'], default: identityOrigin() }),
  /** Identity's internal origin, for the business status; default IDENTITY_URL's port + 10000. */
  IDENTITY_INTERNAL_URL: url({ protocols: ['http'], optional: true }),
  BENCH_BUSINESS: str({ default: 'demo' }),
  /** Host header of both paths; default `<business>.localhost`. */
  BENCH_HOST: str({ optional: true }),
  /** Requests per path, one at a time, after the warm-up. */
  BENCH_REQUESTS: int({ min: 1, default: 500 }),
  BENCH_WARMUP: int({ min: 0, default: 200 }),
  BENCH_CONCURRENCY: int({ min: 1, max: 256, default: 8 }),
  /** Seconds per path at BENCH_CONCURRENCY. */
  BENCH_SECONDS: int({ min: 1, default: 8 }),
  /** Runs; each figure is reported per run and as the median of the runs. */
  BENCH_RUNS: int({ min: 1, default: 3 }),
};

type BenchConfig = ConfigOf<typeof benchSchema>;

const QUERY = `query BenchBusiness($businessName: ID!) {
  businessQuery(businessName: $businessName) { name fullName timezone uiPrimaryColor }
}`;

const graphqlUrl = (origin: string): URL => {
  const u = new URL(origin);
  if (u.pathname === '' || u.pathname === '/') u.pathname = '/graphql';
  return u;
};

function gatewayCpuReader(cfg: BenchConfig): CpuReader {
  const gateway = new URL(cfg.GATEWAY_URL);
  const origin = cfg.GATEWAY_INTERNAL_URL
    ? new URL(cfg.GATEWAY_INTERNAL_URL).origin
    : `http://${gateway.hostname}:${internalPortFor(Number(gateway.port || 80))}`;
  return async () => {
    try {
      const res = await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(2000) });
      const seconds = /^process_cpu_seconds_total(?:\{[^}]*\})? (\S+)$/m.exec(await res.text())?.[1];
      return seconds === undefined ? null : Number(seconds);
    } catch {
      return null;
    }
  };
}

async function oneRun(
  gateway: Client,
  direct: Client,
  cfg: BenchConfig,
  run: number,
  cpu: CpuReader,
): Promise<RunFigures> {
  for (let i = 0; i < cfg.BENCH_WARMUP; i++) {
    await gateway.once();
    await direct.once();
  }
  const g: number[] = [];
  const d: number[] = [];
  // The direct requests do not reach the gateway: its CPU is the gateway requests'.
  const sequentialCpu = await cpuPerRequest(cpu, async () => {
    for (let i = 0; i < cfg.BENCH_REQUESTS; i++) {
      if (i % 2 === 0) {
        g.push(await gateway.once());
        d.push(await direct.once());
      } else {
        d.push(await direct.once());
        g.push(await gateway.once());
      }
    }
    return g.length;
  });
  // Alternate which path is saturated first from run to run.
  const order = run % 2 === 0 ? [gateway, direct] : [direct, gateway];
  const concurrent = new Map<Client, LatencySummary & { perSecond: number }>();
  let concurrentCpu: number | null = null;
  for (const client of order) {
    await saturate(client, cfg.BENCH_CONCURRENCY, 1); // warm the pool of connections
    const measure = async () => {
      const figures = await saturate(client, cfg.BENCH_CONCURRENCY, cfg.BENCH_SECONDS);
      concurrent.set(client, figures);
      return figures.count;
    };
    if (client === gateway) concurrentCpu = await cpuPerRequest(cpu, measure);
    else await measure();
  }
  return {
    gatewayCpu: { sequential: sequentialCpu, concurrent: concurrentCpu },
    sequential: { gateway: summarise(g), direct: summarise(d) },
    concurrent: { gateway: concurrent.get(gateway)!, direct: concurrent.get(direct)! },
  };
}

/** The visitor of the business as the gateway builds it, from identity's internal API. */
async function visitorActor(cfg: BenchConfig, host: string): Promise<ActorContext> {
  const identity = new URL(cfg.IDENTITY_URL);
  const internal = cfg.IDENTITY_INTERNAL_URL
    ? new URL(cfg.IDENTITY_INTERNAL_URL)
    : new URL(`http://${identity.hostname}:${internalPortFor(Number(identity.port || 80))}`);
  const actorUrl = new URL(INTERNAL_ACTOR_PATH, internal.origin);
  actorUrl.searchParams.set('business', cfg.BENCH_BUSINESS);
  const token = await signServiceToken('gateway', cfg.SERVICE_TOKEN_SECRET);
  const res = await fetch(actorUrl, { headers: { authorization: `${SERVICE_AUTH_SCHEME} ${token}` } });
  if (!res.ok) throw new Error(`identity's ${INTERNAL_ACTOR_PATH} answered ${res.status} for ${host}`);
  const response = (await res.json()) as ActorResponse;
  return buildActorContext(
    { business: cfg.BENCH_BUSINESS, ip: '127.0.0.1', requestId: null },
    response,
    null,
  );
}

async function main(): Promise<void> {
  const cfg = loadConfig(benchSchema);
  const host = cfg.BENCH_HOST ?? `${cfg.BENCH_BUSINESS}.localhost`;
  const body = JSON.stringify({
    query: QUERY,
    operationName: 'BenchBusiness',
    variables: { businessName: cfg.BENCH_BUSINESS },
  });

  const actor = await visitorActor(cfg, host);
  // Actor tokens live 60 s: the direct path signs a fresh one every 30 s, as a caller holding one would.
  let actorToken = await signActorToken(actor, cfg.ACTOR_TOKEN_SECRET);
  const refresh = setInterval(() => {
    void signActorToken(actor, cfg.ACTOR_TOKEN_SECRET).then((value) => {
      actorToken = value;
    });
  }, 30_000);

  const sockets = cfg.BENCH_CONCURRENCY;
  const gateway = new Client(
    { name: 'gateway', url: graphqlUrl(cfg.GATEWAY_URL), headers: () => ({ host }) },
    body,
    sockets,
  );
  const direct = new Client(
    {
      name: 'direct',
      url: graphqlUrl(cfg.IDENTITY_URL),
      headers: () => ({ host, [ACTOR_HEADER]: actorToken }),
    },
    body,
    sockets,
  );

  const [viaGateway, straight] = [await gateway.data(), await direct.data()];
  if (JSON.stringify(viaGateway) !== JSON.stringify(straight))
    throw new Error(
      `the paths answer differently: ${JSON.stringify(viaGateway)} / ${JSON.stringify(straight)}`,
    );

  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`gateway cost: businessQuery(businessName: "${cfg.BENCH_BUSINESS}") on ${host}`);
  console.log(`  gateway ${gateway.target.url.href}, direct ${direct.target.url.href} (${ACTOR_HEADER})`);
  console.log(
    `  ${cfg.BENCH_RUNS} run(s): ${cfg.BENCH_WARMUP} warm-up + ${cfg.BENCH_REQUESTS} requests per path one at a time, ` +
      `then ${cfg.BENCH_SECONDS} s per path at concurrency ${cfg.BENCH_CONCURRENCY}`,
  );
  console.log(`  load average before: ${load()}`);

  const cpu = gatewayCpuReader(cfg);
  const runs: RunFigures[] = [];
  try {
    for (let r = 0; r < cfg.BENCH_RUNS; r++) {
      const run = await oneRun(gateway, direct, cfg, r, cpu);
      runs.push(run);
      console.log(`\nrun ${r + 1} (load average ${load()})`);
      console.log(formatRun(run, overheadOf(run), cfg.BENCH_CONCURRENCY));
    }
  } finally {
    clearInterval(refresh);
    gateway.close();
    direct.close();
  }
  if (runs.length > 1) {
    console.log(`\nmedian of ${runs.length} runs (gateway cost: median of each run's difference)`);
    console.log(formatRun(medianRun(runs), medianOverhead(runs), cfg.BENCH_CONCURRENCY));
  }
  const failed = [gateway, direct].filter((c) => c.errors > 0);
  for (const c of failed) console.error(`${c.target.name}: ${c.errors} failed answers, last: ${c.lastError}`);
  if (failed.length) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : safeErrorText(e));
  process.exit(1);
});
