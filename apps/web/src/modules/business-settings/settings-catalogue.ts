import { BUSINESS_STATUSES, COUNTRIES } from '@tempo/contracts';
import {
  EditLevel,
  EditorKind,
  SectionId,
  SettingDef,
  SettingName,
  SuperArgument,
  isEditable,
} from './setting-def';

/**
 * Every setting of the business settings screen (000 §3.1), in its section, with its label,
 * its editor and who may change it. The screen, its GraphQL documents and the variables sent
 * are all derived from this list.
 */
export * from './setting-def';
export * from './managed-elsewhere';

type Extra = Partial<Omit<SettingDef, 'name' | 'section' | 'label' | 'kind' | 'edit'>>;
const def =
  <E extends EditLevel>(section: SectionId, edit: E) =>
  (name: SettingName<E>, label: string, kind: EditorKind, extra: Extra = {}): SettingDef<E> => ({
    name,
    section,
    label,
    kind,
    edit,
    ...extra,
  });

const general = def('general', 'self');
const branding = def('branding', 'self');
const booking = def('booking', 'self');
const clients = def('clients', 'self');
const messages = def('messages', 'self');
const notifications = def('notifications', 'self');
const integrations = def('integrations', 'self');
const payment = def('payment', 'self');
const paymentSuper = def('payment', 'super');
const subscription = def('subscription', 'super');
const platform = def('platform', 'super');

const HTTPS = { placeholder: 'https://' };
const HTML = 'HTML; unsafe markup is removed when saved';
const TRIGGERS = 'Activity trigger types; press Enter after each';

/** The feature flags of 000 §1, switched by superusers. */
const FEATURE_FLAGS: ReadonlyArray<[SuperArgument, string]> = [
  ['smsFeatureEnabled', 'SMS feature enabled'],
  ['crmEnabled', 'CRM enabled'],
  ['voipEnabled', 'VoIP enabled'],
  ['marketingPlusEnabled', 'Marketing plus enabled'],
  ['campaignFeatureEnabled', 'Campaigns feature enabled'],
  ['ongoingCampaignsEnabled', 'Ongoing campaigns enabled'],
  ['ongoingCampaignsFeatureEnabled', 'Ongoing campaigns feature enabled'],
  ['advancedPayrollSettingsEnabled', 'Advanced payroll settings enabled'],
  ['advancedReportingEnabled', 'Advanced reporting enabled'],
  ['webhooksEnabled', 'Webhooks enabled'],
  ['lessonMateFeatureEnabled', 'LessonMate feature enabled'],
  ['videoRecordingRequestEnabled', 'Video recording requests enabled'],
  ['mailchimpFeatureEnabled', 'Mailing-list sync feature enabled'],
  ['federatedLoginEnabled', 'Federated login enabled'],
  ['internalVideoConfEnabled', 'Internal video conferencing enabled'],
  ['photoReleaseEnabled', 'Photo release enabled'],
  ['timeOffPolicyEnabled', 'Time-off policy enabled'],
];

