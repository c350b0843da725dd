import type { InputRuleSpec } from '@tempo/graphql';

/**
 * The business record's settings as one catalogue (000 §3.1). It drives the
 * GraphQL type, the mutation arguments, validation, and who may read or
 * change each field, so the three mutations and the queries cannot drift.
 * Pure data: `type` names the GraphQL type (business-field-types.ts maps it).
 *
 * - `read`: public (any visitor, e.g. branding), member (people of the
 *   business with a staff layout), private (SELF_BUSINESS view: owner, manager,
 *   and superusers), platform (superusers only).
 * - `edit`: self (selfUpdateBusiness and updateBusiness), super
 *   (updateBusiness only: status, gateway keys, plan, flags, tiers, limits,
 *   merchant settings, notificationsEnabled, webhooks...), none (system-set).
 * - `rule`: the input policy's limits for the field beyond its check (length,
 *   multi-line text, format); `check` adds its own (url: http(s) only,
 *   nonNegative: at least 0, percentBasisPoints: 0 to 10,000). Strings are
 *   255 characters at most unless the rule says otherwise.
 */
export type ReadLevel = 'public' | 'member' | 'private' | 'platform';
export type EditLevel = 'self' | 'super' | 'none';
export type Check =
  | 'email'
  | 'url'
  | 'color'
  | 'timezone'
  | 'country'
  | 'locale'
  | 'currency'
  | 'phone'
  | 'status'
  | 'nonNegative'
  | 'percentBasisPoints';

/** The GraphQL type of a field's value, by name (scalars and the nested types of business.types.ts). */
export type FieldType =
  | 'String'
  | 'Boolean'
  | 'Int'
  | 'Float'
  | 'SanitizedHTML'
  | 'Secret'
  | 'FormField'
  | 'TagCategory'
  | 'CrmAutoAssignStaff'
  | 'PromotionalMessage'
  | 'SurchargeDetails'
  | 'PaymentTerminal'
  | 'WidgetLink'
  | 'WidgetLinkInput'
  | 'LandingPage'
  | 'LandingPageInput'
  | 'ReportTemplate'
  | 'BusinessPlan'
  | 'NamedRef'
  | 'Webhook'
  | 'PresetDiscount'
  | 'EmailDomain';

export interface BusinessField {
  name: string;
  type: FieldType;
  /** The input type when it differs from the output type. */
  input?: FieldType;
  list?: boolean;
  read: ReadLevel;
  edit: EditLevel;
  check?: Check;
  rule?: InputRuleSpec;
  secret?: boolean;
}

/** Limits shared by several fields. */
export const LIMITS = {
  /** A business's display name. */
  fullName: 100,
  /** Names of people (001 §9 'Name lengths': 42 for account holders, 25 for dependents). */
  accountHolderName: 42,
  dependentName: 25,
  /** RFC 5321's limit for an address. */
  email: 254,
  /** Longer single-line text: footers, subjects. */
  line: 1000,
  /** Multi-line plain text: prompts, notes, promotional messages. */
  text: 5000,
} as const;

/** Google Tag Manager container ids: GTM- and 4 to 10 upper-case letters or digits. */
export const GTM_ID = {
  pattern: /^GTM-[A-Z0-9]{4,10}$/,
  message: 'must be GTM- followed by 4 to 10 upper-case letters or digits',
};

/** The input policy's rule of a catalogue field: its own limits plus what its check implies. */
export function ruleOf(field: BusinessField): InputRuleSpec | undefined {
  const fromCheck: InputRuleSpec =
    field.check === 'url'
      ? { url: true }
      : field.check === 'email'
        ? { maxLength: LIMITS.email }
        : field.check === 'nonNegative'
          ? { min: 0 }
          : field.check === 'percentBasisPoints'
            ? { min: 0, max: 10_000 }
            : {};
  const rule = { ...fromCheck, ...(field.rule ?? {}) };
  return Object.keys(rule).length ? rule : undefined;
}

/** Fields kept in dedicated columns; the rest live in the `settings` JSON (secrets in `secrets`). */
export const COLUMN_FIELDS = [
  'fullName',
  'status',
  'country',
  'locale',
  'timezone',
  'defaultCurrency',
  'contactEmail',
  'domainReady',
] as const;

const LEVELS: ReadLevel[] = ['public', 'member', 'private', 'platform'];
export const readable = (field: BusinessField, level: ReadLevel): boolean =>
  LEVELS.indexOf(field.read) <= LEVELS.indexOf(level);
