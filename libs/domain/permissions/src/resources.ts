/**
 * Resources of the permission model (000 §6).
 *
 * The specification spells resources two ways: a lower-case set ('all_businesses',
 * 'self_business', ...) and a set used with the RESOURCE_ prefix ('INVOICE_REPORTING',
 * ...). Routes (000 §2.5) write them upper case without the prefix ('ALL_BUSINESSES list',
 * 'EVENTS list'). That last form is the canonical one here: upper case, no prefix.
 * {@link normalizeResource} maps 'RESOURCE_X', 'x' and 'X' to 'X'.
 *
 * The product's own platform-error resource ("named after the product") is 'TEMPO'.
 */

/** The lower-case resources of 000 §6, exactly as spelled there (the product's own is 'tempo'). */
export const LOWER_CASE_RESOURCES = [
  // Global collections
  'all_businesses',
  'all_people',
  'all_staff',
  'all_locations',
  'all_services',
  'all_events',
  'all_messages',
  'all_subscriptions',
  'all_invoices',
  'all_activities',
  'all_credits',
  // People, staff and payroll
  'accounts',
  'people',
  'staff',
  'superuser',
  'staff_payroll',
  'payroll',
  'staff_notification_triggers',
  'manager_notification_triggers',
  'staff_self_payroll',
  'staff_service_rate',
  'staff_commission_rate',
  'staff_commission_report',
  'staff_self',
  'staff_role',
  'staff_stats',
  'staff_availabilities',
  // Scheduling
  'services',
  'service',
  'locations',
  'location',
  'events',
  'event',
  'event_details',
  'availabilities',
  'appointment',
  'service_require_booking',
  'appointment_status',
  'own_event_participant_status',
  'own_appointment',
  // Messaging and navigation
  'channel',
  'profile_comments',
  'session_comments',
  'navbar',
  'inbox',
  'switch_business',
  'email',
  'email_invite',
  // Billing
  'subscription',
  'subscriptions',
  'invoices',
  'invoice_payer',
  'invoice_due_date',
  'credits',
  'credit',
  'cancellation_consequence',
  'payment_method_cash',
  'payment_method_check',
  'payment_gateway',
  'partial_payment',
  'payment_disabled_message',
  'unpaid_appointment',
  'merchant_id',
  'terminal',
  // Activities and self
  'activities',
  'self',
  // Dashboards and reporting
  'business_progress_bar',
  'home',
  'reporting',
  'business_dashboard',
  'session_enrollment_dashboard',
  'conversions_dashboard',
  // Self-service
  'makeup',
  'self_credits',
  'self_invoices',
  'self_subscriptions',
  'self_events',
  // Sessions and business
  'session',
  'own_session',
  'session_event',
  'session_event_program',
  'people_status',
  'business',
  'self_business',
  'self_business_widget',
  // The product's own platform-error resource, widgets and carts
  'tempo',
  'widget',
  'shopping_cart',
  'self_shopping_cart',
  // Files
  'files',
  'own_files',
] as const;

