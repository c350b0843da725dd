import type { SmsUsage } from './billing.graphql';

/** 002 §2.3, 003 §9: the SMS over-limit banner. */
export const smsOverLimitText = (tier: number): string =>
  `Warning: sms usage is over the limit of ${tier} sms per month. Your account will be charged for additional sms sent/received, and your tier may be adjusted if over the limit multiple months in a row.`;

/** Shown when SMS is on, a tier is set and this month's count is above it. */
export function smsOverLimit(business: SmsUsage | null | undefined): boolean {
  if (!business?.smsFeatureEnabled) return false;
  const tier = business.smsTier ?? 0;
  return tier > 0 && (business.smsCountTotal ?? 0) > tier;
}

/** A dismissal is remembered per release of the product. */
const DISMISSED_KEY = 'smsOverLimitDismissedRelease';

export function dismissedFor(release: string, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(DISMISSED_KEY) === release;
  } catch {
    return false;
  }
}

export function rememberDismissal(release: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(DISMISSED_KEY, release);
  } catch {
    // Without storage the banner simply comes back on the next load.
  }
}
