import { ComponentType, LazyExoticComponent } from 'react';
import { GUARDED_ROUTES, Guard, PUBLIC_ROUTES, UNGUARDED_ROUTES } from '@tempo/permissions';
import { lazyScreen } from './lazy';

/**
 * The application's route table as data (ARCHITECTURE §9): every guarded route of 000 §2.5
 * and public route of §2.3 from the permissions library, plus the app's own pages. Each
 * built screen is named, as a lazy module, by its entry in SCREENS (adding a screen is that
 * one line); the others show a placeholder that names the screen and says it is not built yet.
 */
export type Screen = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  kind: 'guarded' | 'public' | 'unguarded';
  guard?: Guard;
  title: string;
  noNavbar?: boolean;
  /** The screen's lazy module; none for a screen not built yet (a placeholder names it). */
  screen?: Screen;
}

/** The passwordless-link landing page (000 §2.9; the specification does not give its path). */
export const PASSWORDLESS_PATH = '/passwordless';

/** The page of the link confirming a business registration made with an existing user's e-mail. */
export const REGISTRATION_CONFIRM_PATH = '/business/register/confirm';

const TITLES: Record<string, string> = {
  '/': 'Home',
  '/business': 'All businesses',
  '/business/:businessName/edit': 'Business settings',
  '/oauth/:provider/response': 'Card payment provider linking',
  '/cc/mapping': 'Map credit cards',
  '/today': 'Today',
  '/events/:eventId': 'Event',
  '/stats/conversions': 'Membership Conversions',
  '/stats/location': 'Location/Room Utilization',
  '/stats/staff': 'Staff stats',
  '/reporting/open-invoices': 'Overdue Invoices',
  '/reporting/invoices': 'Invoices',
  '/reporting/transactions': 'Transactions',
  '/clients': 'All Clients',
  '/clients/create': 'Add client',
  '/clients/:clientId': 'Client profile',
  '/clients/self': 'My profile',
  '/staff/:staffId': 'Staff profile',
  '/staff/self': 'My profile',
  '/staff/create': 'Add staff',
  '/locations': 'Locations / Rooms',
  '/terms-and-conditions-policies': 'T&C Policies',
  '/promo': 'Promotions',
  '/messaging': 'Instant Messaging',
  '/appointment/create': 'Book Appointment',
  '/session/enroll': 'Enroll In Session',
  '/subscription/create': 'Subscribe Client',
  '/selfBook': 'Self-booking',
  '/selfBookPub': 'Self-booking',
  '/login': 'Login',
  '/logout': 'Logout',
  '/business/register': 'Business registration',
  [PASSWORDLESS_PATH]: 'Authenticating',
};

const words = (segment: string) =>
  segment
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .join(' ');

