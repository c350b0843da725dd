import { Subject, can } from '@tempo/permissions';

/** 003 §8, §9: trial and overdue notices repeat every 60 s and show for 30 s. */
export const BILLING_REPEAT_MS = 60000;
export const BILLING_SHOW_MS = 30000;
export const PRODUCT = 'Tempo';

/** The business's subscription state the server derives for its members (000 §4.7). */
export type BillingWarning = 'TRIAL_ENDED' | 'OVERDUE';

export const billingWarningOf = (value: string | null | undefined): BillingWarning | null =>
  value === 'TRIAL_ENDED' || value === 'OVERDUE' ? value : null;

export const TRIAL_ENDED = {
  title: 'Free trial has ended',
  message: `Add payment information for your ${PRODUCT} subscription to continue, and get in touch with questions about pricing.`,
};
export const OVERDUE = {
  title: 'Subscription overdue',
  message: `Your ${PRODUCT} subscription is overdue; please update payment information.`,
};

/** 000 §4.7: users failing create on BUSINESS are sent to the subscription settings. */
export const mustRedirectToSubscription = (subject: Subject): boolean => !can(subject, 'create', 'BUSINESS');

export const subscriptionPath = (businessName: string): string =>
  `/business/${encodeURIComponent(businessName)}/edit#Subscription`;
