import { canOpen, Subject } from '@tempo/permissions';
import { cleanName } from '@tempo/people-rules';
import {
  ContactValues,
  FormErrors,
  NameRules,
  contactValuesOf,
  contactVariables,
  orNull,
  validateContact,
} from '../staff/person-model';
import type { SelfDetails } from './self.graphql';

/**
 * The client self area (001 §2.3): the client's own form and their dependents' (selfUpdatePeople),
 * the 'Add a dependent' form (selfAddDependent, 001 §5.2), and where the self pages are.
 */

/** The base of the self pages of the signed-in client, or of one of their dependents. */
export const selfBase = (dependentId?: string | null): string =>
  dependentId ? `/clients/self/dependent/${dependentId}` : '/clients/self';

/** The dependent selector's value for the account holder. */
export const MYSELF_OPTION = 'self';

/** The options of the dependent selector: 'Myself', then each dependent by name. */
export const selectorOptions = (dependents: readonly { id: string; name: string }[]) => [
  { value: MYSELF_OPTION, label: 'Myself' },
  ...dependents.map((d) => ({ value: d.id, label: d.name })),
];

/** Where the selector goes for a choice: the same kind of page for the chosen person. */
export const selectorTarget = (value: string | null): string =>
  selfBase(value && value !== MYSELF_OPTION ? value : null);

/** The self sub-pages (001 §2.3) a profile links to; each is its own screen. */
const SUB_PAGES = [
  ['all-schedules', 'Schedule'],
  ['all-subscriptions', 'Subscriptions'],
  ['all-credits', 'Credits'],
  ['all-invoices', 'Invoices'],
  ['invoice-yearly-statement', 'Yearly statement'],
  ['all-comments', 'Comments'],
  ['files', 'Files'],
] as const;

/** The sub-pages of a self profile the user may open, as links. */
export function selfSubPages(subject: Subject, dependentId?: string | null): { to: string; label: string }[] {
  const base = selfBase(dependentId);
  return SUB_PAGES.map(([path, label]) => ({ to: `${base}/${path}`, label })).filter((p) =>
    canOpen(subject, p.to),
  );
}

export interface ClientSelfValues extends ContactValues {
  marketingEmailDisabled: boolean;
  disableAllSmsNotifications: boolean;
}

export const clientSelfValuesOf = (p: SelfDetails): ClientSelfValues => ({
  ...contactValuesOf(p),
  marketingEmailDisabled: p.marketingEmailDisabled,
  disableAllSmsNotifications: p.disableAllSmsNotifications,
});

/** The name rules of a self form: the account holder's, or a dependent's (25 characters). */
export const rulesFor = (dependentId?: string | null): NameRules =>
  dependentId ? 'dependent' : 'accountHolder';

export const validateClientSelf = (v: ClientSelfValues, rules: NameRules, today?: string): FormErrors =>
  validateContact(v, rules, today);

/**
 * The variables of selfUpdatePeople, client variant. The lead-capture answers are sent back as
 * they were read (the form does not edit them), so the update keeps them.
 */
export function clientSelfVariables(v: ClientSelfValues, stored: Pick<SelfDetails, 'leadCaptureFields'>) {
  return {
    ...contactVariables(v),
    timezone: orNull(v.timezone),
    marketingEmailDisabled: v.marketingEmailDisabled,
    disableAllSmsNotifications: v.disableAllSmsNotifications,
    ...(stored.leadCaptureFields ? { leadCaptureFields: stored.leadCaptureFields } : {}),
  };
}

/** The 'Add a dependent' form (001 §5.2): first and last name, gender, date of birth. */
export interface DependentValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthdate: string;
}

export const emptyDependent = (): DependentValues => ({
  firstName: '',
  lastName: '',
  gender: '',
  birthdate: '',
});

/** A dependent's errors: the dependent texts, names at most 25 characters, a birth date in the past. */
export function validateDependent(v: DependentValues, today?: string): FormErrors {
  const blank = { middleName: '', email: '', phones: [], street: '', city: '', state: '', zipCode: '' };
  return validateContact({ ...v, ...blank, country: '', timezone: '' }, 'dependent', today);
}

/** The DependentInput of selfAddDependent. */
export const dependentInput = (v: DependentValues) => ({
  firstName: cleanName(v.firstName),
  lastName: cleanName(v.lastName),
  gender: orNull(v.gender),
  birthdate: orNull(v.birthdate),
});
