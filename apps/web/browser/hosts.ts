import { GATEWAY, host } from '@tempo/testing';

/**
 * The hosts of the running product (npm test starts it and sets GATEWAY_URL): every business
 * and the shared app and auth hosts are labels below localhost on the gateway's port, which
 * Chromium resolves to the gateway's address (playwright.config.ts).
 */
export { GATEWAY };

/** The host of a label below localhost on the gateway's port ('demo' -> 'demo.localhost:4900'). */
export const hostOf = (label: string): string => host(label);

/** A URL on a host below localhost ('app', '/login' -> 'http://app.localhost:4900/login'). */
export const hostUrl = (label: string, path: string): string => `http://${hostOf(label)}${path}`;

/** The demo business's web app, on its own subdomain (the suite's base URL: it is only read). */
export const DEMO_ORIGIN = hostUrl('demo', '');

/** The shared app host: sign-in and business selection for any business, and registration. */
export const APP_ORIGIN = hostUrl('app', '');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a page URL whose path is `path` (any query or hash), on `origin` if given, for
 * `expect(page).toHaveURL(...)`.
 */
export const atPath = (path: string, origin?: string): RegExp =>
  new RegExp(`^${origin ? escape(origin) : 'https?://[^/]+'}${escape(path)}(?:[?#].*)?$`);

/** Matches any page URL on `origin`. */
export const onOrigin = (origin: string): RegExp => new RegExp(`^${escape(origin)}/`);
