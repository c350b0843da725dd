import { APP_HOST_LABEL, AUTH_HOST_LABEL } from '@tempo/contracts';

/**
 * What a host name selects (000 §2.1):
 * - business: the first label names the business ('demo.localhost', 'demo.example.com');
 * - app: the shared app host ('app.localhost'), default flow and business selection;
 * - auth: the auth origin, which loads no business;
 * - none: a host without a business label ('localhost', 'example.com', an IP address),
 *   which triggers business selection.
 */
export type Tenant =
  { kind: 'business'; businessName: string } | { kind: 'app' } | { kind: 'auth' } | { kind: 'none' };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant of a host name. A label is a subdomain label: the host has one more label than
 * its base domain ('x.localhost' has base 'localhost'; 'x.example.com' has base 'example.com').
 */
export function resolveTenant(hostname: string): Tenant {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return { kind: 'none' };
  const labels = host.split('.');
  const baseLength = labels[labels.length - 1] === 'localhost' ? 1 : 2;
  if (labels.length <= baseLength) return { kind: 'none' };
  const label = labels[0];
  if (label === APP_HOST_LABEL) return { kind: 'app' };
  if (label === AUTH_HOST_LABEL) return { kind: 'auth' };
  if (label === 'www') return { kind: 'none' };
  return { kind: 'business', businessName: label };
}

/** The same host with its first label replaced by a business name ('app.localhost' -> 'demo.localhost'). */
export function hostForBusiness(hostname: string, businessName: string): string {
  const tenant = resolveTenant(hostname);
  const labels = hostname.split('.');
  return tenant.kind === 'none'
    ? `${businessName}.${hostname}`
    : [businessName, ...labels.slice(1)].join('.');
}
