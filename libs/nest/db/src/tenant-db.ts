import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';
import { PLATFORM_SETTING, TENANT_SETTING } from './rls';

const inUnitOfWork = new AsyncLocalStorage<true>();

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

  /**
   * Every unit of work runs marked, and one started inside another is refused: it would take a
   * second connection of the pool while holding the first, so as many such requests at once as the
   * pool has connections would wait for each other forever (and its writes would not be atomic with
   * the outer ones). Pass the EntityManager down, or run the two one after the other.
   */
  private transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (inUnitOfWork.getStore())
      return Promise.reject(new Error('a database transaction was started inside another one'));
    return this.dataSource.transaction((em) => inUnitOfWork.run(true, () => work(em)));
  }

  withTenant<T>(business: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!business) throw new Error('withTenant needs a business');
    return this.transaction(async (em) => {
      await em.query(`SELECT set_config('${TENANT_SETTING}', $1, true)`, [business]);
      return work(em);
    });
  }

  withPlatform<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.transaction(async (em) => {
      await em.query(`SELECT set_config('${PLATFORM_SETTING}', 'on', true)`);
      return work(em);
    });
  }

  /** A transaction with no tenant: tenant tables show no rows (global tables only). */
  withoutTenant<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.transaction(work);
  }
}
