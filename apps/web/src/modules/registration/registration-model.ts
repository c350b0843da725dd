import {
  AddressValues,
  CustomField,
  FORM_COUNTRIES,
  FieldAnswers,
  FormModel,
  accountHolderFirstNameError,
  accountHolderLastNameError,
  addressErrors,
  birthdateError,
  checkPhone,
  customFieldErrors,
  dependentFirstNameError,
  dependentLastNameError,
  emailError,
  emptyAnswers,
  genderError,
  hasZipCode,
  passwordError,
  phoneError,
  serializeAnswers,
  stripPhone,
  submittedEmail,
  termsError,
} from '@tempo/people-rules';
import type { DependentInput, SelfRegisterInput } from './registration.graphql';
import type { BookFor } from './registration-flow';

/** One dependent block of the create-account form (001 §2.12). */
export interface DependentValues {
  key: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthdate: string;
  answers: FieldAnswers;
}

/** The create-account form's values. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  gender: string;
  /** The account holder's date of birth, asked when they register themself (the student). */
  birthdate: string;
  email: string;
  phone: string;
  phoneCountry: string;
  password: string;
  address: AddressValues;
  answers: FieldAnswers;
  dependents: DependentValues[];
  termsAccepted: boolean;
}

/** What the form's rules depend on besides its values. */
export interface RegistrationConfig {
  model: FormModel;
  bookFor: BookFor;
  genderLabel: string;
  /** The business's formsPhoneNumberRequired. */
  phoneRequired: boolean;
  /** The visitor's date, YYYY-MM-DD (birth dates are past dates). */
  today: string;
}

/**
 * The form options that show the address messages once a part loses focus (001 §5.1: 'after
 * blur or after submit'); the other messages show on submit. The check waits a moment, so that a
 * message appearing does not move the input a click is landing on.
 */
export const ADDRESS_CHECKED_ON_BLUR = {
  validateInputOnBlur: [
    'address.street',
    'address.city',
    'address.state',
    'address.zipCode',
    'address.country',
  ],
  validateDebounce: 300,
};

/** The custom fields asked of the account holder: all of them for themself, else those flagged for the holder. */
export const holderFields = (model: FormModel, bookFor: BookFor): CustomField[] =>
  bookFor === 'myself' ? model.fields : model.fields.filter((f) => f.forAccountHolder);

/** The custom fields asked of each dependent (the students). */
export const dependentFields = (model: FormModel, bookFor: BookFor): CustomField[] =>
  bookFor === 'dependent' ? model.fields.filter((f) => !f.forAccountHolder) : [];

let dependentCount = 0;

export function newDependent(model: FormModel): DependentValues {
  dependentCount += 1;
  return {
    key: `dependent-${dependentCount}`,
    firstName: '',
    lastName: '',
    gender: '',
    birthdate: '',
    answers: emptyAnswers(model.fields),
  };
}

/** The address country a form starts with: the phone country when addresses of it are offered. */
export const defaultAddressCountry = (phoneCountry: string): string =>
  (FORM_COUNTRIES as readonly string[]).includes(phoneCountry) && phoneCountry !== 'XX' ? phoneCountry : '';

export function emptyRegistration(model: FormModel, phoneCountry: string): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    gender: '',
    birthdate: '',
    email: '',
    phone: '',
    phoneCountry,
    password: '',
    address: { street: '', city: '', state: '', zipCode: '', country: defaultAddressCountry(phoneCountry) },
    answers: emptyAnswers(model.fields),
    dependents: [],
    termsAccepted: false,
  };
}

/** Dependent mode starts with one empty dependent (001 §4.6). */
export const withOneDependent = (values: RegistrationValues, model: FormModel): RegistrationValues =>
  values.dependents.length ? values : { ...values, dependents: [newDependent(model)] };

type Errors = Record<string, string>;

function put(errors: Errors, path: string, error: string | null): void {
  if (error) errors[path] = error;
}

/** The account holder's phone, address and custom-field messages, shared by the registration and lead forms. */
export function contactErrors(
  values: Pick<RegistrationValues, 'phone' | 'phoneCountry' | 'address' | 'answers'>,
  model: FormModel,
  fields: readonly CustomField[],
  phoneRequired: boolean,
): Errors {
  const errors: Errors = {};
  put(errors, 'phone', phoneError(values.phone, values.phoneCountry, phoneRequired));
  if (model.builtins.ADDRESS && model.builtins.ADDRESS !== 'NOT_INCLUDED')
    for (const [part, error] of Object.entries(addressErrors(values.address, model.builtins.ADDRESS)))
      errors[`address.${part}`] = error;
  for (const [id, error] of Object.entries(customFieldErrors(fields, values.answers)))
    errors[`answers.${id}`] = error;
  return errors;
}

