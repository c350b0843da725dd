import { createHmac, timingSafeEqual } from 'crypto';

/**
 * Signed, short-lived media grants: an upload grant names the business,
 * person, folder, object key, declared size and type; a download grant the key
 * and its expiry. The secret never leaves the subgraph.
 */
export interface UploadGrant {
  business: string;
  personId: string;
  folder: 'files' | 'profile_photos';
  key: string;
  name: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  /** The business's limits when the grant was given (checked again against its usage on upload). */
  limitsMb: { perFileMb: number; totalMb: number };
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', `media:${secret}`).update(body).digest('base64url');

export function signGrant(grant: UploadGrant, secret: string): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The grant of a token, or null when it is forged, malformed or expired at `nowSeconds`. */
export function verifyGrant(token: string, secret: string, nowSeconds: number): UploadGrant | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as UploadGrant;
    return typeof grant.exp === 'number' && grant.exp > nowSeconds ? grant : null;
  } catch {
    return null;
  }
}

/** The query of a download link of `key`, valid until `exp` (seconds). */
export function downloadQuery(key: string, exp: number, secret: string): string {
  return new URLSearchParams({ exp: String(exp), sig: mac(secret, `${key}:${exp}`) }).toString();
}

export function verifyDownload(
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  secret: string,
  nowSeconds: number,
): boolean {
  const e = Number(exp);
  if (!sig || !Number.isInteger(e) || e <= nowSeconds) return false;
  const expected = Buffer.from(mac(secret, `${key}:${e}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
