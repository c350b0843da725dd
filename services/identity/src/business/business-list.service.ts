import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { ActorContext, Clock, CLOCK, INTERNAL_BUSINESS_NAME } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { actorCan } from '@tempo/auth';
import { ActivityEntity } from '../activity/activity.entity';
import { AccountEntity } from '../users/account.entity';
import { BusinessEntity } from './business.entity';
import { BusinessService } from './business.service';
import { BusinessView } from './rules/business-view';

/** The lists of businesses: the Select business modal, and the superuser's list with activity counts. */
@Injectable()
export class BusinessListService {
  constructor(
    private readonly db: TenantDb,
    private readonly businesses: BusinessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Businesses for the Select business modal and the superuser's business list. */
  async list(actor: ActorContext): Promise<BusinessView[]> {
    const all = actorCan(actor, 'list', 'ALL_BUSINESSES');
    return this.db.withPlatform(async (em) => {
      let businesses: BusinessEntity[];
      if (all) {
        businesses = await em.find(BusinessEntity, {
          where: actor.business ? { name: Not(INTERNAL_BUSINESS_NAME) } : {},
          order: { fullName: 'ASC' },
        });
      } else {
        if (!actor.userId) return [];
        const accounts = await em.find(AccountEntity, { where: { userId: actor.userId } });
        const names = accounts
          .map((a) => a.business)
          .filter((n) => n !== INTERNAL_BUSINESS_NAME || !actor.business);
        businesses = names.length
          ? await em.find(BusinessEntity, { where: { name: In(names) }, order: { fullName: 'ASC' } })
          : [];
      }
      if (!all)
        return businesses.map((b) => this.businesses.view(b, this.businesses.readLevel(actor, b.name)));
      const counts = await this.activityCounts(em);
      return businesses.map((b) => {
        const c = counts.get(b.name);
        return this.businesses.view(b, 'platform', {
          activitiesLast1d: c?.[0] ?? 0,
          activitiesLast7d: c?.[1] ?? 0,
          activitiesLast30d: c?.[2] ?? 0,
        });
      });
    });
  }

  /** Activities per business in the last 1, 7 and 30 days before now. */
  private async activityCounts(em: EntityManager): Promise<Map<string, number[]>> {
    const rows: Array<{ business: string; d1: string; d7: string; d30: string }> = await em.query(
      `SELECT business,
              count(*) FILTER (WHERE created_at > $1::timestamptz - interval '1 day') AS d1,
              count(*) FILTER (WHERE created_at > $1::timestamptz - interval '7 days') AS d7,
              count(*) AS d30
         FROM ${em.getRepository(ActivityEntity).metadata.tableName}
        WHERE created_at > $1::timestamptz - interval '30 days' GROUP BY business`,
      [this.clock.now().toISOString()],
    );
    return new Map(rows.map((r) => [r.business, [Number(r.d1), Number(r.d7), Number(r.d30)]]));
  }
}