/** Every message of the form (001 §5.1, §5.2, §5.4), by the path of its input. */
export function validateRegistration(values: RegistrationValues, config: RegistrationConfig): Errors {
  const { model, bookFor, genderLabel, today } = config;
  const gender = model.builtins.GENDER ?? 'NOT_INCLUDED';
  const birthdate = model.builtins.STUDENT_BIRTHDATE ?? 'NOT_INCLUDED';
  const errors: Errors = contactErrors(values, model, holderFields(model, bookFor), config.phoneRequired);
  put(errors, 'firstName', accountHolderFirstNameError(values.firstName));
  put(errors, 'lastName', accountHolderLastNameError(values.lastName));
  put(errors, 'gender', genderError(values.gender, gender, genderLabel));
  put(errors, 'email', emailError(values.email));
  put(errors, 'password', passwordError(values.password));
  put(errors, 'termsAccepted', termsError(values.termsAccepted));
  if (bookFor === 'myself' && birthdate !== 'NOT_INCLUDED')
    put(errors, 'birthdate', birthdateError(values.birthdate, birthdate, today));
  if (bookFor === 'dependent') {
    const fields = dependentFields(model, bookFor);
    values.dependents.forEach((d, i) => {
      const at = `dependents.${i}`;
      put(errors, `${at}.firstName`, dependentFirstNameError(d.firstName));
      put(errors, `${at}.lastName`, dependentLastNameError(d.lastName));
      put(errors, `${at}.gender`, genderError(d.gender, gender, genderLabel));
      if (birthdate !== 'NOT_INCLUDED')
        put(errors, `${at}.birthdate`, birthdateError(d.birthdate, birthdate, today));
      for (const [id, error] of Object.entries(customFieldErrors(fields, d.answers)))
        errors[`${at}.answers.${id}`] = error;
    });
  }
  return errors;
}

const orNull = (v: string): string | null => v.trim() || null;

/** The phones as sent: the number in E.164 when it is one of its country, else as typed. */
export function phonesOf(phone: string, country: string): string[] | null {
  const typed = stripPhone(phone.trim());
  if (!typed) return null;
  const checked = checkPhone(typed, country);
  return [checked.ok ? checked.e164 : typed];
}

/** The address parts as sent: none when no part but the pre-chosen country was filled. */
export function addressOf(address: AddressValues, included: boolean): Partial<SelfRegisterInput> {
  const filled = [address.street, address.city, address.state, address.zipCode].some((v) => v.trim());
  if (!included || !filled) return {};
  return {
    street: orNull(address.street),
    city: orNull(address.city),
    state: orNull(address.state),
    zipCode: hasZipCode(address.country) ? orNull(address.zipCode) : null,
    country: orNull(address.country),
  };
}

/** The utm_* query parameters of the page as a JSON object, or null when there are none. */
export function utmParametersOf(search: string): string | null {
  const utm: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search))
    if (name.toLowerCase().startsWith('utm_') && value.trim()) utm[name] = value.trim();
  return Object.keys(utm).length ? JSON.stringify(utm) : null;
}

export interface SubmitContext {
  business: string;
  /** The page's query string, for the utm_* parameters. */
  search: string;
  /** The visitor's time zone. */
  timezone: string | null;
}

/** The selfRegister input of a valid form (001 §3.16). */
export function selfRegisterInput(
  values: RegistrationValues,
  config: RegistrationConfig,
  context: SubmitContext,
): SelfRegisterInput {
  const { model, bookFor } = config;
  const withGender = (model.builtins.GENDER ?? 'NOT_INCLUDED') !== 'NOT_INCLUDED';
  const withBirthdate = (model.builtins.STUDENT_BIRTHDATE ?? 'NOT_INCLUDED') !== 'NOT_INCLUDED';
  const depFields = dependentFields(model, bookFor);
  const dependents: DependentInput[] =
    bookFor === 'dependent'
      ? values.dependents.map((d) => ({
          firstName: d.firstName.trim(),
          lastName: d.lastName.trim(),
          gender: withGender ? orNull(d.gender) : null,
          birthdate: withBirthdate ? orNull(d.birthdate) : null,
          leadCaptureFields: serializeAnswers(depFields, d.answers),
        }))
      : [];
  return {
    business: context.business,
    email: submittedEmail(values.email),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: withGender ? orNull(values.gender) : null,
    birthdate: bookFor === 'myself' && withBirthdate ? orNull(values.birthdate) : null,
    phones: phonesOf(values.phone, values.phoneCountry),
    ...addressOf(values.address, (model.builtins.ADDRESS ?? 'NOT_INCLUDED') !== 'NOT_INCLUDED'),
    timezone: context.timezone,
    dependents,
    leadCaptureFields: serializeAnswers(holderFields(model, bookFor), values.answers),
    utmParameters: utmParametersOf(context.search),
  };
}
