import { BusinessField, EditLevel, FieldType, GTM_ID, LIMITS, ReadLevel } from './rules/field-rules';

/*
 * Every field of the business record (000 §3.1), in the order of the spec:
 * the catalogue described in rules/field-rules.ts. Pure data (no Nest, no
 * database); the web app's settings screen checks itself against this file.
 */

/** The nested types of the catalogue, by name (their GraphQL classes: business-field-types.ts). */
const T = {
  BusinessPlan: 'BusinessPlan',
  CrmAutoAssignStaff: 'CrmAutoAssignStaff',
  EmailDomain: 'EmailDomain',
  Float: 'Float',
  FormField: 'FormField',
  LandingPage: 'LandingPage',
  LandingPageInput: 'LandingPageInput',
  NamedRef: 'NamedRef',
  PaymentTerminal: 'PaymentTerminal',
  PresetDiscount: 'PresetDiscount',
  PromotionalMessage: 'PromotionalMessage',
  ReportTemplate: 'ReportTemplate',
  SurchargeDetails: 'SurchargeDetails',
  TagCategory: 'TagCategory',
  Webhook: 'Webhook',
  WidgetLink: 'WidgetLink',
  WidgetLinkInput: 'WidgetLinkInput',
} as const satisfies Record<string, FieldType>;

const S = 'String';
const B = 'Boolean';
const I = 'Int';
const H = 'SanitizedHTML';
const X = 'Secret';

const f = (
  name: string,
  type: FieldType,
  read: ReadLevel,
  edit: EditLevel,
  extra: Partial<BusinessField> = {},
): BusinessField => ({ name, type, read, edit, ...extra });
const strs = (name: string, read: ReadLevel, edit: EditLevel): BusinessField =>
  f(name, S, read, edit, { list: true });
const objs = (
  name: string,
  type: FieldType,
  read: ReadLevel,
  edit: EditLevel,
  input?: FieldType,
): BusinessField => f(name, type, read, edit, { list: true, input });

export const FEATURE_FLAGS = [
  'smsFeatureEnabled',
  'crmEnabled',
  'voipEnabled',
  'marketingPlusEnabled',
  'campaignFeatureEnabled',
  'ongoingCampaignsEnabled',
  'ongoingCampaignsFeatureEnabled',
  'advancedPayrollSettingsEnabled',
  'advancedReportingEnabled',
  'webhooksEnabled',
  'lessonMateFeatureEnabled',
  'videoRecordingRequestEnabled',
  'mailchimpFeatureEnabled',
  'federatedLoginEnabled',
  'internalVideoConfEnabled',
  'photoReleaseEnabled',
  'timeOffPolicyEnabled',
] as const;

