import type { EventEnvelope } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { waitFor } from '@tempo/testing';
import type { Mailer } from '../src/auth/mailer';
import { applyPeopleEvent } from '../src/people-sync/people.consumer';
import { PeopleAccessService } from '../src/people-sync/people-access.service';
import { person, PeopleSandbox } from './people-sandbox';

/** Credentials asked while the people consumer writes the same account (an invitation accepted at once). */
describe('credentials beside the people consumer', () => {
  const box = new PeopleSandbox();

  beforeAll(() => box.start(), 60000);
  afterAll(() => box.stop());

  it('the invitation waits for the account the consumer writes, then sets the password on it', async () => {
    const p = person({ email: `raced@${box.business}.example`, staffRole: 'manager' });
    const event: EventEnvelope = {
      id: newId(),
      type: 'person.created',
      version: 1,
      business: box.business,
      occurredAt: new Date(0).toISOString(),
      actor: null,
      data: p,
    };
    let release!: () => void;
    let written!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const consumerWrote = new Promise<void>((ok) => (written = ok));
    const consumer = box.app.withTenant(box.business, async (em) => {
      await applyPeopleEvent(event, em);
      written();
      await gate; // the consumer's user and account stay uncommitted
    });
    await consumerWrote;
    const access = new PeopleAccessService(box.app, {} as Mailer);
    const credentials = access.credentials({
      business: box.business,
      personId: p.personId,
      email: p.email!,
      firstName: p.firstName,
      lastName: p.lastName,
      staffRole: 'manager',
      password: 'Manager-pass-1',
      replacePassword: true,
    });
    await waitFor(async () => {
      const [row] = await box.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%app_user%'`,
      );
      return row.n > 0;
    });
    release();
    await consumer;
    await expect(credentials).resolves.toMatchObject({ accountId: p.personId });
    const accounts = (await box.accounts()).filter((a) => a.email === p.email);
    expect(accounts.map((a) => a.id)).toEqual([p.personId]);
    const [user] = await box.sql<{ password_hash: string | null }>(
      'SELECT password_hash FROM app_user WHERE email = $1',
      [p.email],
    );
    expect(user.password_hash).not.toBeNull();
  });
});
