/**
 * Web routes the servers need to know (000 §2.1, §2.4). The spec gives no
 * value for the widget and landing-page prefixes; these are the product's.
 */

/** A business widget link's page: /{WIDGET_ROUTE_PREFIX}/{link}. */
export const WIDGET_ROUTE_PREFIX = 'widget';

/** A business landing page: /{LANDING_ROUTE_PREFIX}/{link}. */
export const LANDING_ROUTE_PREFIX = 'landing';

/** Routes any site may frame: the booking widgets and landing pages (000 §2.4). ':link' is one path segment. */
export const EMBEDDABLE_ROUTES: readonly string[] = [
  '/selfBook',
  '/selfBookPub',
  `/${WIDGET_ROUTE_PREFIX}/:link`,
  `/${LANDING_ROUTE_PREFIX}/:link`,
];

/** The storage page on the auth host, framed by the business hosts (000 §2.1). */
export const AUTH_STORAGE_FRAME_PATH = '/storage-frame';
