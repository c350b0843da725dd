import type { BusinessEventData } from '@tempo/contracts';

/**
 * The business as the rules read it: the stored record's shape, without the
 * database (BusinessEntity has these fields).
 */
export interface BusinessRecord {
  name: string;
  status: string;
  fullName: string;
  country: string;
  locale: string;
  timezone: string;
  defaultCurrency: string;
  contactEmail: string | null;
  domainReady: boolean;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
  progress: { hasLocations?: boolean; hasServices?: boolean };
  settingsPersonalizedAt: Date | null;
  createdAt: Date;
}

/** The business's own subscription state (settings.plan). */
export interface PlanState {
  freeUntil?: string | null;
  accountStatus?: string | null;
  paymentMethod?: string | null;
}

export const planOf = (b: Pick<BusinessRecord, 'settings'>): PlanState =>
  (b.settings.plan as PlanState | undefined) ?? {};

/** Whom users of this business are told to contact (emailFrom, else contactEmail). */
export const businessContact = (b: Pick<BusinessRecord, 'settings' | 'contactEmail'>): string | null =>
  (b.settings.emailFrom as string | undefined) ?? b.contactEmail ?? null;

/**
 * What other subgraphs keep of a business (BusinessEventData): its names, status, zone, time-off settings and
 * whether calendar feeds name the students.
 */
export function businessEventData(b: BusinessRecord): BusinessEventData {
  const categories = b.settings.timeOffCategories;
  return {
    name: b.name,
    fullName: b.fullName,
    status: b.status,
    timezone: b.timezone,
    country: b.country,
    timeOffPolicyEnabled: b.settings.timeOffPolicyEnabled === true,
    timeOffCategories: Array.isArray(categories) ? categories.filter((c) => typeof c === 'string') : [],
    includeStudentsNameInIcal: b.settings.includeStudentsNameInIcal === true,
  };
}
