import { Agent, request } from 'node:http';
import { LatencySummary, summarise } from './latency-stats';

/**
 * The benchmark's HTTP side (gateway-overhead.ts): one path (the gateway or
 * identity straight), its own pool of keep-alive connections, one request's
 * latency, and requests at a fixed concurrency for a fixed time.
 */

export interface Target {
  name: 'gateway' | 'direct';
  url: URL;
  headers: () => Record<string, string>;
}

interface Answer {
  status: number;
  body: string;
}

function post(agent: Agent, target: Target, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: {
          ...target.headers(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export class Client {
  private readonly agent: Agent;
  errors = 0;
  lastError: string | null = null;

  constructor(
    readonly target: Target,
    private readonly body: string,
    sockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  /** One request's latency in ms; a failed answer counts as an error. */
  async once(): Promise<number> {
    const start = process.hrtime.bigint();
    const answer = await post(this.agent, this.target, this.body);
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (answer.status !== 200 || answer.body.includes('"errors"')) {
      this.errors += 1;
      this.lastError = `${answer.status} ${answer.body.slice(0, 300)}`;
    }
    return elapsed;
  }

  /** The whole answer, for the check that both paths return the same data. */
  async data(): Promise<unknown> {
    const answer = await post(this.agent, this.target, this.body);
    const parsed = JSON.parse(answer.body) as { data?: unknown; errors?: unknown };
    if (answer.status !== 200 || parsed.errors)
      throw new Error(`${this.target.name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return parsed.data;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** `concurrency` loops sending requests until `seconds` have passed. */
export async function saturate(
  client: Client,
  concurrency: number,
  seconds: number,
): Promise<LatencySummary & { perSecond: number }> {
  const samples: number[] = [];
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(seconds * 1e9);
  const loop = async () => {
    while (process.hrtime.bigint() < deadline) samples.push(await client.once());
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  return { ...summarise(samples), perSecond: samples.length / elapsed };
}

/** Reads the gateway's process_cpu_seconds_total; null when its metrics cannot be read. */
export type CpuReader = () => Promise<number | null>;

/** The gateway's CPU ms per request while `work` sends `count()` requests through it. */
export async function cpuPerRequest(cpu: CpuReader, work: () => Promise<number>): Promise<number | null> {
  const before = await cpu();
  const count = await work();
  const after = await cpu();
  return before === null || after === null || count === 0 ? null : ((after - before) * 1000) / count;
}
