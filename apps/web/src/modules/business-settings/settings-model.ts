import { VALUE_CHECKS, isUrl, trimmedOrNull, valueCheckError } from '@tempo/contracts';
import type { MutationSelfUpdateBusinessArgs, MutationUpdateBusinessArgs } from '../../gql/schema';
import type { BusinessSettings } from './business-settings.graphql';
import {
  ObjectSetting,
  OWNER_SETTINGS,
  SUPER_SETTINGS,
  SettingDef,
  fieldOf,
  isObjectPart,
  partOf,
} from './settings-catalogue';

/** One row of a form-field list (selfRegisterFields, crmLeadCaptureFields). */
export interface FormFieldRow {
  /** The row's React key. */
  key: string;
  id: string;
  name: string;
  fieldType: string;
  showField: boolean;
  requireField: boolean;
  fieldChoices: string[];
  /** CONDITIONAL_SELECTION: the id of the field whose answer picks the choices, and the choices of each answer. */
  conditionalFieldId: string;
  conditionalOptions: { selectedChoice: string; choices: string[] }[];
  /** The loaded field, so the parts this screen does not edit are saved unchanged. */
  source: Record<string, unknown>;
}

export interface TagCategoryRow {
  key: string;
  name: string;
  tagType: string;
  tags: string[];
}

export interface PromotionalMessageRow {
  key: string;
  message: string;
  includeButton: boolean;
  buttonText: string;
  buttonUrl: string;
}

export type SettingRow = FormFieldRow | TagCategoryRow | PromotionalMessageRow;

export type SettingValue = string | boolean | string[] | SettingRow[];

/** The form's values by setting name; text, integer and secret editors hold strings. */
export type SettingValues = Record<string, SettingValue>;

/** What an argument is sent as. */
export type WireValue = string | number | boolean | null | string[] | Array<Record<string, unknown>>;

/** A secret read back from the API: a mask when set (write-only, 000 §5). */
export const SECRET_MASK = '********';

let rowCount = 0;
/** A fresh key (and form-field id) for a row added in the browser. */
export const newKey = (prefix = 'row'): string =>
  `${prefix}-${Date.now().toString(36)}-${(rowCount++).toString(36)}`;

/** A loaded object without Apollo's __typename, at every depth, ready to be sent back as input. */
export function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    if (key !== '__typename') out[key] = withoutTypename(inner);
  return out;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
const strList = (value: unknown): string[] => asArray(value).map(str);

/** The loaded value of a setting, `plan.rate` reading inside `plan`. */
export function loadedOf(business: BusinessSettings, setting: SettingDef): unknown {
  const part = partOf(setting);
  const value = business[fieldOf(setting)];
  return part ? asRecord(value)[part] : value;
}

/** A setting's form value from the loaded business. */
export function valueOf(business: BusinessSettings, setting: SettingDef): SettingValue {
  const loaded = loadedOf(business, setting);
  switch (setting.kind) {
    case 'switch':
      return loaded === true;
    case 'secret':
      // Write-only: the editor starts empty and only a typed value is sent.
      return '';
    case 'stringList':
      return strList(loaded);
    case 'formFields':
      return asArray(loaded).map((item): FormFieldRow => {
        const source = asRecord(withoutTypename(item));
        return {
          key: newKey(),
          id: str(source.id),
          name: str(source.name),
          fieldType: str(source.fieldType),
          showField: source.showField === true,
          requireField: source.requireField === true,
          fieldChoices: strList(source.fieldChoices),
          conditionalFieldId: str(source.conditionalFieldId),
          conditionalOptions: asArray(source.conditionalOptions).map((option) => {
            const o = asRecord(option);
            return { selectedChoice: str(o.selectedChoice), choices: strList(o.choices) };
          }),
          source,
        };
      });
    case 'tagCategories':
      return asArray(loaded).map((item): TagCategoryRow => {
        const row = asRecord(item);
        return { key: newKey(), name: str(row.name), tagType: str(row.tagType), tags: strList(row.tags) };
      });
    case 'promotionalMessages':
      return asArray(loaded).map((item): PromotionalMessageRow => {
        const row = asRecord(item);
        return {
          key: newKey(),
          message: str(row.message),
          includeButton: row.includeButton === true,
          buttonText: str(row.buttonText),
          buttonUrl: str(row.buttonUrl),
        };
      });
    default:
      return str(loaded);
  }
}

export function valuesOf(business: BusinessSettings, settings: readonly SettingDef[]): SettingValues {
  const values: SettingValues = {};
  for (const setting of settings) values[setting.name] = valueOf(business, setting);
  return values;
}

