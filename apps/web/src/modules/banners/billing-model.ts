import { Subject, can } from '@tempo/permissions';

/** 003 §8, §9: trial and overdue notices repeat every 60 s and show for 30 s. */
export const BILLING_REPEAT_MS = 60000;
export const BILLING_SHOW_MS = 30000;
export const PRODUCT = 'Tempo';

export interface PlanInfo {
  freeUntil?: string | null;
  accountStatus?: string | null;
  paymentMethod?: string | null;
}

export const TRIAL_ENDED = {
  title: 'Free trial has ended',
  message: `Add payment information for your ${PRODUCT} subscription to continue, and get in touch with questions about pricing.`,
};
export const OVERDUE = {
  title: 'Subscription overdue',
  message: `Your ${PRODUCT} subscription is overdue; please update payment information.`,
};

export function trialEnded(plan: PlanInfo | null | undefined, now: number): boolean {
  if (!plan?.freeUntil || plan.paymentMethod) return false;
  const until = Date.parse(plan.freeUntil);
  return !Number.isNaN(until) && until < now;
}

export const isOverdue = (plan: PlanInfo | null | undefined): boolean => plan?.accountStatus === 'OVERDUE';

/** 000 §4.7: users failing create on BUSINESS are sent to the subscription settings. */
export const mustRedirectToSubscription = (subject: Subject): boolean => !can(subject, 'create', 'BUSINESS');

export const subscriptionPath = (businessName: string): string =>
  `/business/${encodeURIComponent(businessName)}/edit#Subscription`;
