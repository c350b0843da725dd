import { randomBytes } from 'node:crypto';
import { AUTH_HOST_LABEL, AUTH_STORAGE_FRAME_PATH, EMBEDDABLE_ROUTES } from '@tempo/contracts';
import { hostName } from './tenant';

/**
 * The security headers of every gateway response (README "Security
 * headers"). Pages of the SPA get a Content-Security-Policy with a fresh
 * script nonce per response ('strict-dynamic' lets the nonced entry script
 * load its chunks; no inline script runs without the nonce); every other
 * response (/graphql, assets, errors) a policy that allows nothing. Framing
 * is refused everywhere but on the embeddable widget and landing-page routes
 * (any site) and the auth host's storage frame (the business hosts only).
 */

export interface HeaderPolicyOptions {
  production: boolean;
  /** PUBLIC_DOMAIN, e.g. 'localhost' or 'example.com'. */
  publicDomain: string;
  /** PUBLIC_PORT: shown in the business hosts' origins when set. */
  publicPort?: string;
  publicProtocol: 'http' | 'https';
}

export type FrameRule = 'none' | 'any' | 'business-hosts';

const segments = (path: string) => path.split(/[?#]/, 1)[0].split('/').filter(Boolean);

/** True when `path` matches a route pattern (':name' is one segment; literals case-insensitive, as the SPA's router). */
export function routeMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return (
    want.length === got.length &&
    want.every((w, i) => w.startsWith(':') || w.toLowerCase() === got[i].toLowerCase())
  );
}

/** Who may frame the page at `path` on `host`. */
export function frameRuleFor(opts: HeaderPolicyOptions, host: string | undefined, path: string): FrameRule {
  if (EMBEDDABLE_ROUTES.some((r) => routeMatches(r, path))) return 'any';
  if (
    hostName(host) === `${AUTH_HOST_LABEL}.${opts.publicDomain.toLowerCase()}` &&
    routeMatches(AUTH_STORAGE_FRAME_PATH, path)
  )
    return 'business-hosts';
  return 'none';
}

const port = (opts: HeaderPolicyOptions) => (opts.publicPort ? `:${opts.publicPort}` : '');

/** The origin pattern of every business host, e.g. 'https://*.example.com'. */
export const businessHostsSource = (opts: HeaderPolicyOptions): string =>
  `${opts.publicProtocol}://*.${opts.publicDomain}${port(opts)}`;

/** The auth origin, which SPA pages frame for the shared sign-in storage. */
export const authOrigin = (opts: HeaderPolicyOptions): string =>
  `${opts.publicProtocol}://${AUTH_HOST_LABEL}.${opts.publicDomain}${port(opts)}`;

const frameAncestors = (opts: HeaderPolicyOptions, rule: FrameRule): string =>
  rule === 'any' ? '*' : rule === 'business-hosts' ? `'self' ${businessHostsSource(opts)}` : `'none'`;

/** Where browsers report violations of a page's policy (counted in gateway_csp_violations_total). */
export const CSP_REPORT_PATH = '/csp-report';

/** Directive labels of the violation metric; anything else a client sends is 'other'. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'media-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
]);

/** The directive a browser's violation report names (report-uri format), as a bounded metric label. */
export function violatedDirective(body: unknown): string {
  const report = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  const raw = report?.['effective-directive'] ?? report?.['violated-directive'];
  const name = typeof raw === 'string' ? raw.trim().split(/\s+/)[0].toLowerCase() : '';
  return DIRECTIVES.has(name) ? name : 'other';
}

/** A fresh nonce for one page (128 bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy of an SPA page. */
export function documentCsp(opts: HeaderPolicyOptions, nonce: string, rule: FrameRule): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Mantine writes its CSS variables into <style> elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' https: data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `frame-src 'self' ${authOrigin(opts)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors(opts, rule)}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The policy of everything that is not a page: nothing may run, load or frame it. */
export const RESOURCE_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'`;

/** The headers every response carries (a page then replaces the CSP and framing ones). */
export function baseHeaders(opts: HeaderPolicyOptions): Record<string, string> {
  return {
    'content-security-policy': RESOURCE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(opts.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The headers of an SPA page: its CSP with `nonce`; X-Frame-Options only where nobody may frame it. */
export function documentHeaders(
  opts: HeaderPolicyOptions,
  host: string | undefined,
  path: string,
  nonce: string,
): Record<string, string | null> {
  const rule = frameRuleFor(opts, host, path);
  return {
    'content-security-policy': documentCsp(opts, nonce, rule),
    // X-Frame-Options cannot name several origins: frame-ancestors alone speaks where framing is allowed.
    'x-frame-options': rule === 'none' ? 'DENY' : null,
  };
}

/**
 * index.html with `nonce` on every script, link and style element, and the
 * `csp-nonce` meta element Vite's module preloader reads for the links it adds.
 */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(script|link|style)\b/gi, `<$1 nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  return /<head[^>]*>/i.test(tagged)
    ? tagged.replace(/<head[^>]*>/i, (h) => `${h}\n    ${meta}`)
    : `${meta}${tagged}`;
}
