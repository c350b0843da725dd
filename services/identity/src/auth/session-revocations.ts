import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { CLOCK_SKEW_SECONDS, revokedSessionKey } from '@tempo/contracts';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';

/**
 * Tells the gateway that sessions (refresh-token families) were signed out:
 * a Redis key per session, kept as long as an id token of the session can
 * still pass the gateway (id-token lifetime plus the tolerated clock skew).
 * Every gateway replica refuses those id tokens from then on.
 */
@Injectable()
export class SessionRevocations implements OnModuleDestroy {
  private readonly log = new Logger(SessionRevocations.name);
  private redis: Redis | null = null;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  private client(): Redis {
    this.redis ??= new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: 2 });
    return this.redis;
  }

  /** The seconds a revocation is kept: as long as an id token issued just before it stays valid. */
  get ttlSeconds(): number {
    return this.config.ID_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS;
  }

  /**
   * Records the revocation of `sessionIds`. The families are already revoked
   * in the database (no refresh works); if Redis cannot be written, their id
   * tokens still stop working when they expire, so this only logs.
   */
  async revoke(sessionIds: Iterable<string>): Promise<void> {
    const ids = [...new Set(sessionIds)];
    if (!ids.length) return;
    try {
      const batch = this.client().multi();
      for (const id of ids) batch.set(revokedSessionKey(id), '1', 'EX', this.ttlSeconds);
      await batch.exec();
    } catch (e) {
      this.log.error(
        `could not record ${ids.length} revoked session(s); their id tokens stay valid until they expire: ${(e as Error).message}`,
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
