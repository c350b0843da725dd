import { Action } from './actions';
import { Resource } from './resources';
import { ROLES, Role } from './roles';

/** A permission: an action on a resource (000 §6). */
export interface Permission {
  action: Action;
  resource: Resource;
}

/** What a role adds: resource -> actions. */
export type RoleGrants = Readonly<Partial<Record<Resource, readonly Action[]>>>;

/**
 * The default role matrix. For each role: the permissions it ADDS on top of the role
 * before it; a role holds everything of the roles above it in this table.
 *
 * The matrix is coarse on purpose. "Own", "self" and dependent restrictions are
 * object-level checks made by the code that loads the object (ARCHITECTURE §4): e.g. a
 * client's INVOICE update lets the client open the invoice page at all, the invoice
 * service then accepts only invoices the client or a dependent owes.
 *
 * Design (see README):
 * - visitor: only data the public booking pages read; public routes need no permission.
 * - client: the self area (000 §2.5 "Client self area"), self-booking and paying their
 *   own invoices. The self invoice page (/clients/self/invoice/:invoiceId/edit) is
 *   guarded by INVOICE update, so clients hold INVOICE read/update: paying is how a
 *   client "edits" an invoice. No NAVBAR read: clients get the client layout.
 * - limited_staff: the staff layout, their own profile, schedule, pay, files, time off
 *   and their own clients' comments. Not the calendar (EVENTS list) nor the client
 *   list (PEOPLE list): the staff permission flags / per-account overrides grant more.
 * - staff: the front desk: calendar, clients, bookings, enrolment, client billing,
 *   messaging and calls.
 * - manager: runs the business: settings (not billing), staff records, services,
 *   locations, time-off approval, marketing, statistics and reports.
 * - owner: the business's own subscription to the platform (SELF_BUSINESS
 *   subscription_update, the #Subscription anchor), the payment gateway, staff pay
 *   (rates, commissions, payroll), role assignment and the business dashboard.
 * - superuser: nothing listed; allowed everything except goto on HOME by rule (can.ts).
 *   Superuser-only are therefore exactly the permissions no row lists: ALL_BUSINESSES
 *   list/update, ACTIVITIES list, BUSINESS update (/audit), TEMPO read, the all_* collections.
 */
