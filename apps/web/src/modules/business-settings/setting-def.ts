import { labelFor } from '../../app/labels';
import type {
  Business,
  BusinessPlanInput,
  MutationSelfUpdateBusinessArgs,
  MutationUpdateBusinessArgs,
  SurchargeDetailsInput,
} from '../../gql/schema';

/** What a setting of the business settings screen is: its section, editor, edit level and the GraphQL types it maps to. */

export type SectionId =
  | 'general'
  | 'branding'
  | 'booking'
  | 'clients'
  | 'messages'
  | 'notifications'
  | 'integrations'
  | 'payment'
  | 'subscription'
  | 'platform';

export interface SectionDef {
  id: SectionId;
  title: string;
  /** The element id, for the #Payment and #Subscription anchors (000 §2.5). */
  anchor?: string;
  /** Only superusers see the section. */
  superOnly?: boolean;
}

export const SECTIONS: readonly SectionDef[] = [
  { id: 'general', title: 'General and contact' },
  { id: 'branding', title: 'Branding' },
  { id: 'booking', title: 'Self-booking and forms' },
  { id: 'clients', title: 'Clients' },
  { id: 'messages', title: 'Messages' },
  { id: 'notifications', title: 'Notifications and posting' },
  { id: 'integrations', title: 'Integrations' },
  { id: 'payment', title: 'Payment', anchor: 'Payment' },
  { id: 'subscription', title: 'Subscription', anchor: 'Subscription' },
  { id: 'platform', title: 'Platform settings', superOnly: true },
];

export type EditorKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'phone'
  | 'colour'
  | 'switch'
  | 'integer'
  | 'select'
  | 'richText'
  | 'stringList'
  | 'secret'
  | 'formFields'
  | 'tagCategories'
  | 'promotionalMessages'
  | 'readOnly';

/** self: selfUpdateBusiness (and updateBusiness); super: updateBusiness only; none: set by the system. */
export type EditLevel = 'self' | 'super' | 'none';

/** Cheap client-side checks beyond the editor kind's own. */
export type ExtraCheck = 'timezone' | 'locale' | 'currency';

/** A field of the schema's Business type. */
export type BusinessField = Exclude<keyof Business, '__typename'>;

/** The Business fields selfUpdateBusiness takes as arguments. */
export type OwnerArgument = Extract<Exclude<keyof MutationSelfUpdateBusinessArgs, 'business'>, BusinessField>;

/** The Business fields updateBusiness takes as arguments. */
export type SuperArgument = Extract<Exclude<keyof MutationUpdateBusinessArgs, 'business'>, BusinessField>;

/** A part of an object setting, named after its input type's field: `plan.rate`. */
export type ObjectPart =
  `plan.${keyof BusinessPlanInput}` | `surchargeDetails.${keyof SurchargeDetailsInput}`;

/**
 * The names a setting of each edit level may have: an owner setting is an argument of
 * selfUpdateBusiness, a superuser one an argument (or a part of an object argument) of
 * updateBusiness, a system one any Business field. A misspelt or misplaced name does not compile.
 */
export type SettingName<E extends EditLevel = EditLevel> = E extends 'self'
  ? OwnerArgument
  : E extends 'super'
    ? SuperArgument | ObjectPart
    : BusinessField;

export interface SettingDef<E extends EditLevel = EditLevel> {
  /** The Business field; `plan.rate` names a part of the `plan` object setting. */
  name: SettingName<E>;
  section: SectionId;
  label: string;
  kind: EditorKind;
  edit: E;
  required?: boolean;
  /** A superuser setting that owners see read-only. */
  ownerSees?: boolean;
  options?: readonly string[];
  /** The options are the current value of this (string list) setting. */
  optionsFrom?: BusinessField;
  check?: ExtraCheck;
  placeholder?: string;
  description?: string;
  /** A non-null argument of updateBusiness (000 §5), always sent with it. */
  requiredByUpdate?: boolean;
}

/** Object settings edited part by part, and their GraphQL input types. */
export const OBJECT_SETTINGS = {
  plan: {
    input: 'BusinessPlanInput',
    selection: `{
      discount discountReason rate freeUntil nextPaymentDue paymentGatewayCustomerId accountStatus
      endAt planType currency lastSuccessfulPayment paymentMethod premiumFeatures { label amount startAt }
    }`,
  },
  surchargeDetails: { input: 'SurchargeDetailsInput', selection: '{ basisPoints }' },
} as const;
export type ObjectSetting = keyof typeof OBJECT_SETTINGS;

const FORM_FIELD_SELECTION = `{
  id name fieldType showField requireField fieldChoices clientCustomAttribute autoTagClient
  conditionalOptions { selectedChoice choices } conditionalFieldId
}`;

/** Sub-selections of the list-of-object settings edited here. */
export const LIST_SELECTIONS: Partial<Record<EditorKind, string>> = {
  formFields: FORM_FIELD_SELECTION,
  tagCategories: '{ name tagType tags }',
  promotionalMessages: '{ message includeButton buttonText buttonUrl }',
};

/** The GraphQL argument type of each editor kind. */
export const ARGUMENT_TYPES: Record<Exclude<EditorKind, 'readOnly'>, string> = {
  text: 'String',
  textarea: 'String',
  email: 'String',
  url: 'String',
  phone: 'String',
  colour: 'String',
  select: 'String',
  switch: 'Boolean',
  integer: 'Int',
  richText: 'SanitizedHTML',
  stringList: '[String!]',
  secret: 'Secret',
  formFields: '[FormFieldInput!]',
  tagCategories: '[TagCategoryInput!]',
  promotionalMessages: '[PromotionalMessageInput!]',
};

/** The Business field a setting is stored in (`plan` for `plan.rate`). */
export const fieldOf = (setting: SettingDef): BusinessField =>
  // A name is a Business field, or an object setting's name and one of its parts.
  setting.name.split('.')[0] as BusinessField;

/** Whether a setting name is a part of an object setting (`plan.rate`) rather than an argument. */
export const isObjectPart = (name: string): name is ObjectPart => name.includes('.');

/** The part of an object setting (`rate` for `plan.rate`), if it is one. */
export const partOf = (setting: SettingDef): string | undefined => setting.name.split('.')[1];

export const isEditable = (setting: SettingDef): boolean =>
  setting.kind !== 'readOnly' && setting.edit !== 'none';

/** A setting's form label (switches and read-only values carry no '(optional)'). */
export const labelOf = (setting: SettingDef): string =>
  labelFor(setting.label, !!setting.required || setting.kind === 'switch' || setting.kind === 'readOnly');