export const BUSINESS_FIELDS: BusinessField[] = [
  // identity and contact
  f('fullName', S, 'public', 'self', { rule: { maxLength: LIMITS.fullName } }),
  f('status', S, 'public', 'super', { check: 'status' }),
  f('country', S, 'public', 'self', { check: 'country' }),
  f('locale', S, 'public', 'self', { check: 'locale' }),
  f('timezone', S, 'public', 'self', { check: 'timezone' }),
  f('defaultCurrency', S, 'public', 'self', { check: 'currency' }),
  f('taxId', S, 'private', 'self'),
  f('contactEmail', S, 'public', 'self', { check: 'email' }),
  f('emailFrom', S, 'public', 'self', { check: 'email' }),
  f('bccEmail', S, 'private', 'self', { check: 'email' }),
  f('businessWebsite', S, 'public', 'self', { check: 'url' }),
  f('businessPhoneNumber', S, 'public', 'self', { check: 'phone' }),
  f('smsPhoneNumber', S, 'public', 'super', { check: 'phone' }),
  f('facebookLink', S, 'public', 'self', { check: 'url' }),
  f('twitterLink', S, 'public', 'self', { check: 'url' }),
  f('instagramLink', S, 'public', 'self', { check: 'url' }),
  f('tagline', S, 'public', 'self'),
  f('footer', S, 'public', 'self', { rule: { maxLength: LIMITS.line } }),
  // branding
  ...['uiLogoUrl', 'uiIconUrl', 'uiFaviconUrl', 'uiBackgroundImageUrl', 'uiFormBackgroundImageUrl'].map((n) =>
    f(n, S, 'public', 'self', { check: 'url' }),
  ),
  ...[
    'uiBackgroundColor',
    'uiAlternateBackgroundColor',
    'uiPrimaryColor',
    'uiSecondaryColor',
    'uiPrimaryFontColor',
    'uiSecondaryFontColor',
    'businessPrimaryColor',
  ].map((n) => f(n, S, 'public', 'self', { check: 'color' })),
  // self-booking and forms
  f('uiSessionSelfBookingDefaultView', S, 'public', 'self'),
  f('hideSignupFeeInSelfBooking', B, 'public', 'self'),
  f('genderDisplayOption', S, 'public', 'self'),
  f('formsPhoneNumberRequired', B, 'public', 'self'),
  objs('selfRegisterFields', T.FormField, 'public', 'self'),
  objs('crmLeadCaptureFields', T.FormField, 'public', 'self'),
  // clients
  strs('clientCustomAttributes', 'public', 'self'),
  strs('clientStatuses', 'member', 'self'),
  f('defaultClientStatus', S, 'member', 'self'),
  f('prospectLostStatus', S, 'member', 'self'),
  objs('tagCategories', T.TagCategory, 'member', 'self'),
  objs('crmAutoAssignStaff', T.CrmAutoAssignStaff, 'private', 'self'),
  // messages
  f('welcomeMessage', H, 'public', 'self'),
  f('welcomeEmailClient', H, 'private', 'self'),
  f('welcomeEmailStaff', H, 'private', 'self'),
  f('googleReviewPrompt', H, 'public', 'self'),
  f('clientPostingDisclaimer', H, 'public', 'self'),
  f('crmWelcomeMessage', H, 'public', 'self'),
  f('crmThankYouMessage', H, 'public', 'self'),
  f('timeOffPolicy', H, 'member', 'self'),
  f('birthdayMessage', H, 'private', 'self'),
  f('paymentFailedTemplate', H, 'private', 'self'),
  f('paymentReminderTemplate', H, 'private', 'self'),
  objs('promotionalMessages', T.PromotionalMessage, 'public', 'self'),
  f('googleReviewEmailSubject', S, 'private', 'self', { rule: { maxLength: 200 } }),
  f('enableGoogleReviewPrompt', B, 'public', 'self'),
  // payment
  f('paymentGatewayId', S, 'public', 'super'),
  f('stripeAccountType', S, 'public', 'super'),
  f('paymentGatewayApiId', S, 'private', 'super'),
  f('paymentGatewayApiKey', X, 'private', 'super', { secret: true }),
  f('achPaymentGatewayApiId', S, 'private', 'super'),
  f('achPaymentGatewayApiKey', X, 'private', 'super', { secret: true }),
  f('merchantId', S, 'public', 'super'),
  f('achMerchantId', S, 'public', 'super'),
  f('stripeCustomersOnPlatform', B, 'public', 'super'),
  f('merchantFeeRate', I, 'private', 'super', { check: 'nonNegative' }),
  f('surchargeDetails', T.SurchargeDetails, 'public', 'super'),
  f('collectBillingPostalCode', B, 'public', 'self'),
  f('achPaymentEnabled', B, 'public', 'self'),
  f('achPaymentDisableClientAddAccount', B, 'public', 'self'),
  f('autoPayDisabled', B, 'public', 'self'),
  objs('paymentTerminals', T.PaymentTerminal, 'member', 'super'),
  // notifications and posting
  f('notificationsEnabled', B, 'public', 'super'),
  f('notificationsEnabledOwnersOnly', B, 'private', 'self'),
  f('enableClientPosting', B, 'public', 'self'),
  f('enableStaffSharedFolder', B, 'member', 'self'),
  strs('clientDefaultNotificationOptOuts', 'private', 'self'),
  strs('clientDefaultSmsNotificationOptOuts', 'private', 'self'),
  strs('staffDefaultNotificationOptOuts', 'private', 'self'),
  strs('staffDefaultSmsNotificationOptOuts', 'private', 'self'),
  f('smsAppointmentUpdatesIncludeStaffBio', B, 'private', 'self'),
  // mailing-list sync
  f('mailchimpSyncEnabled', B, 'private', 'self'),
  f('mailchimpSyncId', S, 'private', 'self'),
  f('mailchimpSyncListId', S, 'private', 'self'),
  f('mailchimpLastSync', S, 'private', 'none'),
  f('mailchimpSyncKey', X, 'private', 'self', { secret: true }),
  f('mailchimpLastSyncError', S, 'private', 'none'),
  // links and pages
  objs('widgetLinks', T.WidgetLink, 'public', 'self', T.WidgetLinkInput),
  objs('landingPages', T.LandingPage, 'public', 'self', T.LandingPageInput),
  objs('reportTemplates', T.ReportTemplate, 'member', 'self'),
  // the business's own subscription and usage
  f('plan', T.BusinessPlan, 'private', 'super'),
  f('planAmountDue', I, 'private', 'super', { check: 'nonNegative' }),
  f('perLocationSms', B, 'private', 'super'),
  f('smsTier', I, 'member', 'super', { check: 'nonNegative' }),
  f('smsCountTotal', I, 'member', 'none'),
  f('maxPerFileSizeUsageMegaBytes', I, 'member', 'super', { check: 'nonNegative' }),
  f('maxFileSizeUsageMegaBytes', I, 'member', 'super', { check: 'nonNegative' }),
  f('currentFileSizeUsageMegaBytes', T.Float, 'member', 'none'),
  // review widget
  f('marketingPlusReviewWidgetEnabled', B, 'public', 'self'),
  f('marketingPlusReviewWidgetMobileDisplay', B, 'public', 'self'),
  objs('marketingPlusReviewWidgetLocations', T.NamedRef, 'public', 'self'),
  // feature flags
  ...FEATURE_FLAGS.map((n) => f(n, B, 'public', 'super')),
  // webhooks
  f('webhookKey', X, 'private', 'super', { secret: true }),
  objs('webhooks', T.Webhook, 'private', 'super'),
  objs('presetDiscounts', T.PresetDiscount, 'member', 'self'),
  // time off, birthdays, photo release, calendar export
  strs('timeOffCategories', 'member', 'self'),
  f('sendBirthdayMessageToActiveMembers', B, 'private', 'self'),
  f('photoReleaseMigratedAt', S, 'private', 'none'),
  f('photoReleaseMigrationRequired', B, 'private', 'none'),
  f('includeStudentsNameInIcal', B, 'member', 'self'),
  // policies and misc
  f('dataCollectionPrivacyPolicyUrl', S, 'public', 'self', { check: 'url' }),
  f('messagingTermsAndConditionsUrl', S, 'public', 'self', { check: 'url' }),
  f('aiCustomizableCallAnalysisPrompt', S, 'private', 'self', {
    rule: { maxLength: LIMITS.text, multiline: true },
  }),
  f('variableRateSubscriptionDefaultSiblingDiscountBehavior', S, 'private', 'self'),
  strs('roleNames', 'member', 'super'),
  f('googleTagManagerId', S, 'public', 'self', { rule: { format: GTM_ID } }),
  f('domainReady', B, 'public', 'super'),
  objs('emailDomains', T.EmailDomain, 'private', 'none'), // addEmailDomain, verifyEmailDomain, removeEmailDomain
  // prospect and business-list fields
  f('prospectActiveStudents', S, 'platform', 'super'),
  f('prospectActiveLocations', S, 'platform', 'super'),
  f('prospectCurrentSoftware', S, 'platform', 'super'),
  f('prospectPainPoints', S, 'platform', 'super', { rule: { maxLength: LIMITS.text, multiline: true } }),
  f('prospectCompletion', I, 'platform', 'super', { check: 'nonNegative' }),
  f('prospectLikelihood', I, 'platform', 'super', { check: 'nonNegative' }),
  f('hsDealId', S, 'platform', 'super'),
];

export const FIELD_BY_NAME = new Map(BUSINESS_FIELDS.map((x) => [x.name, x]));
export const SELF_EDITABLE = BUSINESS_FIELDS.filter((x) => x.edit === 'self');
export const SUPER_EDITABLE = BUSINESS_FIELDS.filter((x) => x.edit !== 'none');
