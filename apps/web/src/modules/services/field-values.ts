import { USER_ERROR_TEXT } from '@tempo/contracts';
import type { FieldDef } from './field-defs';
import { moneyError, moneyText, parseMoney } from './money-model';

/** A field as a form holds it: text for everything typed or chosen, a flag for switches. */
export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

type Stored = string | number | boolean | readonly string[] | null | undefined;

/** A stored value as the form shows it (money in decimals, lists comma separated). */
export function formValue(def: FieldDef, value: Stored): FieldValue {
  if (def.kind === 'bool') return value === true;
  if (value === null || value === undefined) return '';
  if (def.kind === 'money') return moneyText(value as number);
  if (def.kind === 'tags') return (value as readonly string[]).join(', ');
  return String(value);
}

export function formValues(defs: readonly FieldDef[], row: object): FieldValues {
  const fields = row as Record<string, unknown>;
  return Object.fromEntries(defs.map((d) => [d.key, formValue(d, fields[d.key] as Stored)]));
}

const text = (v: FieldValue | undefined) => (typeof v === 'string' ? v.trim() : '');

/** The API value of a field (money in minor units, numbers parsed, empty texts null, lists split). */
export function inputValue(
  def: FieldDef,
  value: FieldValue | undefined,
): string | number | boolean | string[] | null {
  if (def.kind === 'bool') return value === true;
  const t = text(value);
  if (def.kind === 'tags')
    return t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (!t) return null;
  if (def.kind === 'money') return parseMoney(t) ?? null;
  if (def.kind === 'int' || def.kind === 'float') return Number(t);
  return t;
}

export function inputValues(defs: readonly FieldDef[], values: FieldValues) {
  return Object.fromEntries(defs.map((d) => [d.key, inputValue(d, values[d.key])]));
}

/** A field's refusal in the server's words, or null. */
export function fieldError(def: FieldDef, value: FieldValue | undefined): string | null {
  const t = text(value);
  if (def.kind === 'bool') return null;
  if (!t) return def.required ? USER_ERROR_TEXT.REQUIRED_FIELD(def.key) : null;
  if (def.kind === 'money') return parseMoney(t) === undefined ? moneyError(def.key) : null;
  if (def.kind !== 'int' && def.kind !== 'float') return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return `${def.key} must be a number`;
  if (def.kind === 'int' && !Number.isInteger(n)) return `${def.key} must be a whole number`;
  if (def.max !== undefined && (n > def.max || n < (def.min ?? -Infinity)))
    return USER_ERROR_TEXT.OUT_OF_RANGE(def.key, def.min ?? 0, def.max);
  if (def.min !== undefined && n < def.min) return USER_ERROR_TEXT.NOT_NEGATIVE(def.key);
  return null;
}

/** The refusals of a group of fields, keyed by `<prefix><key>` as the form names them. */
export function fieldErrors(
  defs: readonly FieldDef[],
  values: FieldValues,
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of defs) {
    const error = fieldError(d, values[d.key]);
    if (error) out[`${prefix}${d.key}`] = error;
  }
  return out;
}
