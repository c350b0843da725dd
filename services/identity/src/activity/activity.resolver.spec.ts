import { ActorContext } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { cursorCodec } from '@tempo/graphql';
import { ActivityResolver } from './activity.resolver';

const actor = (over: Partial<ActorContext> = {}): ActorContext => ({
  business: 'demo',
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  userId: 'u1',
  email: 'a@b.c',
  accountId: 'acc1',
  role: 'owner',
  staffRole: 'owner',
  overrides: [{ action: 'list', resource: 'ACTIVITIES', allowed: true }],
  impersonator: null,
  ip: null,
  requestId: null,
  ...over,
});

describe('activities checks the business itself', () => {
  const tenants: string[] = [];
  const db = {
    withTenant: (business: string) => {
      tenants.push(business);
      return Promise.resolve([]);
    },
  } as unknown as TenantDb;
  const resolver = new ActivityResolver(db, cursorCodec('c'.repeat(40)));

  beforeEach(() => (tenants.length = 0));

  it("refuses another business's feed even with the permission", async () => {
    await expect(resolver.activities(actor({ business: 'rival' }), 'demo')).rejects.toThrow(
      'authorization error: another business',
    );
    await expect(resolver.activities(actor({ accountId: null }), 'demo')).rejects.toThrow(
      'authorization error: another business',
    );
    expect(tenants).toEqual([]);
  });

  it('reads the own business, and any business for a superuser', async () => {
    await expect(resolver.activities(actor(), ' Demo ')).resolves.toEqual({ cursor: null, activities: [] });
    await expect(
      resolver.activities(actor({ role: 'superuser', business: null, accountId: null }), 'rival'),
    ).resolves.toMatchObject({ activities: [] });
    expect(tenants).toEqual(['demo', 'rival']);
  });
});
