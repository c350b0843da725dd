import { INTERNAL_BUSINESS_NAME } from '@tempo/contracts';
import { Subject, can } from '@tempo/permissions';
import type { BusinessProgressQuery } from '../../gql/graphql';

/** businessProgressQuery(businessName) flags (identity schema). */
export type BusinessProgress = BusinessProgressQuery['businessProgressQuery'];

export interface SetupStep {
  id: keyof BusinessProgress;
  label: string;
  done: boolean;
  /** An in-app route. */
  to?: string;
  /** An external link (mailto). */
  href?: string;
}

export const SUPPORT_EMAIL = 'support@tempo.example';

const NOTIFICATIONS_MAIL =
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Enable client notifications')}` +
  `&body=${encodeURIComponent('Hello, please enable client notifications for my business.')}`;

/** The eight steps of the card (000 §2.8), in order. */
export function setupSteps(
  progress: BusinessProgress,
  businessName: string,
  options: { paymentLinked?: boolean } = {},
): SetupStep[] {
  const edit = `/business/${businessName}/edit`;
  return [
    { id: 'hasBusinessSettings', label: 'Personalize your business settings', to: edit },
    { id: 'hasLocations', label: 'Add one or more locations', to: '/locations/create' },
    { id: 'hasServices', label: 'Add one or more services', to: '/services' },
    { id: 'hasStaff', label: 'Enroll one or more staff', to: '/staff/create' },
    { id: 'hasClients', label: 'Enroll one or more clients', to: '/clients/create' },
    {
      id: 'hasPayment',
      label: 'Enable electronic payment',
      to: options.paymentLinked ? `${edit}#Payment` : undefined,
    },
    { id: 'hasPaymentMethod', label: 'Add a payment method', to: `${edit}#Subscription` },
    { id: 'hasClientNotifications', label: 'Enable client/staff notifications', href: NOTIFICATIONS_MAIL },
  ].map((s) => ({
    ...s,
    id: s.id as keyof BusinessProgress,
    done: !!progress[s.id as keyof BusinessProgress],
  }));
}

/** floor(done / total * 100). */
export function progressPercent(steps: readonly { done: boolean }[]): number {
  if (steps.length === 0) return 0;
  return Math.floor((steps.filter((s) => s.done).length / steps.length) * 100);
}

export const dismissKey = (business: string) => `setupProgressDismissed:${business}`;

export function isDismissed(business: string): boolean {
  try {
    return localStorage.getItem(dismissKey(business)) === '1';
  } catch {
    return false;
  }
}

export function dismiss(business: string): void {
  localStorage.setItem(dismissKey(business), '1');
}

/** Whether the card may be shown at all, before the progress is known. */
export function mayShowCard(
  subject: Subject,
  businessName: string | null | undefined,
  largeScreen: boolean,
): boolean {
  if (!largeScreen || !businessName || businessName === INTERNAL_BUSINESS_NAME) return false;
  if (!can(subject, 'view', 'BUSINESS_PROGRESS_BAR')) return false;
  return !isDismissed(businessName);
}

/** Whether the card is shown once the progress is known: hidden at 100%. */
export function showCard(allowed: boolean, percent: number): boolean {
  return allowed && percent < 100;
}

/** The close (x) is for ACTION_CREATE on RESOURCE_BUSINESS only. */
export function canDismiss(subject: Subject): boolean {
  return can(subject, 'create', 'BUSINESS');
}
