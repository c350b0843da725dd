import {
  BUSINESS_STATUSES,
  clean,
  missingFields,
  missingFieldsMessage,
  normalizePhone,
  UserErrorArgs,
  userErrorText,
  UserErrorCode,
  VALUE_CHECKS,
  WidgetType,
} from '@tempo/contracts';
import { FIELD_BY_NAME } from '../business-fields';
import { BusinessField } from './field-rules';

export type Patch = Record<string, unknown>;

/** Why a patch is refused: the text and its code when it has one (NOT_ALLOWED: a permission refusal). */
export interface Refusal {
  text: string;
  reason: UserErrorCode | null;
}

export type PatchCheck = { patch: Patch } | { refusal: Refusal };

function refusal<C extends UserErrorCode>(reason: C, ...args: UserErrorArgs<C>): { refusal: Refusal } {
  return { refusal: { reason, text: userErrorText(reason, ...args) } };
}

/** The shared value checks (e-mail, web address, colour...) and identity's own status check. */
const CHECKS: Record<string, { test: (v: string) => boolean; message: (field: string) => string }> = {
  ...VALUE_CHECKS,
  status: {
    test: (v) => (BUSINESS_STATUSES as string[]).includes(v),
    message: (f) => userErrorText(UserErrorCode.ONE_OF, f, BUSINESS_STATUSES),
  },
};

/** Settings a business always has: clearing them is refused. */
const ALWAYS_SET = ['fullName', 'country', 'locale', 'timezone', 'defaultCurrency', 'status'];
/** Arguments of the business mutations that are not settings. */
const NOT_SETTINGS = new Set(['business', 'name', 'plus']);

/** A widget link: its link is a name in a URL, its type one of the widget types. */
export function widgetLinkRefusal(w: { link?: string | null; widgetType?: string | null }): Refusal | null {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(w.link ?? ''))
    return refusal(UserErrorCode.WIDGET_LINK_INVALID).refusal;
  const types = Object.values(WidgetType) as string[];
  if (!types.includes(w.widgetType ?? '')) return refusal(UserErrorCode.ONE_OF, 'widgetType', types).refusal;
  return null;
}

/** One value of a patch, normalised, or its refusal. */
function checkValue(key: string, fd: BusinessField, raw: unknown): { value: unknown } | { refusal: Refusal } {
  let value = raw;
  if (typeof value === 'string') {
    value = clean(value) ?? null;
    const check = fd.check ? CHECKS[fd.check] : undefined;
    if (value !== null && check && !check.test(value as string))
      return { refusal: { text: check.message(key), reason: null } };
    if (value !== null && fd.check === 'email') value = (value as string).toLowerCase();
    if (value !== null && fd.check === 'phone') value = normalizePhone(value as string);
  }
  if (typeof value === 'number' && fd.check === 'nonNegative' && value < 0)
    return refusal(UserErrorCode.NOT_NEGATIVE, key);
  if (Array.isArray(value) && fd.type === 'String')
    value = value.map((v) => String(v).trim()).filter(Boolean);
  if (value !== null && typeof value === 'object') value = JSON.parse(JSON.stringify(value));
  return { value };
}

/**
 * Checks a settings patch: only `allowed` fields (any other is a permission
 * refusal), each checked by its kind; trimmed empty strings clear a field,
 * but never one a business always has. Returns the normalised patch.
 */
export function checkPatch(input: Patch, allowed: ReadonlyArray<BusinessField>): PatchCheck {
  const names = new Set(allowed.map((a) => a.name));
  const patch: Patch = {};
  for (const [key, raw] of Object.entries(input)) {
    if (raw === undefined || NOT_SETTINGS.has(key) || key.startsWith('owner')) continue;
    const fd = FIELD_BY_NAME.get(key);
    if (!fd || !names.has(key))
      return {
        refusal: {
          text: userErrorText(UserErrorCode.NOT_ALLOWED, `${key} cannot be changed here`),
          reason: UserErrorCode.NOT_ALLOWED,
        },
      };
    const checked = checkValue(key, fd, raw);
    if ('refusal' in checked) return checked;
    patch[key] = checked.value;
  }
  for (const k of ALWAYS_SET) if (patch[k] === null) return refusal(UserErrorCode.REQUIRED_FIELD, k);
  for (const w of Array.isArray(patch.widgetLinks) ? patch.widgetLinks : []) {
    const refused = widgetLinkRefusal(w as { link?: string; widgetType?: string });
    if (refused) return { refusal: refused };
  }
  return { patch };
}

/** createBusiness: the required fields of 000 §5 first, then the patch checks. */
export function checkCreate(
  input: Patch,
  required: readonly string[],
  allowed: ReadonlyArray<BusinessField>,
): PatchCheck {
  const missing = missingFields(input, required);
  if (missing.length)
    return {
      refusal: {
        text: missingFieldsMessage(missing),
        reason: missing.length === 1 ? UserErrorCode.REQUIRED_FIELD : UserErrorCode.REQUIRED_FIELDS,
      },
    };
  return checkPatch(input, allowed);
}
