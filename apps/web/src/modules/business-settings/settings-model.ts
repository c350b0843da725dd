import type { BusinessSettings } from './business-settings.graphql';

/** The owner-editable settings of the form, in their sections. */
export const OWNER_FIELDS = [
  'fullName',
  'tagline',
  'contactEmail',
  'emailFrom',
  'businessWebsite',
  'businessPhoneNumber',
  'timezone',
  'locale',
  'country',
  'defaultCurrency',
  'uiPrimaryColor',
  'uiSecondaryColor',
  'uiLogoUrl',
  'uiFaviconUrl',
  'welcomeMessage',
] as const;

export type OwnerField = (typeof OWNER_FIELDS)[number];
export type OwnerValues = Record<OwnerField, string>;

export const REQUIRED_FIELDS: ReadonlySet<OwnerField> = new Set<OwnerField>(['fullName']);

export const LABELS: Record<OwnerField, string> = {
  fullName: 'Full name',
  tagline: 'Tagline',
  contactEmail: 'Contact e-mail',
  emailFrom: 'E-mail sender name',
  businessWebsite: 'Website',
  businessPhoneNumber: 'Phone number',
  timezone: 'Time zone',
  locale: 'Locale',
  country: 'Country',
  defaultCurrency: 'Default currency',
  uiPrimaryColor: 'Primary colour',
  uiSecondaryColor: 'Secondary colour',
  uiLogoUrl: 'Logo URL',
  uiFaviconUrl: 'Favicon URL',
  welcomeMessage: 'Welcome message (HTML)',
};

/** 000 §5: a label is prefixed with '(optional)' when the field is not required. */
export function labelOf(field: OwnerField): string {
  return REQUIRED_FIELDS.has(field) ? LABELS[field] : `(optional) ${LABELS[field]}`;
}

export const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'HK', 'IE', 'NZ', 'XX'] as const;

export const BUSINESS_STATUSES = [
  'BUSINESS_STATUS_ACTIVE',
  'BUSINESS_STATUS_PENDING',
  'BUSINESS_STATUS_SUSPENDED',
  'BUSINESS_STATUS_CLOSED',
] as const;

export function ownerValuesOf(business: BusinessSettings): OwnerValues {
  const values = {} as OwnerValues;
  for (const field of OWNER_FIELDS) values[field] = business[field] ?? '';
  return values;
}

/**
 * The fields whose trimmed value differs from the loaded one; a field emptied is sent as
 * null (000 §5: trimmed empty strings count as absent).
 */
export function changedOwnerFields(
  initial: OwnerValues,
  current: OwnerValues,
): Partial<Record<OwnerField, string | null>> {
  const changed: Partial<Record<OwnerField, string | null>> = {};
  for (const field of OWNER_FIELDS) {
    const before = initial[field].trim();
    const after = current[field].trim();
    if (before !== after) changed[field] = after || null;
  }
  return changed;
}

/** A missing required field's message, if any. */
export function validateOwnerValues(values: OwnerValues): Partial<Record<OwnerField, string>> {
  const errors: Partial<Record<OwnerField, string>> = {};
  for (const field of REQUIRED_FIELDS)
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  return errors;
}

export interface PlatformValues {
  status: string;
  smsFeatureEnabled: boolean;
  crmEnabled: boolean;
  voipEnabled: boolean;
  smsTier: number | '';
}

export function platformValuesOf(business: BusinessSettings): PlatformValues {
  return {
    status: business.status ?? '',
    smsFeatureEnabled: !!business.smsFeatureEnabled,
    crmEnabled: !!business.crmEnabled,
    voipEnabled: !!business.voipEnabled,
    smsTier: business.smsTier ?? '',
  };
}

/** updateBusiness variables: the changed platform settings plus the three required flags as loaded. */
export function platformVariables(
  business: BusinessSettings,
  initial: PlatformValues,
  current: PlatformValues,
) {
  const variables: Record<string, unknown> = {
    business: business.name,
    notificationsEnabled: !!business.notificationsEnabled,
    notificationsEnabledOwnersOnly: !!business.notificationsEnabledOwnersOnly,
    internalVideoConfEnabled: !!business.internalVideoConfEnabled,
  };
  for (const key of Object.keys(current) as Array<keyof PlatformValues>) {
    if (current[key] === initial[key]) continue;
    const value = current[key];
    variables[key] = value === '' ? null : value;
  }
  return variables;
}
