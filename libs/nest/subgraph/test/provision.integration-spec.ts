import { randomBytes } from 'crypto';
import { Client } from 'pg';
import { infraSchema, loadConfig } from '@tempo/config';
import { dropDatabase, provisionDatabase, subgraphDatabase, withDatabase } from '@tempo/db';

/** A subgraph's database and application role: created by `migrate`, dropped after a throwaway check. */
describe("a subgraph's database on the real PostgreSQL", () => {
  const { DATABASE_URL } = loadConfig({ DATABASE_URL: infraSchema.DATABASE_URL });
  const db = subgraphDatabase(`kitdb${randomBytes(3).toString('hex')}`);
  const admin = new Client({ connectionString: DATABASE_URL });
  const present = async () => ({
    database: (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.database])).rowCount,
    role: (await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [db.appRole])).rowCount,
  });

  beforeAll(() => admin.connect());
  afterAll(async () => {
    await dropDatabase(DATABASE_URL, db);
    await admin.end();
  });

  it('provisions the database and its role, then drops both, even with a session still open', async () => {
    await provisionDatabase(DATABASE_URL, db, 'kit-db-app-password-of-32-characters');
    expect(await present()).toEqual({ database: 1, role: 1 });
    const open = new Client({ connectionString: withDatabase(DATABASE_URL, db.database) });
    await open.connect();
    open.on('error', () => undefined); // the forced drop ends this session
    await dropDatabase(DATABASE_URL, db);
    expect(await present()).toEqual({ database: 0, role: 0 });
    await open.end().catch(() => undefined);
  });

  it('drops nothing and fails on nothing when neither exists', async () => {
    await expect(dropDatabase(DATABASE_URL, db)).resolves.toBeUndefined();
    expect(await present()).toEqual({ database: 0, role: 0 });
  });
});
