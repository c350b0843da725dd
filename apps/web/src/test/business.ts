import type { Business } from '../modules/business/business.graphql';

/** A business as the session holds it: the fields a test does not set are empty. */
export const businessOf = (fields: Pick<Business, 'name'> & Partial<Business>): Business => ({
  fullName: null,
  status: null,
  contactEmail: null,
  emailFrom: null,
  tagline: null,
  uiLogoUrl: null,
  uiFaviconUrl: null,
  uiPrimaryColor: null,
  uiSecondaryColor: null,
  federatedLoginEnabled: null,
  smsFeatureEnabled: null,
  voipEnabled: null,
  ...fields,
});
