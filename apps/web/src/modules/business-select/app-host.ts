import { BusinessStatus } from '@tempo/contracts';
import type { Account } from '../auth/types';
import { hostForBusiness } from '../tenant/tenant';

/**
 * The business the app host opens after login (000 §2.1): the first account whose business
 * is active or pending, otherwise the first account; null without accounts.
 */
export function pickAccount(accounts: readonly Account[]): Account | null {
  return (
    accounts.find(
      (a) =>
        a.businessDetails?.status === BusinessStatus.ACTIVE ||
        a.businessDetails?.status === BusinessStatus.PENDING,
    ) ??
    accounts[0] ??
    null
  );
}

/**
 * The same origin on the business's subdomain ('http://app.localhost:4000' ->
 * 'http://demo.localhost:4000/'; a host without a business label gets one in front).
 */
export function businessUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  businessName: string,
): string {
  const host = hostForBusiness(location.hostname, businessName);
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}

export type AppHostDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'select' }
  | { kind: 'load'; businessName: string }
  | { kind: 'none' };

/**
 * What the app host does once the user is known (000 §2.1): superusers and users with
 * several businesses choose one; otherwise the picked business opens on its own subdomain
 * when its domain is ready, or is loaded here.
 */
export function decideAppHost(options: {
  role: string;
  accounts: readonly Account[];
  domainReady: (businessName: string) => Promise<boolean>;
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>;
}): Promise<AppHostDecision> {
  const { role, accounts, location } = options;
  return (async () => {
    if (role === 'superuser') return { kind: 'select' };
    const businesses = new Set(accounts.map((a) => a.business));
    if (businesses.size > 1) return { kind: 'select' };
    const account = pickAccount(accounts);
    if (!account) return { kind: 'none' };
    if (await options.domainReady(account.business).catch(() => false))
      return { kind: 'redirect', url: businessUrl(location, account.business) };
    return { kind: 'load', businessName: account.business };
  })();
}
