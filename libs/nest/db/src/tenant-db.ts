import { DataSource, EntityManager } from 'typeorm';
import { PLATFORM_SETTING, TENANT_SETTING } from './rls';

/**
 * The application's way into its database. Every unit of work is one
 * transaction that first sets the tenant (`SET LOCAL` semantics through
 * set_config(..., true), which takes a bound parameter), so row-level
 * security sees only that business's rows. `withPlatform` is the explicit,
 * audited escape hatch for cross-tenant work (superuser lists, login lookups,
 * the outbox relay).
 */
export class TenantDb {
  constructor(readonly dataSource: DataSource) {}

  withTenant<T>(business: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!business) throw new Error('withTenant needs a business');
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT set_config('${TENANT_SETTING}', $1, true)`, [business]);
      return work(em);
    });
  }

  withPlatform<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT set_config('${PLATFORM_SETTING}', 'on', true)`);
      return work(em);
    });
  }

  /** A transaction with no tenant: tenant tables show no rows (global tables only). */
  withoutTenant<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
