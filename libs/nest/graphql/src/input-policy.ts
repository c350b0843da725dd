import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputType,
  GraphQLNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { isUrl } from '@tempo/contracts';

/**
 * The input policy every subgraph applies to every argument of its root
 * fields (the interceptor in input-policy.interceptor.ts), walking nested
 * input objects and lists by their GraphQL types:
 *
 * - strings (String, ID, custom string scalars) carry no control characters;
 *   single-line values refuse CR and LF too, multi-line text and rich HTML
 *   allow tab, CR and LF; a NUL byte is refused everywhere;
 * - a maximum length: a default by scalar, or the field's own;
 * - numeric ranges, URL fields (http or https only) and formats declared on
 *   the field (see input-rule.ts).
 */
export interface InputRuleSpec {
  /** Maximum length in characters. */
  maxLength?: number;
  /** Text that may span lines (tab, CR, LF allowed). */
  multiline?: boolean;
  /** Inclusive numeric bounds. */
  min?: number;
  max?: number;
  /** A web address: http:// or https:// only. Empty strings pass (they clear the field). */
  url?: boolean;
  /** A format the whole (non-empty) value must match, and the text after the field's name when it does not. */
  format?: { pattern: RegExp; message: string };
  /** Maximum number of items of a list. */
  maxItems?: number;
}

/** A check of a whole input object (rules between its fields); returns the error text or null. */
export type ObjectCheck = (value: Record<string, unknown>, path: string) => string | null;

/** The extension keys under which rules travel on the schema's input fields and input types. */
export const INPUT_RULE = 'inputRule';
export const INPUT_OBJECT_CHECK = 'inputObjectCheck';
/** The root field's extension with the rules of its inline arguments, by name. */
export const ARG_RULES = 'argRules';

/** Defaults by scalar: single-line strings 255, rich HTML 50,000, secrets 1,024, tokens and cursors 4,096. */
export const DEFAULT_MAX_LENGTH = 255;
export const TOKEN_MAX_LENGTH = 4096;
export const DEFAULT_MAX_ITEMS = 1000;
const SCALAR_DEFAULTS: Record<string, InputRuleSpec> = {
  SanitizedHTML: { maxLength: 50_000, multiline: true },
  Secret: { maxLength: 1024 },
};
/**
 * Arguments and fields named like a credential or an opaque position
 * (`token`, `refreshToken`, `cursor`) hold signed values longer than a line of text.
 */
const TOKEN_NAME = /(token|cursor)$/i;

/**
 * What a string holds besides text: 'control' for NUL, C0 controls (except
 * tab, CR and LF in multi-line text), DEL and C1 controls; 'lineBreak' for CR,
 * LF and the Unicode line/paragraph separators in single-line text;
 * 'invalid' for a UTF-16 surrogate without its pair (not text; PostgreSQL
 * refuses it).
 */
export function controlCharacters(
  value: string,
  multiline: boolean,
): 'control' | 'lineBreak' | 'invalid' | null {
  let lineBreak = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return 'control';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return 'invalid';
    }
    if (c >= 0xdc00 && c <= 0xdfff) return 'invalid';
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      if (!multiline) lineBreak = true;
      continue;
    }
    if (c === 9 && multiline) continue;
    if (c < 32 || (c >= 0x7f && c <= 0x9f)) return 'control';
  }
  return lineBreak ? 'lineBreak' : null;
}

export const inputTexts = {
  controlCharacters: (f: string) => `${f} must not contain control characters`,
  lineBreaks: (f: string) => `${f} must not contain line breaks`,
  invalidText: (f: string) => `${f} must be valid text`,
  tooLong: (f: string, n: number) => `${f} must be at most ${n} characters`,
  tooSmall: (f: string, n: number) => `${f} must be at least ${n}`,
  tooLarge: (f: string, n: number) => `${f} must be at most ${n}`,
  notUrl: (f: string) => `${f} must be a web address starting with http:// or https://`,
  tooManyItems: (f: string, n: number) => `${f} must have at most ${n} items`,
};