export const SETTINGS: readonly SettingDef[] = [
  // 1. General and contact
  general('fullName', 'Full name', 'text', { required: true }),
  general('tagline', 'Tagline', 'text'),
  general('footer', 'Footer', 'text'),
  general('contactEmail', 'Contact e-mail', 'email'),
  general('emailFrom', 'Sender e-mail', 'email', { description: 'The address e-mails to clients come from' }),
  general('bccEmail', 'BCC e-mail', 'email', { description: 'Receives a copy of the e-mails sent' }),
  general('businessWebsite', 'Website', 'url', HTTPS),
  general('businessPhoneNumber', 'Phone number', 'phone'),
  general('facebookLink', 'Facebook link', 'url', HTTPS),
  general('twitterLink', 'Twitter link', 'url', HTTPS),
  general('instagramLink', 'Instagram link', 'url', HTTPS),
  general('timezone', 'Time zone', 'text', {
    required: true,
    check: 'timezone',
    placeholder: 'America/New_York',
  }),
  general('locale', 'Locale', 'text', { required: true, check: 'locale', placeholder: 'en-US' }),
  general('country', 'Country', 'select', { required: true, options: COUNTRIES }),
  general('defaultCurrency', 'Default currency', 'text', {
    required: true,
    check: 'currency',
    placeholder: 'USD',
  }),
  general('taxId', 'Tax id', 'text'),
  general('dataCollectionPrivacyPolicyUrl', 'Privacy policy URL', 'url', HTTPS),
  general('messagingTermsAndConditionsUrl', 'Messaging terms and conditions URL', 'url', HTTPS),
  general('googleTagManagerId', 'Google Tag Manager id', 'text', { placeholder: 'GTM-XXXXXXX' }),

  // 2. Branding
  branding('uiPrimaryColor', 'Primary colour', 'colour'),
  branding('uiSecondaryColor', 'Secondary colour', 'colour'),
  branding('uiBackgroundColor', 'Background colour', 'colour'),
  branding('uiAlternateBackgroundColor', 'Alternate background colour', 'colour'),
  branding('uiPrimaryFontColor', 'Primary font colour', 'colour'),
  branding('uiSecondaryFontColor', 'Secondary font colour', 'colour'),
  branding('businessPrimaryColor', 'Reviews widget colour', 'colour'),
  branding('uiLogoUrl', 'Logo URL', 'url', HTTPS),
  branding('uiIconUrl', 'Icon URL', 'url', HTTPS),
  branding('uiFaviconUrl', 'Favicon URL', 'url', HTTPS),
  branding('uiBackgroundImageUrl', 'Background image URL', 'url', HTTPS),
  branding('uiFormBackgroundImageUrl', 'Form background image URL', 'url', HTTPS),

  // 3. Self-booking and forms
  booking('uiSessionSelfBookingDefaultView', 'Default self-booking view', 'text'),
  booking('hideSignupFeeInSelfBooking', 'Hide the sign-up fee in self-booking', 'switch'),
  booking('genderDisplayOption', 'Gender label', 'text', { description: 'The label used for gender' }),
  booking('formsPhoneNumberRequired', 'Phone number required on forms', 'switch'),
  booking('selfRegisterFields', 'Self-registration form fields', 'formFields'),
  booking('crmLeadCaptureFields', 'Lead capture form fields', 'formFields'),

  // 4. Clients
  clients('clientCustomAttributes', 'Client custom attributes', 'stringList'),
  clients('clientStatuses', 'Client statuses', 'stringList'),
  clients('defaultClientStatus', 'Default client status', 'select', { optionsFrom: 'clientStatuses' }),
  clients('prospectLostStatus', 'Lost prospect status', 'select', { optionsFrom: 'clientStatuses' }),
  clients('tagCategories', 'Tag categories', 'tagCategories'),

  // 5. Messages
  messages('welcomeMessage', 'Welcome message (HTML)', 'richText', { description: HTML }),
  messages('welcomeEmailClient', 'Client welcome e-mail (HTML)', 'richText', { description: HTML }),
  messages('welcomeEmailStaff', 'Staff welcome e-mail (HTML)', 'richText', { description: HTML }),
  messages('googleReviewPrompt', 'Google review prompt (HTML)', 'richText', { description: HTML }),
  messages('clientPostingDisclaimer', 'Client posting disclaimer (HTML)', 'richText', { description: HTML }),
  messages('crmWelcomeMessage', 'Lead welcome message (HTML)', 'richText', { description: HTML }),
  messages('crmThankYouMessage', 'Lead thank-you message (HTML)', 'richText', { description: HTML }),
  messages('timeOffPolicy', 'Time-off policy (HTML)', 'richText', { description: HTML }),
  messages('birthdayMessage', 'Birthday message (HTML)', 'richText', { description: HTML }),
  messages('paymentFailedTemplate', 'Payment failed message (HTML)', 'richText', { description: HTML }),
  messages('paymentReminderTemplate', 'Payment reminder message (HTML)', 'richText', { description: HTML }),
  messages('googleReviewEmailSubject', 'Google review e-mail subject', 'text'),
  messages('enableGoogleReviewPrompt', 'Google review prompt enabled', 'switch'),
  messages('marketingPlusReviewWidgetEnabled', 'Review widget enabled', 'switch'),
  messages('marketingPlusReviewWidgetMobileDisplay', 'Review widget shown on mobile', 'switch'),
  messages('promotionalMessages', 'Promotional messages', 'promotionalMessages'),

  // 6. Notifications and posting
  def('notifications', 'super')('notificationsEnabled', 'Notifications enabled', 'switch', {
    ownerSees: true,
    requiredByUpdate: true,
  }),
  notifications('notificationsEnabledOwnersOnly', 'Notifications to owners only', 'switch', {
    requiredByUpdate: true,
  }),
  notifications('enableClientPosting', 'Client posting enabled', 'switch'),
  notifications('enableStaffSharedFolder', 'Staff shared folder enabled', 'switch'),
  notifications('clientDefaultNotificationOptOuts', 'Default client e-mail opt-outs', 'stringList', {
    description: TRIGGERS,
  }),
  notifications('clientDefaultSmsNotificationOptOuts', 'Default client SMS opt-outs', 'stringList', {
    description: TRIGGERS,
  }),
  notifications('staffDefaultNotificationOptOuts', 'Default staff e-mail opt-outs', 'stringList', {
    description: TRIGGERS,
  }),
  notifications('staffDefaultSmsNotificationOptOuts', 'Default staff SMS opt-outs', 'stringList', {
    description: TRIGGERS,
  }),
  notifications('smsAppointmentUpdatesIncludeStaffBio', 'Staff bio in SMS appointment updates', 'switch'),
  notifications('sendBirthdayMessageToActiveMembers', 'Birthday message to active members', 'switch'),
  notifications('includeStudentsNameInIcal', "Students' names in calendar exports", 'switch'),
  notifications('timeOffCategories', 'Time-off categories', 'stringList'),

  // Integrations: mailing-list sync and call analysis
  integrations('mailchimpSyncEnabled', 'Mailing-list sync enabled', 'switch'),
  integrations('mailchimpSyncId', 'Mailing-list account id', 'text'),
  integrations('mailchimpSyncListId', 'Mailing-list list id', 'text'),
  integrations('mailchimpSyncKey', 'Mailing-list API key', 'secret'),
  def('integrations', 'none')('mailchimpLastSync', 'Last sync', 'readOnly'),
  def('integrations', 'none')('mailchimpLastSyncError', 'Last sync error', 'readOnly'),
  integrations('aiCustomizableCallAnalysisPrompt', 'Call analysis prompt', 'textarea'),

  // 7. Payment
  payment('collectBillingPostalCode', 'Collect the billing postal code', 'switch'),
  payment('achPaymentEnabled', 'ACH payments enabled', 'switch'),
  payment('achPaymentDisableClientAddAccount', 'Clients cannot add ACH accounts', 'switch'),
  payment('autoPayDisabled', 'Auto-pay disabled', 'switch'),
  payment(
    'variableRateSubscriptionDefaultSiblingDiscountBehavior',
    'Default sibling discount behaviour',
    'text',
  ),
  paymentSuper('paymentGatewayId', 'Payment gateway', 'text', { ownerSees: true }),
  paymentSuper('stripeAccountType', 'Card provider account type', 'text', { ownerSees: true }),
  paymentSuper('merchantId', 'Merchant id', 'text', { ownerSees: true }),
  paymentSuper('achMerchantId', 'ACH merchant id', 'text', { ownerSees: true }),
  paymentSuper('paymentGatewayApiId', 'Gateway API id', 'text'),
  paymentSuper('paymentGatewayApiKey', 'Gateway API key', 'secret'),
  paymentSuper('achPaymentGatewayApiId', 'ACH gateway API id', 'text'),
  paymentSuper('achPaymentGatewayApiKey', 'ACH gateway API key', 'secret'),
  paymentSuper('merchantFeeRate', 'Merchant fee rate', 'integer'),
  paymentSuper('surchargeDetails.basisPoints', 'Surcharge (basis points)', 'integer', { ownerSees: true }),
  paymentSuper('stripeCustomersOnPlatform', 'Customers on the platform account', 'switch'),

  // 8. Subscription
  subscription('plan.planType', 'Plan', 'text', { ownerSees: true }),
  subscription('plan.accountStatus', 'Account status', 'text', { ownerSees: true }),
  subscription('plan.freeUntil', 'Free until', 'text', { ownerSees: true, placeholder: 'YYYY-MM-DD' }),
  subscription('plan.nextPaymentDue', 'Next payment due', 'text', {
    ownerSees: true,
    placeholder: 'YYYY-MM-DD',
  }),
  subscription('plan.rate', 'Rate (minor units per period)', 'integer', { ownerSees: true }),
  subscription('plan.currency', 'Plan currency', 'text', { ownerSees: true, check: 'currency' }),
  subscription('plan.discount', 'Discount', 'integer', { ownerSees: true }),
  subscription('plan.discountReason', 'Discount reason', 'text', { ownerSees: true }),
  subscription('plan.paymentMethod', 'Payment method', 'text', { ownerSees: true }),
  subscription('plan.lastSuccessfulPayment', 'Last successful payment', 'text', { ownerSees: true }),
  subscription('plan.endAt', 'Ends at', 'text', { ownerSees: true, placeholder: 'YYYY-MM-DD' }),
  subscription('plan.paymentGatewayCustomerId', 'Gateway customer id', 'text'),
  subscription('planAmountDue', 'Amount due (minor units)', 'integer', { ownerSees: true }),

  // 9. Platform: status, flags, tiers and limits
  platform('status', 'Status', 'select', { required: true, options: BUSINESS_STATUSES }),
  ...FEATURE_FLAGS.map(([name, label]) =>
    platform(name, label, 'switch', name === 'internalVideoConfEnabled' ? { requiredByUpdate: true } : {}),
  ),
  platform('smsTier', 'SMS tier', 'integer', { description: 'SMS per month included' }),
  platform('perLocationSms', 'SMS per location', 'switch'),
  def('platform', 'none')('smsCountTotal', 'SMS sent this month', 'readOnly'),
  platform('smsPhoneNumber', 'SMS phone number', 'phone'),
  platform('maxPerFileSizeUsageMegaBytes', 'Largest file (MB)', 'integer'),
  platform('maxFileSizeUsageMegaBytes', 'File storage limit (MB)', 'integer'),
  def('platform', 'none')('currentFileSizeUsageMegaBytes', 'File storage used (MB)', 'readOnly'),
  platform('domainReady', 'Domain ready', 'switch'),
  platform('roleNames', 'Role names', 'stringList'),
  platform('webhookKey', 'Webhook key', 'secret'),
  def('platform', 'none')('photoReleaseMigratedAt', 'Photo release migrated at', 'readOnly'),
  def('platform', 'none')('photoReleaseMigrationRequired', 'Photo release migration required', 'readOnly'),
  platform('prospectActiveStudents', 'Prospect: active students', 'text'),
  platform('prospectActiveLocations', 'Prospect: active locations', 'text'),
  platform('prospectCurrentSoftware', 'Prospect: current software', 'text'),
  platform('prospectPainPoints', 'Prospect: pain points', 'textarea'),
  platform('prospectCompletion', 'Prospect: completion', 'integer'),
  platform('prospectLikelihood', 'Prospect: likelihood', 'integer'),
  platform('hsDealId', 'Sales deal id', 'text'),
];

/** The settings selfUpdateBusiness saves. */
export const OWNER_SETTINGS = SETTINGS.filter(
  (s): s is SettingDef<'self'> => s.edit === 'self' && isEditable(s),
);
/** The settings only updateBusiness saves. */
export const SUPER_SETTINGS = SETTINGS.filter(
  (s): s is SettingDef<'super'> => s.edit === 'super' && isEditable(s),
);

export const SETTING_BY_NAME: ReadonlyMap<string, SettingDef> = new Map(SETTINGS.map((s) => [s.name, s]));
