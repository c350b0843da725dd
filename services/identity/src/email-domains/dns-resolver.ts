import { Resolver } from 'node:dns/promises';
import Redis from 'ioredis';

/** Reads TXT records; an unknown name answers no records. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
  close?(): Promise<void>;
}

export const TXT_RESOLVER = Symbol('TXT_RESOLVER');

/** DNS errors meaning 'no such record' (anything else is a failure of the lookup). */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** Production: the system's DNS servers, 3 seconds a try, two tries. */
export class SystemTxtResolver implements TxtResolver {
  constructor(
    private readonly lookup: (name: string) => Promise<string[][]> = (name) =>
      new Resolver({ timeout: 3000, tries: 2 }).resolveTxt(name),
  ) {}

  async resolveTxt(name: string): Promise<string[][]> {
    try {
      return await this.lookup(name);
    } catch (e) {
      if (NO_RECORD.has((e as { code?: string }).code ?? '')) return [];
      throw e;
    }
  }
}

/** The Redis key holding the local TXT records of `name` (a set of strings). */
export const localTxtKey = (name: string): string => `tempo:local-dns:txt:${name.toLowerCase()}`;

/**
 * Local runs and tests: TXT records kept in Redis, one set per name
 * (`SADD tempo:local-dns:txt:_tempo.example.com "tempo-verification=..."`).
 */
export class RedisTxtResolver implements TxtResolver {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  }

  async resolveTxt(name: string): Promise<string[][]> {
    const values = await this.redis.smembers(localTxtKey(name));
    return values.map((v) => [v]);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
