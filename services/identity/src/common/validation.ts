import {
  businessNameError,
  clean,
  isEmail,
  missingFields,
  normalizeBusinessName,
  UserErrorCode,
} from '@tempo/contracts';
import { UserError } from '@tempo/graphql';

/*
 * The product-wide rules live in @tempo/contracts, shared with the web app; these are
 * identity's wrappers that refuse bad input with a UserError.
 */

/** Refuses input where any of `names` is absent (trimmed empty strings count as absent). */
export function requireFields(values: Record<string, unknown>, names: readonly string[]): void {
  const missing = missingFields(values, names);
  if (missing.length === 1) throw UserError.of(UserErrorCode.REQUIRED_FIELD, missing[0]);
  if (missing.length) throw UserError.of(UserErrorCode.REQUIRED_FIELDS, missing);
}

/** The e-mail address, trimmed and in lower case, or a UserError. */
export function assertEmail(v: string | undefined | null): string {
  const e = clean(v)?.toLowerCase();
  if (!e || !isEmail(e)) throw UserError.of(UserErrorCode.VALID_EMAIL_REQUIRED);
  return e;
}

/** The normalised business name when it may be registered, or a UserError saying why not. */
export function assertBusinessName(name: string): string {
  const n = normalizeBusinessName(name);
  const error = businessNameError(n);
  if (error) throw new UserError(error);
  return n;
}
