import type { DataSource, EntityManager } from 'typeorm';
import { TenantDb } from './tenant-db';

/** Runs each unit of work at once with a stand-in EntityManager: only the nesting rule is under test. */
const dataSource = (): DataSource => {
  const em = { query: async () => [] } as unknown as EntityManager;
  return {
    transaction: (work: (em: EntityManager) => Promise<unknown>) => work(em),
  } as unknown as DataSource;
};

describe('TenantDb: one unit of work at a time per call chain', () => {
  it('refuses a transaction started inside another (it would hold one connection while waiting for a second)', async () => {
    const db = new TenantDb(dataSource());
    await expect(db.withoutTenant(() => db.withTenant('acme', async () => 1))).rejects.toThrow(
      'a database transaction was started inside another one',
    );
    await expect(db.withTenant('acme', () => db.withPlatform(async () => 1))).rejects.toThrow(
      'inside another one',
    );
  });

  it('runs them one after the other, and side by side', async () => {
    const db = new TenantDb(dataSource());
    const first = await db.withTenant('acme', async () => 1);
    const second = await db.withoutTenant(async () => 2);
    const both = await Promise.all([db.withPlatform(async () => 3), db.withTenant('acme', async () => 4)]);
    expect([first, second, ...both]).toEqual([1, 2, 3, 4]);
  });
});
