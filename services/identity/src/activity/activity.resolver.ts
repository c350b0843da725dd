import { Inject } from '@nestjs/common';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { ActorContext, UserErrorCode } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { TenantDb } from '@tempo/db';
import { CursorCodec, page, UserError } from '@tempo/graphql';
import { ActivityEntity } from './activity.entity';
import { Activity, ActivityPage } from './activity.model';

export const ACTIVITY_CURSORS = Symbol('ACTIVITY_CURSORS');
const MAX_LIMIT = 200;

@Resolver()
export class ActivityResolver {
  constructor(
    private readonly db: TenantDb,
    @Inject(ACTIVITY_CURSORS) private readonly cursors: CursorCodec,
  ) {}

  /** A business's activity feed, newest first, with cursor pagination (superusers: /activities). */
  @Allow('list', 'ACTIVITIES')
  @Query(() => ActivityPage)
  async activities(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 50 }) limit = 50,
  ): Promise<ActivityPage> {
    // The business itself is checked here too, not only the permission: the
    // actor's own business (with an account there) unless a superuser.
    const name = assertBusiness(actor, business);
    if (limit < 1 || limit > MAX_LIMIT) throw UserError.of(UserErrorCode.LIMIT_OUT_OF_RANGE, 1, MAX_LIMIT);
    const fingerprint = `activities:${name}:${limit}:${actor.userId}`;
    const after = this.cursors.decode<{ at: string; id: string }>(cursor, fingerprint);
    const rows = await this.db.withTenant(name, (em) => {
      const q = em.createQueryBuilder(ActivityEntity, 'a').where('a.business = :name', { name });
      if (after) q.andWhere('(a.created_at, a.id) < (:at, :id)', { at: after.at, id: after.id });
      return q
        .orderBy('a.created_at', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .limit(limit + 1)
        .getMany();
    });
    const result = page(
      rows,
      limit,
      (r) => ({ at: r.createdAt.toISOString(), id: r.id }),
      this.cursors,
      fingerprint,
    );
    return {
      cursor: result.cursor,
      activities: result.items.map((r): Activity => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  }
}
