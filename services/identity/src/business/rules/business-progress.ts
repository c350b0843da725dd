import { BusinessRecord, PlanState, planOf } from './business-record';

const DAY_MS = 86_400_000;

/** The end of the free trial of a business registering at `now`. */
export const trialEnd = (now: Date, trialDays: number): string =>
  new Date(now.getTime() + trialDays * DAY_MS).toISOString();

/** A trial ends at `freeUntil`: it is over once that instant has passed (an unreadable date never ends it). */
const trialOver = (plan: PlanState, now: Date): boolean => {
  const until = plan.freeUntil ? Date.parse(plan.freeUntil) : Number.NaN;
  return !Number.isNaN(until) && until < now.getTime();
};

/**
 * The trial and overdue state of the business's own subscription (000 §4.7):
 * OVERDUE first, then TRIAL_ENDED for a trial that has ended without a
 * payment method; null otherwise.
 */
export function billingWarningOf(plan: PlanState | null | undefined, now: Date): string | null {
  if (!plan) return null;
  if (plan.accountStatus === 'OVERDUE') return 'OVERDUE';
  if (plan.paymentMethod) return null;
  return trialOver(plan, now) ? 'TRIAL_ENDED' : null;
}

/** Fields whose change counts as personalising the business (setup step 1). */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'uiLogoUrl',
  'uiPrimaryColor',
  'uiSecondaryColor',
  'tagline',
  'fullName',
  'welcomeMessage',
  'uiBackgroundImageUrl',
]);

/** Whether changing `changed` personalises the business (the first time only). */
export const personalises = (b: Pick<BusinessRecord, 'settingsPersonalizedAt'>, changed: string[]): boolean =>
  !b.settingsPersonalizedAt && changed.some((c) => PERSONAL_FIELDS.has(c));

export interface ProgressCounts {
  staff: number;
  clients: number;
}

/** BusinessProgress (000 §3.2) from the record, the account counts and `now`; flags for what other subgraphs own. */
export function businessProgress(b: BusinessRecord, counts: ProgressCounts, now: Date) {
  const plan = planOf(b);
  const hasPaymentMethod = !!plan.paymentMethod;
  return {
    hasBusinessSettings: !!b.settingsPersonalizedAt,
    hasLocations: !!b.progress.hasLocations,
    hasServices: !!b.progress.hasServices,
    hasStaff: counts.staff > 0,
    hasClients: counts.clients > 0,
    hasPayment: !!b.settings.paymentGatewayId && !!b.settings.merchantId,
    hasPaymentMethod,
    hasClientNotifications: !!b.settings.notificationsEnabled,
    showPaymentWarning: trialOver(plan, now) && !hasPaymentMethod,
    showActivePaymentWarning: plan.accountStatus === 'OVERDUE',
  };
}