export const ROLE_MATRIX = {
  visitor: {
    SELF_BUSINESS_WIDGET: ['read'], // booking widgets and landing pages
    EVENT_SLOT: ['list'], // public availability
    SESSION_EVENT_PROGRAM: ['read'], // public session event program
  },

  client: {
    HOME: ['goto'],
    SWITCH_BUSINESS: ['list'],
    WEBSOCKET: ['CONNECT'],
    WIDGET: ['goto'],
    SELF: ['read', 'update'],
    SELF_CLIENT_MESSAGE: ['list', 'post_message'],
    SELF_POSTED_CLIENT_MESSAGE: ['update', 'delete_message'],
    SELF_EVENTS: ['list'],
    SELF_INVOICES: ['list'],
    SELF_SUBSCRIPTIONS: ['list'],
    SELF_CREDITS: ['list'],
    SELF_SHOPPING_CART: ['goto'],
    OWN_FILES: ['get'],
    APPOINTMENT: ['self_book'],
    SESSION: ['self_book', 'SELF_ATTACH', 'SELF_DETACH'],
    MAKEUP: ['self_book'],
    INVOICE: ['read', 'update', 'SELF_PAY'], // own and dependents' invoices (object-level)
    SUBSCRIPTION: ['read'], // own and dependents' subscriptions (001 §2.3)
    CREDIT: ['read'],
    CLIENT: ['charge'], // pay own invoices (/clients/self/charge)
    PAYMENT_METHOD: ['list', 'create', 'delete'],
  },

  limited_staff: {
    NAVBAR: ['read'],
    INBOX: ['list'],
    STAFF_SELF: ['read', 'update'],
    STAFF_SELF_PAYROLL: ['read'],
    STAFF_AVAILABILITIES: ['read', 'update'], // own availability (object-level)
    OWN_TIME_OFF: ['list', 'create', 'update', 'cancel'],
    TIME_OFF_MESSAGE: ['list', 'post_message'],
    OWN_EVENT_SLOT: ['list', 'read'],
    OWN_SESSION_EVENT: ['read'],
    OWN_SESSION: ['read'],
    OWN_APPOINTMENT: ['read'],
    EVENT: ['read'], // events they teach (object-level)
    OWN_CLIENTS_CLIENT_MESSAGE: ['list'],
    OWN_CLIENT_PERFORMANCE_REPORT: ['read'],
    SELF_POSTED_STAFF_MESSAGE: ['update', 'delete_message'],
  },

  staff: {
    LIVE_HELP: ['get'],
    // calendar, appointments and sessions
    EVENTS: ['list'],
    EVENT: ['update'],
    EVENT_DETAILS: ['read'],
    EVENT_SLOT: ['read'],
    EVENT_SLOT_TIER_1_ATTRIBUTES: ['read', 'update'],
    SESSION_EVENT_STAFF: ['read'],
    AVAILABILITIES: ['list'],
    APPOINTMENT: ['book', 'update', 'cancel'],
    APPOINTMENT_STATUS: ['update'],
    UNPAID_APPOINTMENT: ['list'],
    OWN_APPOINTMENT: ['update', 'cancel'],
    OWN_EVENT_PARTICIPANT_STATUS: ['update'],
    MAKEUP: ['book'],
    SESSION: ['read', 'enroll', 'batch_enroll', 'TRANSFER', 'ATTACH', 'DETACH'],
    SESSION_EVENT: ['read', 'update'],
    SERVICES: ['list'],
    SERVICE: ['read'],
    LOCATIONS: ['list'],
    LOCATION: ['read'],
    WAITLIST_NOTIFICATION: ['list', 'create', 'update'],
    // clients
    PEOPLE: ['list', 'read', 'create', 'update'],
    PEOPLE_STATUS: ['read', 'update'],
    PEOPLE_PERSONAL_INFO: ['read'],
    OWN_CLIENT_PERSONAL_INFO: ['read'],
    FILES: ['get', 'ATTACH', 'DETACH'],
    PROFILE_COMMENTS: ['list', 'post_message'],
    CLIENT_MESSAGE: ['list', 'post_message'],
    OWN_CLIENTS_CLIENT_MESSAGE: ['post_message'],
    SESSION_COMMENTS: ['list', 'post_message'],
    SESSION_MESSAGE: ['list', 'post_message'],
    SELF_POSTED_SESSION_MESSAGE: ['update', 'delete_message'],
    STAFF: ['list', 'read'],
    STAFF_MESSAGE: ['list', 'post_message'],
    // client billing at the front desk
    INVOICES: ['list'],
    INVOICE: ['pay'],
    INVOICE_PAYER: ['update'],
    SUBSCRIPTIONS: ['list'],
    SUBSCRIPTION: ['create', 'update', 'cancel', 'charge', 'CANCEL_HOLD'],
    CREDITS: ['list'],
    CREDIT: ['create'],
    GIFT_CARD: ['list', 'create'],
    PROMO: ['APPLY'],
    SHOPPING_CART: ['goto'],
    PAYMENT_METHOD_CASH: ['use'],
    PAYMENT_METHOD_CHECK: ['use'],
    TERMINAL: ['use'],
    // communication
    INSTANT_MESSAGES: ['list', 'send'],
    VOIP_CALL: ['list', 'RECEIVE', 'PLACE'],
    CHANNEL: ['list'],
    EMAIL: ['send'],
    EMAIL_INVITE: ['send'],
    MESSAGE_TO_OWN_SESSION_CLIENTS: ['send'],
    MESSAGE_TO_SESSION_CLIENTS: ['send'],
    PROPOSAL: ['list', 'create', 'send'],
  },

  manager: {
    CHANGELOG: ['view'],
    // business settings, except the business's own billing (owner)
    SELF_BUSINESS: ['view', 'update'],
    SELF_BUSINESS_WIDGET: ['update'],
    BUSINESS_PROGRESS_BAR: ['view'],
    ACCOUNTS: ['list'],
    STAFF_NOTIFICATION_TRIGGERS: ['set'],
    MANAGER_NOTIFICATION_TRIGGERS: ['set'],
    PAYMENT_DISABLED_MESSAGE: ['set'],
    CANCELLATION_CONSEQUENCE: ['set'],
    PARTIAL_PAYMENT: ['set'],
    // staff records and time off (not pay)
    STAFF: ['create', 'update'],
    TIME_OFF: ['list', 'read', 'update'],
    // services, sessions, locations
    SERVICE: ['create', 'update', 'delete'],
    SERVICE_REQUIRE_BOOKING: ['set'],
    SESSION: ['create', 'update', 'delete', 'cancel'],
    OWN_SESSION: ['cancel'],
    SESSION_EVENT: ['create', 'delete'],
    SESSION_EVENT_STAFF: ['update'],
    EVENT: ['cancel', 'delete'],
    EVENT_SLOT_TIER_2_ATTRIBUTES: ['read', 'update'],
    EVENT_SLOT_LIMITS: ['update', 'OVERRIDE'],
    LOCATION: ['create', 'update', 'delete'],
    // clients and billing
    PEOPLE: ['delete', 'merge', 'batch_update'],
    INVOICE: ['void', 'batch_update'],
    INVOICE_DUE_DATE: ['update'],
    SUBSCRIPTION: ['batch_update', 'batch_cancel'],
    CREDIT: ['update', 'delete'],
    PAYMENT_GATEWAY_CUSTOMER_ID: ['read'],
    // marketing
    CAMPAIGN: ['list', 'create', 'update', 'PUBLISH'],
    TEMPLATE: ['list', 'create', 'update'],
    PROMO: ['list', 'create', 'update'],
    TERMS_AND_CONDITIONS_POLICY: ['list', 'create', 'update', 'PUBLISH'],
    VOIP_CALL: ['LISTEN'], // call recordings
    VOIP_PRIVATE_CALL: ['PLACE'],
    // statistics and reports
    STATS: ['read'],
    STATS_INVOICES: ['read'],
    STAFF_STATS: ['read'],
    CONVERSIONS_DASHBOARD: ['goto'],
    SESSION_ENROLLMENT_DASHBOARD: ['goto'],
    CLIENT_PERFORMANCE_REPORT: ['read'],
    REPORTING: ['goto'],
    INVOICE_REPORTING: ['goto'],
    TRANSACTION_REPORTING: ['goto'],
    PAYMENT_ITEMS: ['list', 'EXPORT'],
  },

  owner: {
    BUSINESS_DASHBOARD: ['goto'],
    BUSINESS: ['create'], // setup card close button, exempt from the trial-ended redirect
    SELF_BUSINESS: ['subscription_update'], // the business's own platform subscription (#Subscription)
    PAYMENT_GATEWAY: ['update', 'CONNECT'],
    MERCHANT_ID: ['update'],
    TERMINAL: ['manage'],
    ACCOUNTS: ['manage'],
    STAFF_ROLE: ['set'],
    // staff pay
    STAFF_PAYROLL: ['list', 'read', 'update', 'process'],
    PAYROLL: ['read', 'update', 'set'],
    STAFF_SERVICE_RATE: ['read', 'update'],
    STAFF_COMMISSION_RATE: ['read', 'update'],
    STAFF_COMMISSION_REPORT: ['list'],
    VOIP_PRIVATE_CALL: ['list'], // managers' private calls
  },

  superuser: {},
} as const satisfies Readonly<Record<Role, RoleGrants>>;

