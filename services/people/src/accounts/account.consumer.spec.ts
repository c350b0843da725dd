import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tempo/contracts';
import { FixedClock } from '@tempo/contracts';
import { ensurePersonForAccount, personFromAccount } from './account.consumer';

const context = { clock: new FixedClock('2026-11-23T12:00:00Z') };

const untouched = new Proxy({} as EntityManager, {
  get: (_t, key) => {
    throw new Error(`the database was used (${String(key)})`);
  },
});
const event = (data: unknown, business = 'demo'): EventEnvelope => ({
  id: 'e1',
  type: 'account.created',
  version: 1,
  business,
  occurredAt: '2026-11-23T12:00:00Z',
  actor: null,
  data,
});
const ID = '01a2071c-1f15-7096-81f1-c0abc174624c';

describe('the person of an identity account', () => {
  it('skips, without retrying, what cannot be a person: a bad id, e-mail or business', async () => {
    await expect(
      ensurePersonForAccount(event({ accountId: 'a', email: 'a@b.example' }), untouched, context),
    ).resolves.toBeUndefined();
    await expect(
      ensurePersonForAccount(event({ accountId: ID, email: 'not-mail' }), untouched, context),
    ).resolves.toBeUndefined();
    await expect(
      ensurePersonForAccount(event({ accountId: ID, email: 'a@b.example' }, 'Bad Name!'), untouched, context),
    ).resolves.toBeUndefined();
    await expect(ensurePersonForAccount(event(null), untouched, context)).resolves.toBeUndefined();
  });

  it('takes the names identity gives, else a first name from the e-mail', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    const named = personFromAccount(
      'demo',
      {
        accountId: ID,
        userId: 'u',
        email: 'Ada@X.org',
        staffRole: 'owner',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      at,
    );
    expect(named).toMatchObject({
      id: ID,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@x.org',
      staffRole: 'owner',
    });
    const bare = personFromAccount(
      'demo',
      { accountId: ID, userId: 'u', email: 'grace.hopper@x.org', staffRole: null },
      at,
    );
    expect(bare).toMatchObject({ firstName: 'Grace', lastName: '' });
  });
});
