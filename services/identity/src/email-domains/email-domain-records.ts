import { randomBytes } from 'node:crypto';

/** Status of a business's e-mail domain (000 §3.1 emailDomains). */
export const EmailDomainStatus = {
  PENDING: 'PENDING',
  VERIFIED: 'VERIFIED',
  FAILED: 'FAILED',
} as const;
export type EmailDomainStatus = (typeof EmailDomainStatus)[keyof typeof EmailDomainStatus];

export interface DnsRecordValue {
  type: string;
  name: string;
  value: string;
}

/** An emailDomains entry as stored in the business's settings. */
export interface StoredEmailDomain {
  domain: string;
  status: EmailDomainStatus;
  dnsRecords: DnsRecordValue[];
}

/** The label under the domain that carries the ownership TXT record. */
export const VERIFICATION_LABEL = '_tempo';
export const VERIFICATION_PREFIX = 'tempo-verification=';
export const DKIM_SELECTOR = 'tempo';

/**
 * A domain name as the owner typed it, normalised: lower case, no trailing dot; null when it
 * is not a domain name (at least two labels of letters, digits and inner dashes, 1 to 63
 * characters each, 253 in all, a top-level label of at least two letters).
 */
export function normalizeDomain(input: string | null | undefined): string | null {
  const d = (input ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!d || d.length > 253) return null;
  const labels = d.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  return /^[a-z]{2,63}$/.test(labels[labels.length - 1]) ? d : null;
}

/** `domain` is `parent` or one of its subdomains. */
export const isWithin = (domain: string, parent: string): boolean =>
  domain === parent || domain.endsWith(`.${parent}`);

/** A fresh verification token (random, 128 bits, URL-safe). */
export const verificationToken = (): string => randomBytes(16).toString('base64url');

/**
 * The records the owner publishes for `domain`: the ownership TXT record
 * (`_tempo.<domain>` = `tempo-verification=<token>`), an SPF record allowing the platform's
 * mail servers, and a DKIM CNAME to the platform's signing key.
 */
export function dnsRecordsFor(domain: string, token: string, platformMailDomain: string): DnsRecordValue[] {
  return [
    { type: 'TXT', name: `${VERIFICATION_LABEL}.${domain}`, value: `${VERIFICATION_PREFIX}${token}` },
    { type: 'TXT', name: domain, value: `v=spf1 include:_spf.${platformMailDomain} ~all` },
    {
      type: 'CNAME',
      name: `${DKIM_SELECTOR}._domainkey.${domain}`,
      value: `${DKIM_SELECTOR}._domainkey.${platformMailDomain}`,
    },
  ];
}

/** The ownership record among a domain's records. */
export const verificationRecord = (d: StoredEmailDomain): DnsRecordValue | undefined =>
  d.dnsRecords.find((r) => r.type === 'TXT' && r.name === `${VERIFICATION_LABEL}.${d.domain}`);

/**
 * Whether the TXT answer for the ownership name (each record a list of strings, joined as
 * DNS does) holds exactly the expected value.
 */
export const hasVerificationRecord = (answer: string[][], expected: string): boolean =>
  answer.some((chunks) => chunks.join('') === expected);
