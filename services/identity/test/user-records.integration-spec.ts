import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { TenantDb } from '@tempo/db';
import { waitFor } from '@tempo/testing';
import { ensureUser } from '../src/users/user-records';
import { connect } from './helpers';

/** Users are platform rows (no tenant): two transactions creating the same one at once agree on it. */
describe('users created at the same moment', () => {
  let app: TenantDb;
  let owner: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, owner, close } = await connect());
  });
  afterAll(() => close());

  it('the second transaction finds the user of the first instead of failing', async () => {
    const email = `race-${randomUUID()}@users.example`;
    let release!: () => void;
    let inserted!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const firstInserted = new Promise<void>((ok) => (inserted = ok));
    const first = app.withPlatform(async (em) => {
      const made = await ensureUser(em, { email });
      inserted();
      await gate; // the first transaction stays open, its user not yet visible to others
      return made;
    });
    await firstInserted;
    const second = app.withPlatform((em) => ensureUser(em, { email: email.toUpperCase() }));
    // Once the second insert waits on the first transaction's row, the first commits.
    await waitFor(async () => {
      const [row] = await owner.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "app_user"%'`,
      );
      return row.n > 0;
    });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.created).toBe(true);
    expect(b).toEqual({ user: expect.objectContaining({ id: a.user.id }), created: false });
  });
});
