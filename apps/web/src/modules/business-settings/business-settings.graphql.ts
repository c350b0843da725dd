import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  Business,
  BusinessResult,
  MutationSelfUpdateBusinessArgs,
  MutationUpdateBusinessArgs,
  QueryFullBusinessQueryArgs,
} from '../../gql/schema';
import {
  ARGUMENT_TYPES,
  LIST_SELECTIONS,
  MANAGED_ELSEWHERE,
  OBJECT_SETTINGS,
  OWNER_SETTINGS,
  ObjectSetting,
  SETTINGS,
  SUPER_SETTINGS,
  SettingDef,
  fieldOf,
} from './settings-catalogue';

const isObjectSetting = (field: string): field is ObjectSetting => field in OBJECT_SETTINGS;

/** Each Business field read once, with its sub-selection. */
function selections(): string[] {
  const lines = new Map<string, string>([['name', 'name']]);
  for (const setting of SETTINGS) {
    const field = fieldOf(setting);
    if (lines.has(field)) continue;
    const sub = isObjectSetting(field) ? OBJECT_SETTINGS[field].selection : LIST_SELECTIONS[setting.kind];
    lines.set(field, sub ? `${field} ${sub}` : field);
  }
  for (const managed of MANAGED_ELSEWHERE) lines.set(managed.name, `${managed.name} ${managed.selection}`);
  return [...lines.values()];
}

/** Each argument once: `plan.rate` and `plan.planType` are both the `plan` argument. */
function argumentsOf(settings: readonly SettingDef[], forUpdate: boolean): Array<[string, string]> {
  const args = new Map<string, string>();
  for (const setting of settings) {
    const field = fieldOf(setting);
    if (args.has(field) || setting.kind === 'readOnly') continue;
    const type = isObjectSetting(field) ? OBJECT_SETTINGS[field].input : ARGUMENT_TYPES[setting.kind];
    args.set(field, forUpdate && setting.requiredByUpdate ? `${type}!` : type);
  }
  return [...args.entries()];
}

function mutationSource(name: string, field: string, args: Array<[string, string]>): string {
  const declared = args.map(([arg, type]) => `$${arg}: ${type}`).join('\n    ');
  const passed = args.map(([arg]) => `${arg}: $${arg}`).join('\n      ');
  return `
  mutation ${name}(
    $business: ID!
    ${declared}
  ) {
    ${field}(
      business: $business
      ${passed}
    ) {
      status
      error
      business {
        ...BusinessSettingsFields
      }
    }
  }`;
}

export const BUSINESS_SETTINGS_FRAGMENT_SOURCE = `
  fragment BusinessSettingsFields on Business {
    ${selections().join('\n    ')}
  }`;

/** The owner-editable arguments of selfUpdateBusiness. */
export const OWNER_ARGUMENTS = argumentsOf(OWNER_SETTINGS, false);

/**
 * The arguments of updateBusiness sent from this screen: the superuser settings and the
 * owner setting the schema requires there (notificationsEnabledOwnersOnly).
 */
export const SUPER_ARGUMENTS = argumentsOf(
  [...SUPER_SETTINGS, ...OWNER_SETTINGS.filter((s) => s.requiredByUpdate)],
  true,
);

export const SELF_UPDATE_BUSINESS_SOURCE = mutationSource(
  'SelfUpdateBusiness',
  'selfUpdateBusiness',
  OWNER_ARGUMENTS,
);
export const UPDATE_BUSINESS_SOURCE = mutationSource('UpdateBusiness', 'updateBusiness', SUPER_ARGUMENTS);

/**
 * The business as the screen reads it: the schema's Business type, of which the fragment built
 * from the catalogue selects the catalogued fields (so any other may be absent).
 */
export type BusinessSettings = Pick<Business, 'name'> & Partial<Omit<Business, 'name' | '__typename'>>;

/** What selfUpdateBusiness and updateBusiness answer, with the business as the fragment reads it. */
export type BusinessUpdateResult = Pick<BusinessResult, 'status' | 'error'> & {
  business?: BusinessSettings | null;
};

export interface FullBusinessQueryResult {
  fullBusinessQuery: BusinessSettings;
}

/**
 * The whole business configuration for its settings screen (000 §7.4), secrets masked. The
 * documents are built from the catalogue, so codegen cannot see them: they are typed with the
 * schema's own types instead (the variables with the mutations' argument types).
 */
export const FULL_BUSINESS_QUERY: TypedDocumentNode<FullBusinessQueryResult, QueryFullBusinessQueryArgs> =
  gql(`
  query FullBusinessQuery($businessName: ID!) {
    fullBusinessQuery(businessName: $businessName) {
      ...BusinessSettingsFields
    }
  }
  ${BUSINESS_SETTINGS_FRAGMENT_SOURCE}
`);

/** Owner-editable settings; only the variables given are sent (selfUpdateBusiness requires only business). */
export const SELF_UPDATE_BUSINESS: TypedDocumentNode<
  { selfUpdateBusiness: BusinessUpdateResult },
  MutationSelfUpdateBusinessArgs
> = gql(`${SELF_UPDATE_BUSINESS_SOURCE}
  ${BUSINESS_SETTINGS_FRAGMENT_SOURCE}
`);

/** Superusers' settings; the three flags are required by the schema (000 §5). */
export const UPDATE_BUSINESS: TypedDocumentNode<
  { updateBusiness: BusinessUpdateResult },
  MutationUpdateBusinessArgs
> = gql(`${UPDATE_BUSINESS_SOURCE}
  ${BUSINESS_SETTINGS_FRAGMENT_SOURCE}
`);