/** The rule of a scalar value: the field's own, over the scalar's defaults. */
export function effectiveRule(
  scalar: string,
  fieldName: string,
  own: InputRuleSpec | undefined,
): InputRuleSpec {
  const base = SCALAR_DEFAULTS[scalar] ?? {
    maxLength: TOKEN_NAME.test(fieldName) ? TOKEN_MAX_LENGTH : DEFAULT_MAX_LENGTH,
  };
  return { ...base, ...(own ?? {}) };
}

/** Checks one string against a rule; returns the error text or null. */
export function checkString(value: string, rule: InputRuleSpec, field: string): string | null {
  const found = controlCharacters(value, !!rule.multiline);
  if (found === 'control') return inputTexts.controlCharacters(field);
  if (found === 'lineBreak') return inputTexts.lineBreaks(field);
  if (found === 'invalid') return inputTexts.invalidText(field);
  if (rule.maxLength !== undefined && value.length > rule.maxLength)
    return inputTexts.tooLong(field, rule.maxLength);
  const trimmed = value.trim();
  if (trimmed && rule.url && !isUrl(trimmed)) return inputTexts.notUrl(field);
  if (trimmed && rule.format && !rule.format.pattern.test(trimmed)) return `${field} ${rule.format.message}`;
  return null;
}

/** Checks one number against a rule; returns the error text or null. */
export function checkNumber(value: number, rule: InputRuleSpec, field: string): string | null {
  if (rule.min !== undefined && value < rule.min) return inputTexts.tooSmall(field, rule.min);
  if (rule.max !== undefined && value > rule.max) return inputTexts.tooLarge(field, rule.max);
  return null;
}

const ruleOf = (f: GraphQLInputField | GraphQLArgument): InputRuleSpec | undefined =>
  f.extensions?.[INPUT_RULE] as InputRuleSpec | undefined;

/**
 * Walks a coerced input value by its GraphQL type and returns the first
 * error text, or null. `name` names the field in errors (`fullName`,
 * `promotionalMessages.buttonUrl`); `own` is the rule declared on it.
 */
export function checkInput(
  value: unknown,
  type: GraphQLInputType,
  name: string,
  own: InputRuleSpec | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return checkInput(value, type.ofType, name, own);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    const maxItems = own?.maxItems ?? DEFAULT_MAX_ITEMS;
    if (items.length > maxItems) return inputTexts.tooManyItems(name, maxItems);
    for (const item of items) {
      const error = checkInput(item, type.ofType, name, own);
      if (error) return error;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) {
      const error = checkInput(record[field.name], field.type, `${name}.${field.name}`, ruleOf(field));
      if (error) return error;
    }
    const check = type.extensions?.[INPUT_OBJECT_CHECK] as ObjectCheck | undefined;
    return check ? check(record, name) : null;
  }
  if (isScalarType(type)) {
    const leaf = name.slice(name.lastIndexOf('.') + 1);
    if (typeof value === 'string') return checkString(value, effectiveRule(type.name, leaf, own), name);
    if (typeof value === 'number') return own ? checkNumber(value, own, name) : null;
  }
  return null;
}

/**
 * Checks every argument of a field. Rules come from the field's `argRules`
 * extension, then `argRules` given here (those of `@ArgsType()` classes), then
 * the argument's own extension.
 */
export function checkArguments(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  argRules: Record<string, InputRuleSpec> = {},
): string | null {
  const declared = (field.extensions?.[ARG_RULES] as Record<string, InputRuleSpec> | undefined) ?? {};
  for (const arg of field.args) {
    const rule = declared[arg.name] ?? argRules[arg.name] ?? ruleOf(arg);
    const error = checkInput(args[arg.name], arg.type, arg.name, rule);
    if (error) return error;
  }
  return null;
}

/** A field answers `{ status, error }` (the mutation convention) when its type has both. */
export function answersWithStatus(type: GraphQLNamedType | undefined): boolean {
  if (!type || !isObjectType(type)) return false;
  const fields = type.getFields();
  return 'status' in fields && 'error' in fields;
}

export { getNamedType };