export const ownerValuesOf = (business: BusinessSettings) => valuesOf(business, OWNER_SETTINGS);
export const superValuesOf = (business: BusinessSettings) => valuesOf(business, SUPER_SETTINGS);

/** Typed reads of a form value. */
export const textOf = (value: SettingValue | undefined): string => (typeof value === 'string' ? value : '');
export const flagOf = (value: SettingValue | undefined): boolean => value === true;
export const listOf = (value: SettingValue | undefined): string[] =>
  Array.isArray(value) ? (value as unknown[]).filter((v): v is string => typeof v === 'string') : [];
export function rowsOf<Row extends SettingRow>(value: SettingValue | undefined): Row[] {
  return Array.isArray(value) ? (value as unknown[]).filter((v): v is Row => typeof v === 'object') : [];
}

/** 000 §5: trimmed empty strings count as absent, in lists too. */
const cleanList = (list: string[]): string[] => list.map((v) => v.trim()).filter(Boolean);

/** A setting's argument value: trimmed, empty as null, numbers as Int. */
export function wireOf(setting: SettingDef, value: SettingValue | undefined): WireValue {
  switch (setting.kind) {
    case 'switch':
      return flagOf(value);
    case 'integer': {
      const text = textOf(value).trim();
      return text === '' ? null : Number(text);
    }
    case 'stringList':
      return cleanList(listOf(value));
    case 'formFields':
      return rowsOf<FormFieldRow>(value).map((row) => ({
        ...row.source,
        id: row.id,
        name: row.name.trim(),
        fieldType: row.fieldType.trim(),
        showField: row.showField,
        requireField: row.requireField,
        fieldChoices: cleanList(row.fieldChoices),
        conditionalFieldId: trimmedOrNull(row.conditionalFieldId),
        conditionalOptions: row.conditionalOptions
          .map((o) => ({ selectedChoice: o.selectedChoice.trim(), choices: cleanList(o.choices) }))
          .filter((o) => o.selectedChoice && o.choices.length),
      }));
    case 'tagCategories':
      return rowsOf<TagCategoryRow>(value).map((row) => ({
        name: row.name.trim(),
        tagType: trimmedOrNull(row.tagType),
        tags: cleanList(row.tags),
      }));
    case 'promotionalMessages':
      return rowsOf<PromotionalMessageRow>(value).map((row) => ({
        message: row.message.trim(),
        includeButton: row.includeButton,
        buttonText: trimmedOrNull(row.buttonText),
        buttonUrl: trimmedOrNull(row.buttonUrl),
      }));
    default:
      return trimmedOrNull(textOf(value));
  }
}

