import { describe, expect, it } from 'vitest';
import type { Account } from '../auth/types';
import { businessUrl, decideAppHost, pickAccount } from './app-host';

const account = (business: string, status: string): Account => ({
  id: business,
  name: null,
  email: 'a@b.c',
  business,
  staffRole: null,
  businessDetails: { name: business, status, fullName: business.toUpperCase(), uiLogoUrl: null },
});
const LOCATION = { protocol: 'http:', hostname: 'app.localhost', port: '4800' };

describe('app host', () => {
  it('picks the first active or pending account, else the first', () => {
    expect(
      pickAccount([account('a', 'BUSINESS_STATUS_CLOSED'), account('b', 'BUSINESS_STATUS_PENDING')])
        ?.business,
    ).toBe('b');
    expect(pickAccount([account('a', 'BUSINESS_STATUS_CLOSED')])?.business).toBe('a');
    expect(pickAccount([])).toBeNull();
  });

  it('builds the business subdomain URL', () => {
    expect(businessUrl(LOCATION, 'demo')).toBe('http://demo.localhost:4800/');
    expect(businessUrl({ protocol: 'https:', hostname: 'app.example.com', port: '' }, 'demo')).toBe(
      'https://demo.example.com/',
    );
    expect(businessUrl({ protocol: 'https:', hostname: 'demo.tempo.example', port: '' }, 'yoga')).toBe(
      'https://yoga.tempo.example/',
    );
    // A host without a business label gets one in front instead of losing its own name.
    expect(businessUrl({ protocol: 'http:', hostname: 'localhost', port: '4000' }, 'demo')).toBe(
      'http://demo.localhost:4000/',
    );
  });

  it('redirects to a ready domain, loads one that is not, and lets superusers and multi-business users choose', async () => {
    const accounts = [account('demo', 'BUSINESS_STATUS_ACTIVE')];
    const ready = async () => true;
    const notReady = async () => false;
    expect(await decideAppHost({ role: 'owner', accounts, domainReady: ready, location: LOCATION })).toEqual({
      kind: 'redirect',
      url: 'http://demo.localhost:4800/',
    });
    expect(
      await decideAppHost({ role: 'owner', accounts, domainReady: notReady, location: LOCATION }),
    ).toEqual({
      kind: 'load',
      businessName: 'demo',
    });
    expect(
      await decideAppHost({ role: 'superuser', accounts, domainReady: ready, location: LOCATION }),
    ).toEqual({
      kind: 'select',
    });
    expect(
      await decideAppHost({
        role: 'owner',
        accounts: [...accounts, account('other', 'BUSINESS_STATUS_ACTIVE')],
        domainReady: ready,
        location: LOCATION,
      }),
    ).toEqual({ kind: 'select' });
  });
});