/** The resources 000 §6 uses with the RESOURCE_ prefix, written here without it. */
export const PREFIXED_RESOURCES = [
  // Invoices and payments
  'INVOICE',
  'CLIENT',
  'STATS',
  'INVOICE_REPORTING',
  'TRANSACTION_REPORTING',
  'PAYMENT_ITEMS',
  'PAYMENT_METHOD',
  'CHANGELOG',
  'STATS_INVOICES',
  'PROPOSAL',
  // Messages
  'SESSION_MESSAGE',
  'TIME_OFF_MESSAGE',
  'STAFF_MESSAGE',
  'CLIENT_MESSAGE',
  'SELF_CLIENT_MESSAGE',
  'OWN_CLIENTS_CLIENT_MESSAGE',
  'MESSAGE_TO_OWN_SESSION_CLIENTS',
  'MESSAGE_TO_SESSION_CLIENTS',
  'SELF_POSTED_CLIENT_MESSAGE',
  'SELF_POSTED_STAFF_MESSAGE',
  'SELF_POSTED_SESSION_MESSAGE',
  'INSTANT_MESSAGES',
  // Reports and policies
  'CLIENT_PERFORMANCE_REPORT',
  'OWN_CLIENT_PERFORMANCE_REPORT',
  'TERMS_AND_CONDITIONS_POLICY',
  // Time off and promotions
  'TIME_OFF',
  'OWN_TIME_OFF',
  'WAITLIST_NOTIFICATION',
  'PROMO',
  // Event slots
  'EVENT_SLOT',
  'OWN_EVENT_SLOT',
  'EVENT_SLOT_TIER_1_ATTRIBUTES',
  'EVENT_SLOT_TIER_2_ATTRIBUTES',
  'EVENT_SLOT_LIMITS',
  'SESSION_EVENT_STAFF',
  'OWN_SESSION_EVENT',
  // Personal info
  'PEOPLE_PERSONAL_INFO',
  'OWN_CLIENT_PERSONAL_INFO',
  'PAYMENT_GATEWAY_CUSTOMER_ID',
  // Other
  'LIVE_HELP',
  'TEMPLATE',
  'CAMPAIGN',
  'WEBSOCKET',
  'GIFT_CARD',
  'VOIP_CALL',
  'VOIP_PRIVATE_CALL',
  // Also used with the prefix
  'NAVBAR',
  'PEOPLE',
  'SELF',
  'APPOINTMENT',
  'SESSION',
  'SUBSCRIPTION',
  'SWITCH_BUSINESS',
  'BUSINESS',
  'BUSINESS_PROGRESS_BAR',
  'ALL_BUSINESSES',
] as const;

export type LowerCaseResource = (typeof LOWER_CASE_RESOURCES)[number];
export type PrefixedResource = (typeof PREFIXED_RESOURCES)[number];

/** A canonical resource: upper case, without the RESOURCE_ prefix. */
export type Resource = Uppercase<LowerCaseResource> | PrefixedResource;

/** The product's own platform-error resource (000 §2.10: read switches the crash screen's branding). */
export const PLATFORM_RESOURCE = 'TEMPO' satisfies Resource;

/** Every canonical resource, each once: the lower-case set first, then the prefixed ones it lacks. */
export const RESOURCES: readonly Resource[] = [
  ...new Set<Resource>([
    ...LOWER_CASE_RESOURCES.map((r) => r.toUpperCase() as Uppercase<LowerCaseResource>),
    ...PREFIXED_RESOURCES,
  ]),
];

/** The canonical resources by name, e.g. `Resource.ALL_BUSINESSES === 'ALL_BUSINESSES'`. */
export const Resource: { readonly [R in Resource]: R } = Object.freeze(
  Object.fromEntries(RESOURCES.map((r) => [r, r])) as { [R in Resource]: R },
);

const RESOURCE_SET: ReadonlySet<string> = new Set(RESOURCES);

const RESOURCE_PREFIX = /^resource_/i;

/**
 * The canonical resource for any spelling: 'RESOURCE_EVENTS', 'events' and 'EVENTS' all
 * give 'EVENTS'. Case-insensitive; undefined when the resource is unknown.
 */
export function normalizeResource(spelling: string): Resource | undefined {
  const upper = spelling.trim().replace(RESOURCE_PREFIX, '').toUpperCase();
  return RESOURCE_SET.has(upper) ? (upper as Resource) : undefined;
}

/** Whether a string is a canonical resource. */
export function isResource(value: string): value is Resource {
  return RESOURCE_SET.has(value);
}

/** The RESOURCE_ constant of a resource, e.g. 'NAVBAR' -> 'RESOURCE_NAVBAR'. */
export function toResourceConstant(resource: Resource): string {
  return `RESOURCE_${resource}`;
}