const same = (a: WireValue, b: WireValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether the user changed a setting; a secret only counts once something is typed. */
export function isChanged(setting: SettingDef, initial: SettingValues, current: SettingValues): boolean {
  if (setting.kind === 'secret') return textOf(current[setting.name]).trim() !== '';
  return !same(wireOf(setting, initial[setting.name]), wireOf(setting, current[setting.name]));
}

export function changedSettings<S extends SettingDef>(
  settings: readonly S[],
  initial: SettingValues,
  current: SettingValues,
): S[] {
  return settings.filter((s) => s.name in current && isChanged(s, initial, current));
}

/**
 * Sets one argument by its catalogue name. The name's type makes it one of the mutation's
 * arguments; the value is the wire form of the setting's editor kind.
 */
function setArgument<Args extends object>(
  variables: Args,
  name: keyof Args & string,
  value: WireValue | Record<string, unknown>,
): void {
  Object.assign(variables, { [name]: value });
}

/** selfUpdateBusiness variables: the business and the changed owner settings only. */
export function ownerVariables(
  business: BusinessSettings,
  initial: SettingValues,
  current: SettingValues,
): MutationSelfUpdateBusinessArgs {
  const variables: MutationSelfUpdateBusinessArgs = { business: business.name };
  for (const setting of changedSettings(OWNER_SETTINGS, initial, current))
    setArgument(variables, setting.name, wireOf(setting, current[setting.name]));
  return variables;
}

/** The flags updateBusiness requires (000 §5): the catalogue's requiredByUpdate settings. */
type RequiredByUpdate =
  'internalVideoConfEnabled' | 'notificationsEnabled' | 'notificationsEnabledOwnersOnly';

/**
 * updateBusiness variables: the changed superuser settings, plus the non-null arguments the
 * schema requires (000 §5) with their current values. An object setting (plan, surcharge) is
 * sent whole: the loaded object with the changed parts.
 */
export function superVariables(
  business: BusinessSettings,
  initial: SettingValues,
  current: SettingValues,
): MutationUpdateBusinessArgs {
  const flag = (name: RequiredByUpdate): boolean =>
    name in current ? flagOf(current[name]) : business[name] === true;
  const variables: MutationUpdateBusinessArgs = {
    business: business.name,
    internalVideoConfEnabled: flag('internalVideoConfEnabled'),
    notificationsEnabled: flag('notificationsEnabled'),
    notificationsEnabledOwnersOnly: flag('notificationsEnabledOwnersOnly'),
  };
  const objects = new Map<ObjectSetting, Record<string, unknown>>();
  for (const setting of changedSettings(SUPER_SETTINGS, initial, current)) {
    const value = wireOf(setting, current[setting.name]);
    if (!isObjectPart(setting.name)) {
      setArgument(variables, setting.name, value);
      continue;
    }
    const [, part] = setting.name.split('.');
    const field = fieldOf(setting) as ObjectSetting;
    const whole = objects.get(field) ?? asRecord(withoutTypename(business[field]));
    objects.set(field, { ...whole, [part]: value });
  }
  for (const [field, whole] of objects) {
    // A surcharge without its (required) basis points is no surcharge.
    setArgument(variables, field, field === 'surchargeDetails' && whole.basisPoints === null ? null : whole);
  }
  return variables;
}

/**
 * After a reload, the loaded values for what the user has not touched, and the user's own
 * values for what they changed (so saving one form never discards the other's input).
 */
export function rebase(
  settings: readonly SettingDef[],
  oldInitial: SettingValues,
  current: SettingValues,
  newInitial: SettingValues,
): SettingValues {
  const next: SettingValues = {};
  for (const setting of settings) {
    const touched = isChanged(setting, oldInitial, current);
    next[setting.name] = touched ? current[setting.name] : newInitial[setting.name];
  }
  return next;
}

const URL_MESSAGE = (label: string) => VALUE_CHECKS.url.message(label);

/** The message for one text value, if it is not valid. */
function textError(setting: SettingDef, text: string): string | undefined {
  const { label } = setting;
  if (!text) return setting.required ? `${label} is required` : undefined;
  switch (setting.kind) {
    case 'email':
    case 'url':
    case 'phone':
      return valueCheckError(setting.kind, label, text) ?? undefined;
    case 'colour':
      return valueCheckError('color', label, text) ?? undefined;
    case 'integer':
      return /^\d+$/.test(text) ? undefined : `${label} must be a whole number, 0 or more`;
  }
  if (setting.check) return valueCheckError(setting.check, label, text) ?? undefined;
  return undefined;
}

/** The cheap checks (required, e-mail, URL, colour, phone, numbers, rows), by setting name. */
export function validate(settings: readonly SettingDef[], values: SettingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const setting of settings) {
    if (!(setting.name in values)) continue;
    const value = values[setting.name];
    let error: string | undefined;
    switch (setting.kind) {
      case 'switch':
      case 'secret':
      case 'stringList':
        break;
      case 'formFields':
        if (rowsOf<FormFieldRow>(value).some((row) => !row.name.trim() || !row.fieldType.trim()))
          error = 'Every form field needs a name and a type';
        break;
      case 'tagCategories':
        if (rowsOf<TagCategoryRow>(value).some((row) => !row.name.trim()))
          error = 'Every tag category needs a name';
        break;
      case 'promotionalMessages': {
        const rows = rowsOf<PromotionalMessageRow>(value);
        if (rows.some((row) => !row.message.trim())) error = 'Every promotional message needs a message';
        else if (rows.some((row) => row.buttonUrl.trim() && !isUrl(row.buttonUrl.trim())))
          error = URL_MESSAGE('Button URL');
        break;
      }
      default:
        error = textError(setting, textOf(value).trim());
    }
    if (error) errors[setting.name] = error;
  }
  return errors;
}

/** A select's options: fixed, or another (string list) setting's entries; its own value always included. */
export function optionsOf(
  setting: SettingDef,
  own: string,
  values: SettingValues,
  business: BusinessSettings,
): string[] {
  const from = setting.optionsFrom;
  const base = from
    ? cleanList(from in values ? listOf(values[from]) : strList(business[from]))
    : [...(setting.options ?? [])];
  const current = own.trim();
  return [...new Set(current && !base.includes(current) ? [...base, current] : base)];
}
