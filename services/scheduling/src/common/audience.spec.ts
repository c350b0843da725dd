import type { ActorContext } from '@tempo/contracts';
import { catalogueAudience, visibleTo } from './audience';

const actor = (over: Partial<ActorContext>): ActorContext => ({
  business: 'demo',
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  userId: null,
  email: null,
  accountId: null,
  role: 'visitor',
  staffRole: null,
  overrides: [],
  impersonator: null,
  ip: null,
  requestId: null,
  ...over,
});
const member = (role: string) => actor({ userId: 'u', accountId: 'a', role });

describe('catalogueAudience', () => {
  it('reads the business as staff for its staff, managers and owners', () => {
    for (const role of ['staff', 'manager', 'owner'])
      expect(catalogueAudience(member(role), 'Demo', 'LOCATION')).toEqual({
        business: 'demo',
        audience: 'staff',
      });
  });

  it('reads any business as staff for a superuser', () => {
    expect(catalogueAudience(actor({ role: 'superuser', business: null }), 'rival', 'LOCATION')).toEqual({
      business: 'rival',
      audience: 'staff',
    });
  });

  it('reads it as a client for a client, and as a visitor for anyone without an account there', () => {
    expect(catalogueAudience(member('client'), 'demo', 'LOCATION').audience).toBe('client');
    expect(catalogueAudience(actor({}), 'demo', 'LOCATION').audience).toBe('visitor');
  });

  it("refuses a business other than the host's to whoever is not its staff", () => {
    expect(() => catalogueAudience(actor({}), 'rival', 'LOCATION')).toThrow('another business');
    expect(() => catalogueAudience(member('client'), 'rival', 'LOCATION')).toThrow('another business');
    expect(() => catalogueAudience(member('owner'), 'rival', 'LOCATION')).toThrow();
  });
});

describe('visibleTo', () => {
  const row = { visibleByClients: true, visibleByVisitors: false };
  it('shows staff everything, clients and visitors what their flag allows', () => {
    expect(visibleTo('staff', { visibleByClients: false, visibleByVisitors: false })).toBe(true);
    expect(visibleTo('client', row)).toBe(true);
    expect(visibleTo('visitor', row)).toBe(false);
  });
});