/** A readable name for a route: the known title, else its literal segments ('/staff/:staffId/payroll' -> 'Staff payroll'). */
export function screenTitle(path: string, given?: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  if (given) return given;
  if (TITLES[clean]) return TITLES[clean];
  const literal = clean
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map(words);
  const text = literal.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The built screens of the routes from the permissions library, each by its lazy module. */
const SCREENS: Record<string, Screen> = {
  '/': lazyScreen(() => import('../modules/shell/home-redirect')),
  '/login': lazyScreen(() => import('../modules/auth/login-screen')),
  '/logout': lazyScreen(() => import('../modules/auth/logout-screen')),
  '/business/:businessName/edit': lazyScreen(
    () => import('../modules/business-settings/business-settings-screen'),
  ),
  '/business': lazyScreen(() => import('../modules/business-admin/all-businesses-screen')),
  '/business/register': lazyScreen(() => import('../modules/business-register/business-register-screen')),
  '/changelog': lazyScreen(() => import('../modules/changelog/changelog-screen')),
  // The calendar (001 §2.7)
  '/calendar': lazyScreen(() => import('../modules/calendar/calendar-screen')),
  '/clients': lazyScreen(() => import('../modules/clients/clients-screen')),
  '/prospects': lazyScreen(() => import('../modules/clients/prospects-screen')),
  '/clients/advanced-search': lazyScreen(() => import('../modules/clients/advanced-search-screen')),
  '/clients/create': lazyScreen(() => import('../modules/clients/client-form-screen')),
  '/clients/:clientId/edit': lazyScreen(() => import('../modules/clients/client-form-screen')),
  '/clients/:clientId': lazyScreen(() => import('../modules/clients/client-profile-screen')),
  '/clients/:clientId/merge': lazyScreen(() => import('../modules/clients/merge-screen')),
  '/register': lazyScreen(() => import('../modules/registration/register-screen')),
  '/lead': lazyScreen(() => import('../modules/registration/lead-screen')),
  '/invite': lazyScreen(() => import('../modules/registration/invite-screen')),
  // Staff (001 §2.4) and the client self area (001 §2.3)
  '/staff': lazyScreen(() => import('../modules/staff/staff-list-screen')),
  '/staff/create': lazyScreen(() => import('../modules/staff/staff-form-screen')),
  '/staff/:staffId': lazyScreen(() => import('../modules/staff/staff-profile-screen')),
  '/staff/:staffId/edit': lazyScreen(() => import('../modules/staff/staff-form-screen')),
  '/staff/self': lazyScreen(() => import('../modules/staff/staff-self-screen')),
  '/staff/availabilities': lazyScreen(() => import('../modules/availabilities/availabilities-screen')),
  '/staff/self/edit': lazyScreen(() => import('../modules/staff/staff-self-form-screen')),
  '/clients/self': lazyScreen(() => import('../modules/self/self-profile-screen')),
  '/clients/self/edit': lazyScreen(() => import('../modules/self/self-form-screen')),
  '/clients/self/dependent/:dependentId': lazyScreen(() => import('../modules/self/self-profile-screen')),
  '/clients/self/dependent/:dependentId/edit': lazyScreen(() => import('../modules/self/self-form-screen')),
  // Files of people (001 §2.2-2.4)
  '/clients/:clientId/files': lazyScreen(() => import('../modules/files/files-screen')),
  '/staff/:staffId/files': lazyScreen(() => import('../modules/files/files-screen')),
  '/clients/self/files': lazyScreen(() => import('../modules/files/files-screen')),
  '/staff/self/files': lazyScreen(() => import('../modules/files/files-screen')),
  '/clients/self/dependent/:dependentId/files': lazyScreen(() => import('../modules/files/files-screen')),
  // Locations (001 §2.5)
  '/locations': lazyScreen(() => import('../modules/locations/locations-screen')),
  '/locations/create': lazyScreen(() => import('../modules/locations/location-form-screen')),
  '/locations/:locationId/edit': lazyScreen(() => import('../modules/locations/location-form-screen')),
  // Services, plans and sessions (001 §2.6)
  '/services': lazyScreen(() => import('../modules/services/services-screen')),
  '/services/create': lazyScreen(() => import('../modules/services/service-form-screen')),
  '/services/:serviceId/edit': lazyScreen(() => import('../modules/services/service-form-screen')),
  '/services/:serviceId/sessions/:sessionId/edit': lazyScreen(
    () => import('../modules/services/session-edit-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/program': lazyScreen(
    () => import('../modules/session-program/session-program-screen'),
  ),
  // Time off (000 §2.5, 001 §4.1)
  '/timeoff': lazyScreen(() => import('../modules/time-off/time-off-screen')),
  '/timeoff/:requestId/edit': lazyScreen(() => import('../modules/time-off/time-off-edit-screen')),
  // The daily screens: today, events, bookings, schedules and attendance (001 §2.2, §2.3, §2.6)
  '/today': lazyScreen(() => import('../modules/events/today-screen')),
  '/events/:eventId': lazyScreen(() => import('../modules/events/event-screen')),
  '/events/:eventId/change-recurring-schedule': lazyScreen(
    () => import('../modules/events/change-schedule-screen'),
  ),
  '/reporting/attendance/': lazyScreen(() => import('../modules/events/attendance-report-screen')),
  '/appointment/create': lazyScreen(() => import('../modules/booking/appointment-create-screen')),
  '/appointment/update/:eventId': lazyScreen(() => import('../modules/booking/appointment-update-screen')),
  '/clients/:clientId/all-schedules': lazyScreen(() => import('../modules/schedule/client-schedule-screen')),
  '/clients/self/all-schedules': lazyScreen(() => import('../modules/schedule/self-schedule-screen')),
  '/clients/self/dependent/:dependentId/all-schedules': lazyScreen(
    () => import('../modules/schedule/self-schedule-screen'),
  ),
  // Enrolment and session events (001 §2.6)
  '/session/enroll': lazyScreen(() => import('../modules/booking/session-enroll-screen')),
  '/services/:serviceId/sessions/enroll': lazyScreen(
    () => import('../modules/booking/session-enroll-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/enroll': lazyScreen(
    () => import('../modules/booking/session-enroll-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/events/:eventId/enroll': lazyScreen(
    () => import('../modules/booking/session-enroll-screen'),
  ),
  '/session/transfer': lazyScreen(() => import('../modules/booking/session-transfer-screen')),
  '/services/:serviceId/sessions/:sessionId/batch-enroll': lazyScreen(
    () => import('../modules/booking/batch-enroll-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/events/create': lazyScreen(
    () => import('../modules/booking/session-event-create-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/events/:eventId/edit': lazyScreen(
    () => import('../modules/booking/session-event-edit-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/events/:eventId/advancedEdit': lazyScreen(
    () => import('../modules/booking/session-event-edit-screen'),
  ),
  '/services/:serviceId/sessions/:sessionId/events/:eventId/confirm': lazyScreen(
    () => import('../modules/booking/session-event-confirm-screen'),
  ),
  // Appointment waitlist notifications (001 §2.7)
  '/waitlistnotification': lazyScreen(() => import('../modules/waitlist/waitlist-screen')),
  '/waitlistnotification/new': lazyScreen(() => import('../modules/waitlist/waitlist-new-screen')),
  '/waitlistnotification/:notificationId/edit': lazyScreen(
    () => import('../modules/waitlist/waitlist-edit-screen'),
  ),
  '/waitlistnotification/:notificationId/unsubscribe': lazyScreen(
    () => import('../modules/waitlist/waitlist-unsubscribe-screen'),
  ),
  '/sessionwaitlistnotification/:serviceId/session/:sessionId/client/:clientId/unsubscribe': lazyScreen(
    () => import('../modules/session-waitlist/session-waitlist-unsubscribe-screen'),
  ),
};

function entry(
  path: string,
  kind: AppRoute['kind'],
  guard?: Guard & { title?: string; noNavbar?: boolean },
): AppRoute {
  return {
    path,
    kind,
    guard: guard ? { resource: guard.resource, action: guard.action } : undefined,
    title: screenTitle(path, guard?.title),
    noNavbar: guard?.noNavbar || path === '/selfBookPub' || undefined,
    screen: SCREENS[path],
  };
}

export const APP_ROUTES: readonly AppRoute[] = [
  ...GUARDED_ROUTES.map((r) => entry(r.path, 'guarded', r)),
  ...UNGUARDED_ROUTES.map((p) => entry(p, 'unguarded')),
  ...PUBLIC_ROUTES.map((p) => entry(p, 'public')),
  {
    path: PASSWORDLESS_PATH,
    kind: 'public',
    title: 'Authenticating',
    screen: lazyScreen(() => import('../modules/auth/passwordless-screen')),
  },
  {
    path: REGISTRATION_CONFIRM_PATH,
    kind: 'public',
    title: 'Confirm business registration',
    screen: lazyScreen(() => import('../modules/business-register/registration-confirm-screen')),
  },
];
