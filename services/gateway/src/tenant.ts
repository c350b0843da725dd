import { isIP } from 'node:net';
import { APP_HOST_LABEL, AUTH_HOST_LABEL } from '@tempo/contracts';
import { argument } from './arguments';
import type { RootField } from './root-fields';

/** A DNS label: what a business name can possibly be. Anything else is no business. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Strips the port (and IPv6 brackets) from a Host header value. */
export function hostName(host: string | undefined | null): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colons = h.split(':').length - 1;
  if (colons > 1) return h; // a bare IPv6 address
  return colons === 1 ? h.slice(0, h.indexOf(':')) : h;
}

/**
 * The business a host addresses (spec 000 §2.1): its first label, e.g.
 * `demo.localhost:4000` and `demo.example.com` → 'demo'. The shared `app`
 * host, the `auth` origin, a single-label host (`localhost`) and an IP
 * address address no business.
 */
export function businessFromHost(host: string | undefined | null): string | null {
  if (!host) return null;
  let known = fromHostMemo.get(host);
  if (known === undefined) {
    known = readBusinessFromHost(host);
    // Hosts are few (one per business and the app's own); a flood of made-up ones is not kept.
    if (fromHostMemo.size < 10_000) fromHostMemo.set(host, known);
  }
  return known;
}

const fromHostMemo = new Map<string, string | null>();

function readBusinessFromHost(host: string): string | null {
  const name = hostName(host).replace(/\.$/, '');
  if (!name || isIP(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2) return null;
  const first = labels[0];
  if (first === APP_HOST_LABEL || first === AUTH_HOST_LABEL) return null;
  return LABEL.test(first) ? first : null;
}

/** A business named by the request itself, lower-cased; null when absent or not a possible name. */
export function normaliseBusiness(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return LABEL.test(v) ? v : null;
}

/**
 * The request's business: the host's, else the `business` or `businessName`
 * variable (how the SPA on the `app` host names the business it works on),
 * else the first such literal argument of a root field (`literalBusiness`,
 * found by the caller in the parsed document).
 */
export function resolveBusiness(
  host: string | undefined | null,
  variables: Record<string, unknown> | null | undefined,
  literalBusiness: string | null = null,
): string | null {
  const fromHost = businessFromHost(host);
  if (fromHost) return fromHost;
  const vars = variables ?? {};
  for (const key of ['business', 'businessName']) {
    const v = normaliseBusiness(vars[key]);
    if (v) return v;
  }
  return normaliseBusiness(literalBusiness);
}

/** The first `business` / `businessName` string argument of a root field, for tenancy on the app host. */
export function businessArgument(fields: RootField[]): string | null {
  for (const { field, variables } of fields) {
    for (const name of ['business', 'businessName']) {
      const v = argument(field, name, variables);
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return null;
}