/**
 * Permissions that no row of the matrix grants: superusers hold them through the
 * superuser rule alone. Named here for the record (000 §6 "Specific rules") and so that
 * {@link matrixGrantsOf} plus this list enumerate every permission the product uses.
 */
export const SUPERUSER_ONLY: readonly Permission[] = [
  { resource: 'ALL_BUSINESSES', action: 'list' }, // superuser tools, all businesses, suspended/closed businesses
  { resource: 'ALL_BUSINESSES', action: 'update' }, // imports, session creator, card mapping, cleanup, migrations
  { resource: 'ACTIVITIES', action: 'list' }, // /activities
  { resource: 'BUSINESS', action: 'update' }, // /audit
  { resource: 'BUSINESS', action: 'MIGRATE' },
  { resource: 'TEMPO', action: 'read' }, // crash screen with the provider's support branding
  { resource: 'SUPERUSER', action: 'manage' }, // impersonation (sudo) and stopping it
  ...(
    [
      'ALL_PEOPLE',
      'ALL_STAFF',
      'ALL_LOCATIONS',
      'ALL_SERVICES',
      'ALL_EVENTS',
      'ALL_MESSAGES',
      'ALL_SUBSCRIPTIONS',
      'ALL_INVOICES',
      'ALL_ACTIVITIES',
      'ALL_CREDITS',
    ] as const
  ).map((resource): Permission => ({ resource, action: 'list' })),
];

/** The permissions a role adds on top of the role before it, in table order. */
export function grantsAddedBy(role: Role): Permission[] {
  const grants: RoleGrants = ROLE_MATRIX[role];
  return Object.entries(grants).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => ({ action, resource: resource as Resource })),
  );
}

/** A stable key for a permission, 'RESOURCE:action'. */
export function permissionKey(action: Action, resource: Resource): string {
  return `${resource}:${action}`;
}

const CUMULATIVE: ReadonlyMap<Role, ReadonlySet<string>> = (() => {
  const byRole = new Map<Role, ReadonlySet<string>>();
  let held = new Set<string>();
  for (const role of ROLES) {
    held = new Set([...held, ...grantsAddedBy(role).map((p) => permissionKey(p.action, p.resource))]);
    byRole.set(role, held);
  }
  return byRole;
})();

/** Whether the matrix grants a permission to a role, inheritance included (no superuser rule, no overrides). */
export function matrixAllows(role: Role, action: Action, resource: Resource): boolean {
  return CUMULATIVE.get(role)?.has(permissionKey(action, resource)) ?? false;
}

/** Every permission the matrix gives a role, inheritance included. */
export function matrixGrantsOf(role: Role): Permission[] {
  return ROLES.slice(0, ROLES.indexOf(role) + 1).flatMap(grantsAddedBy);
}

/** The lowest role the matrix grants a permission to, or undefined (superuser-only or unknown). */
export function lowestRoleGranting(action: Action, resource: Resource): Role | undefined {
  return ROLES.find((role) => matrixAllows(role, action, resource));
}
