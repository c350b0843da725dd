import { redactSecrets, safeErrorText, SECRET_KEY_PATTERN } from '@tempo/contracts';

/** What a log line holds in place of a value it must not show. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are never written, at any depth: passwords, tokens,
 * secrets, authorization, cookies, card data (number, cvc), and every key
 * the contracts call secret (API keys, credentials, private keys, ...).
 */
export const SENSITIVE_KEY = new RegExp(
  `password|token|secret|authorization|cookie|card|cvc|${SECRET_KEY_PATTERN.source}`,
  'i',
);

/**
 * 13 to 19 digits, single spaces or hyphens allowed between them (4242 4242 4242 4242), and not part of a
 * longer word or hyphenated run (a UUID's digits, an id): what a card number looks like in text.
 */
const CARD_CANDIDATE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** The Luhn checksum of a string of digits (every card number passes it). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Masks every card number (13-19 digits passing Luhn) in a text. */
export function redactCardNumbers(text: string): string {
  return text.replace(CARD_CANDIDATE, (candidate) => {
    const digits = candidate.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? REDACTED : candidate;
  });
}

/** A text as it may be written: tokens, credentials, values of secret-looking keys and card numbers masked. */
export const redactText = (text: string): string => redactCardNumbers(redactSecrets(text));

/** An error (or anything thrown) as one safe text: name, message, code and stack frames, masked; a text as itself, masked. */
export const errorText = (e: unknown): string =>
  typeof e === 'string' ? redactText(e) : redactCardNumbers(safeErrorText(e));

/** How deep a structure is followed before it is cut. */
const MAX_DEPTH = 8;

/**
 * A value as it may be written in a line: sensitive keys masked at any depth,
 * texts masked (redactText), errors as their safe text, cycles and depth cut,
 * bigints as text, functions and symbols left out.
 */
export function redactValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return redactText(value.toString());
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value instanceof Error) return errorText(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= MAX_DEPTH || seen.has(value)) return '[cut]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = redactField(k, v, depth + 1, seen);
      if (r !== undefined) out[k] = r;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** The value of key `key` as it may be written: masked whole when the key is sensitive, else redactValue's. */
export function redactField(key: string, value: unknown, depth = 0, seen?: WeakSet<object>): unknown {
  if (SENSITIVE_KEY.test(key)) return value === null || value === undefined ? value : REDACTED;
  return redactValue(value, depth, seen);
}
