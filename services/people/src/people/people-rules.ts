import { isEmail, normalizeEmail } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { STAFF_PERMISSION_FLAGS } from '@tempo/permissions';
import { checkPhone, cleanName, PEOPLE_LIMITS, PEOPLE_TEXTS } from '@tempo/people-rules';
import type { PeopleFieldsArgs } from './people.args';

/** Roles a person can be given (custom roles are not created here). */
export const STAFF_ROLES = ['owner', 'manager', 'staff', 'limited_staff'] as const;

const refuse = (text: string) => new UserError(text);

/** A required name: trimmed, not empty, at most `max` characters. */
export function requiredName(
  v: string | null | undefined,
  missing: string,
  label: string,
  max: number,
): string {
  const name = cleanName(v);
  if (!name) throw refuse(missing);
  if (name.length > max) throw refuse(PEOPLE_TEXTS.nameTooLong(label, max));
  return name;
}

/** An e-mail as stored (trimmed, lower-case), null when empty; refused when malformed. */
export function cleanEmail(v: string | null | undefined): string | null {
  const email = normalizeEmail(v ?? '');
  if (!email) return null;
  if (!isEmail(email)) throw refuse(PEOPLE_TEXTS.validEmailRequired);
  return email;
}

/** Phone numbers valid for the country (or carrying their +code), normalised to E.164, without repeats. */
export function cleanPhones(phones: readonly string[], country: string | null): string[] {
  const out: string[] = [];
  for (const raw of phones) {
    if (!raw.trim()) continue;
    const checked = checkPhone(raw, country);
    if (!checked.ok) throw refuse(PEOPLE_TEXTS.validPhoneRequired);
    if (!out.includes(checked.e164)) out.push(checked.e164);
  }
  return out;
}

/** A birth date: a real YYYY-MM-DD day, not after `today`. */
export function cleanBirthdate(v: string | null | undefined, today: string): string | null {
  const d = (v ?? '').trim();
  if (!d) return null;
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!ok || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d) {
    throw refuse('birthdate must be a date (YYYY-MM-DD)');
  }
  if (d > today || d < '1800-01-01') throw refuse(PEOPLE_TEXTS.birthDateInPast);
  return d;
}

/** Tags as stored: trimmed, without empty ones or repeats (case-insensitive). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags.map(cleanName)) {
    if (!t || seen.has(t.toLowerCase())) continue;
    if (t.length > PEOPLE_LIMITS.tagLength)
      throw refuse(PEOPLE_TEXTS.nameTooLong('A tag', PEOPLE_LIMITS.tagLength));
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

export function cleanStaffRole(v: string | null | undefined): string | null {
  const role = (v ?? '').trim();
  if (!role) return null;
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new UserError(`staffRole must be one of ${STAFF_ROLES.join(', ')}`);
  }
  return role;
}

/** The flags of the args that are given, merged over the stored ones. */
export function mergeFlags(stored: Record<string, boolean>, args: PeopleFieldsArgs): Record<string, boolean> {
  const out = { ...stored };
  for (const flag of STAFF_PERMISSION_FLAGS) {
    const v = args[flag];
    if (v !== undefined && v !== null) out[flag] = v;
  }
  return out;
}

/** A secondary attribute is lower-cased: it is used as a tag option (001 §3.1). */
export const cleanSecondaryAttribute = (v: string | null | undefined): string | null =>
  cleanName(v).toLowerCase() || null;

/** A calendar colour: #rgb or #rrggbb. */
export function cleanColor(v: string | null | undefined): string | null {
  const c = (v ?? '').trim();
  if (!c) return null;
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c))
    throw refuse('staffCalendarColor must be a colour like #3b5bdb');
  return c.toLowerCase();
}

/** An ISO instant or null; refused when not a date. */
export function cleanInstant(v: string | null | undefined, field: string): Date | null {
  if (!v) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw refuse(`${field} must be a date and time`);
  return new Date(t);
}
