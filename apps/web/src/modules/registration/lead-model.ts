import {
  AddressValues,
  BUILTIN_FIELDS,
  FieldAnswers,
  FormModel,
  PEOPLE_TEXTS,
  accountHolderFirstNameError,
  accountHolderLastNameError,
  birthdateError,
  dependentFirstNameError,
  dependentLastNameError,
  emailError,
  emptyAnswers,
  genderError,
  includes,
  requires,
  serializeAnswers,
  studentAgeError,
  submittedEmail,
} from '@tempo/people-rules';
import type { SelfRegisterInput } from './registration.graphql';
import {
  addressOf,
  contactErrors,
  defaultAddressCountry,
  phonesOf,
  utmParametersOf,
} from './registration-model';
import type { SubmitContext } from './registration-model';

/**
 * The lead-capture form of /lead (001 §2.12, §3.14, §5.4): your name, e-mail and phone, the
 * student (unless 'I am the student'), the built-in fields the business includes and its custom
 * fields. It registers a prospect without a password (selfRegister with leadForm).
 */
export interface LeadValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  iAmTheStudent: boolean;
  studentFirstName: string;
  studentLastName: string;
  studentAge: string;
  studentBirthdate: string;
  gender: string;
  address: AddressValues;
  answers: FieldAnswers;
}

export interface LeadConfig {
  model: FormModel;
  genderLabel: string;
  phoneRequired: boolean;
  today: string;
}

export function emptyLead(model: FormModel, phoneCountry: string): LeadValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    phoneCountry,
    iAmTheStudent: false,
    studentFirstName: '',
    studentLastName: '',
    studentAge: '',
    studentBirthdate: '',
    gender: '',
    address: { street: '', city: '', state: '', zipCode: '', country: defaultAddressCountry(phoneCountry) },
    answers: emptyAnswers(model.fields),
  };
}

/** Whether the lead names a student other than themself. */
export const asksStudentName = (values: LeadValues, model: FormModel): boolean =>
  includes(model, 'STUDENT_NAME') && !values.iAmTheStudent;

export function validateLead(values: LeadValues, config: LeadConfig): Record<string, string> {
  const { model } = config;
  const errors = contactErrors(values, model, model.fields, config.phoneRequired);
  const put = (path: string, error: string | null) => {
    if (error) errors[path] = error;
  };
  put('firstName', accountHolderFirstNameError(values.firstName));
  put('lastName', accountHolderLastNameError(values.lastName));
  put('email', emailError(values.email));
  if (asksStudentName(values, model)) {
    const named = values.studentFirstName.trim() || values.studentLastName.trim();
    if (requires(model, 'STUDENT_NAME') || named) {
      put('studentFirstName', dependentFirstNameError(values.studentFirstName));
      put('studentLastName', dependentLastNameError(values.studentLastName));
    }
  }
  if (includes(model, 'STUDENT_AGE'))
    put(
      'studentAge',
      studentAgeError(values.studentAge, requires(model, 'STUDENT_AGE'), BUILTIN_FIELDS.STUDENT_AGE),
    );
  if (includes(model, 'STUDENT_BIRTHDATE')) {
    const error = birthdateError(
      values.studentBirthdate,
      model.builtins.STUDENT_BIRTHDATE ?? 'OPTIONAL',
      config.today,
    );
    put(
      'studentBirthdate',
      error === PEOPLE_TEXTS.birthDateRequired ? PEOPLE_TEXTS.required('Student birthdate') : error,
    );
  }
  if (includes(model, 'GENDER'))
    put('gender', genderError(values.gender, model.builtins.GENDER ?? 'OPTIONAL', config.genderLabel));
  return errors;
}

/** The selfRegister input of a valid lead: no password, leadForm set (001 §3.16). */
export function leadInput(values: LeadValues, config: LeadConfig, context: SubmitContext): SelfRegisterInput {
  const { model } = config;
  const gender = includes(model, 'GENDER') ? values.gender.trim() || null : null;
  const birthdate = includes(model, 'STUDENT_BIRTHDATE') ? values.studentBirthdate.trim() || null : null;
  const age =
    includes(model, 'STUDENT_AGE') && values.studentAge.trim() ? Number(values.studentAge.trim()) : null;
  const student =
    asksStudentName(values, model) && values.studentFirstName.trim()
      ? { firstName: values.studentFirstName.trim(), lastName: values.studentLastName.trim() }
      : null;
  const studentAnswers = serializeAnswers([], {}, { [BUILTIN_FIELDS.STUDENT_AGE]: age });
  return {
    business: context.business,
    email: submittedEmail(values.email),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phones: phonesOf(values.phone, values.phoneCountry),
    ...addressOf(values.address, includes(model, 'ADDRESS')),
    timezone: context.timezone,
    // The student's own details go with the student: the lead, or the dependent it names.
    gender: student ? null : gender,
    birthdate: student ? null : birthdate,
    dependents: student ? [{ ...student, gender, birthdate, leadCaptureFields: studentAnswers }] : [],
    leadCaptureFields: serializeAnswers(
      model.fields,
      values.answers,
      student ? {} : { [BUILTIN_FIELDS.STUDENT_AGE]: age },
    ),
    utmParameters: utmParametersOf(context.search),
    leadForm: true,
  };
}
