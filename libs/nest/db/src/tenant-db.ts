import { AsyncLocalStorage } from 'node:async_hooks';
import { escapeLiteral } from 'pg';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { PLATFORM_SETTING, TENANT_SETTING } from './rls';

const inUnitOfWork = new AsyncLocalStorage<true>();

/**
 * The statement that opens a unit of work: the transaction begins and its setting is made (`SET LOCAL`
 * semantics through set_config(..., true)) in one simple query, so one round trip to the database instead of
 * two. The value is quoted by the driver's own literal escaping.
 */
export function beginWith(setting: string | null, value: string): string {
  if (setting === null) return 'START TRANSACTION';
  return `START TRANSACTION; SELECT set_config(${escapeLiteral(setting)}, ${escapeLiteral(value)}, true)`;
}

/**
 * What TypeORM's startTransaction records on a query runner: that a transaction is open, and the depth its
 * savepoints are numbered from.
 */
type TransactionState = { isTransactionActive: boolean; transactionDepth: number };

/**
 * The application's way into its database. Every unit of work is one
 * transaction that first sets the tenant (`SET LOCAL` semantics through
 * set_config(..., true)), so row-level security sees only that business's
 * rows. `withPlatform` is the explicit, audited escape hatch for cross-tenant
 * work (superuser lists, login lookups, the outbox relay).
 */
export class TenantDb {
  constructor(readonly dataSource: DataSource) {}

  /**
   * Every unit of work runs marked, and one started inside another is refused: it would take a
   * second connection of the pool while holding the first, so as many such requests at once as the
   * pool has connections would wait for each other forever (and its writes would not be atomic with
   * the outer ones). Pass the EntityManager down, or run the two one after the other.
   *
   * The transaction is TypeORM's own (committed or rolled back by its query runner, and a transaction
   * asked of its EntityManager is a savepoint in it); only its beginning is one statement with the setting.
   */
  private transaction<T>(begin: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (inUnitOfWork.getStore())
      return Promise.reject(new Error('a database transaction was started inside another one'));
    return inUnitOfWork.run(true, async () => {
      const runner: QueryRunner = this.dataSource.createQueryRunner();
      // what TypeORM's startTransaction records, so that its commit, rollback and savepoints apply
      Object.assign(runner as unknown as TransactionState, {
        isTransactionActive: true,
        transactionDepth: 1,
      });
      try {
        await runner.query(begin);
        const result = await work(runner.manager);
        await runner.commitTransaction();
        return result;
      } catch (e) {
        // the error is what the caller sees, even when the rollback fails too (a rollback with no
        // transaction open, when the beginning failed, only warns)
        await runner.rollbackTransaction().catch(() => undefined);
        throw e;
      } finally {
        await runner.release();
      }
    });
  }

  withTenant<T>(business: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!business) throw new Error('withTenant needs a business');
    return this.transaction(beginWith(TENANT_SETTING, business), work);
  }

  withPlatform<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.transaction(beginWith(PLATFORM_SETTING, 'on'), work);
  }

  /** A transaction with no tenant: tenant tables show no rows (global tables only). */
  withoutTenant<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.transaction(beginWith(null, ''), work);
  }
}
