import type { DataSource, EntityManager } from 'typeorm';
import { beginWith, TenantDb } from './tenant-db';

/**
 * A stand-in data source whose query runners record the statements they are sent: the nesting rule and the
 * statements a unit of work is made of are under test here (the real database in the scheduling
 * subgraph's tenant-db integration test).
 */
function recording(failOn?: string) {
  const sent: string[] = [];
  let released = 0;
  const dataSource = {
    createQueryRunner: () => {
      const runner = {
        isTransactionActive: false,
        transactionDepth: 0,
        manager: {} as EntityManager,
        query: async (sql: string) => {
          sent.push(sql);
          if (failOn && sql.includes(failOn)) throw new Error(`refused: ${failOn}`);
          return [];
        },
        commitTransaction: async () => {
          await runner.query(runner.transactionDepth > 1 ? 'RELEASE SAVEPOINT' : 'COMMIT');
          runner.transactionDepth -= 1;
        },
        rollbackTransaction: async () => {
          await runner.query(runner.transactionDepth > 1 ? 'ROLLBACK TO SAVEPOINT' : 'ROLLBACK');
          runner.transactionDepth -= 1;
        },
        release: async () => void released++,
      };
      return runner;
    },
  } as unknown as DataSource;
  return { db: new TenantDb(dataSource), sent, released: () => released };
}

describe('TenantDb: one unit of work at a time per call chain', () => {
  it('refuses a transaction started inside another (it would hold one connection while waiting for a second)', async () => {
    const { db } = recording();
    await expect(db.withoutTenant(() => db.withTenant('acme', async () => 1))).rejects.toThrow(
      'a database transaction was started inside another one',
    );
    await expect(db.withTenant('acme', () => db.withPlatform(async () => 1))).rejects.toThrow(
      'inside another one',
    );
  });

  it('runs them one after the other, and side by side', async () => {
    const { db } = recording();
    const first = await db.withTenant('acme', async () => 1);
    const second = await db.withoutTenant(async () => 2);
    const both = await Promise.all([db.withPlatform(async () => 3), db.withTenant('acme', async () => 4)]);
    expect([first, second, ...both]).toEqual([1, 2, 3, 4]);
  });
});

describe('TenantDb: a unit of work begins with its setting in one statement', () => {
  it('begins and sets the tenant, the platform scope, or nothing', () => {
    expect(beginWith('app.business', 'acme')).toBe(
      "START TRANSACTION; SELECT set_config('app.business', 'acme', true)",
    );
    expect(beginWith('app.platform', 'on')).toBe(
      "START TRANSACTION; SELECT set_config('app.platform', 'on', true)",
    );
    expect(beginWith(null, '')).toBe('START TRANSACTION');
  });

  it('quotes the value, so that a business id cannot end the statement', () => {
    expect(beginWith('app.business', "x'); DROP TABLE event; --")).toBe(
      "START TRANSACTION; SELECT set_config('app.business', 'x''); DROP TABLE event; --', true)",
    );
    expect(beginWith('app.business', 'back\\slash')).toBe(
      "START TRANSACTION; SELECT set_config('app.business',  E'back\\\\slash', true)",
    );
  });

  it('commits after the work, and releases the connection', async () => {
    const { db, sent, released } = recording();
    await expect(db.withTenant('acme', async () => 'done')).resolves.toBe('done');
    expect(sent).toEqual([beginWith('app.business', 'acme'), 'COMMIT']);
    expect(released()).toBe(1);
  });

  it("rolls back when the work fails, and the caller sees the work's error", async () => {
    const { db, sent, released } = recording();
    await expect(
      db.withTenant('acme', async () => {
        throw new Error('the booking is refused');
      }),
    ).rejects.toThrow('the booking is refused');
    expect(sent).toEqual([beginWith('app.business', 'acme'), 'ROLLBACK']);
    expect(released()).toBe(1);
  });

  it('rolls back when the beginning fails, and does not run the work', async () => {
    const { db, sent, released } = recording('START TRANSACTION');
    let ran = false;
    await expect(
      db.withTenant('acme', async () => {
        ran = true;
      }),
    ).rejects.toThrow('refused: START TRANSACTION');
    expect(ran).toBe(false);
    expect(sent).toEqual([beginWith('app.business', 'acme'), 'ROLLBACK']);
    expect(released()).toBe(1);
  });
});
