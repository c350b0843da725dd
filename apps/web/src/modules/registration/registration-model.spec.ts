import { describe, expect, it } from 'vitest';
import { BusinessFormField, formModelOf } from '@tempo/people-rules';
import { emptyLead, leadInput, validateLead } from './lead-model';
import {
  RegistrationConfig,
  RegistrationValues,
  emptyRegistration,
  newDependent,
  selfRegisterInput,
  utmParametersOf,
  validateRegistration,
  withOneDependent,
} from './registration-model';

const row = (id: string, name: string, fieldType: string, extra: Partial<BusinessFormField> = {}) => ({
  id,
  name,
  fieldType,
  showField: true,
  requireField: false,
  ...extra,
});

const MODEL = formModelOf('REGISTRATION', [
  row('g', 'GENDER', 'TEXT', { requireField: true }),
  row('b', 'STUDENT_BIRTHDATE', 'DATE', { requireField: true }),
  row('a', 'ADDRESS', 'ADDRESS', { requireField: true }),
  row('i', 'Instrument', 'SINGLE_SELECTION', { requireField: true, fieldChoices: ['Piano', 'Violin'] }),
  row('d', 'Days', 'SELECTION', { fieldChoices: ['Mon', 'Wed'] }),
]);

const config = (bookFor: RegistrationConfig['bookFor']): RegistrationConfig => ({
  model: MODEL,
  bookFor,
  genderLabel: 'Pronouns',
  phoneRequired: true,
  today: '2026-03-10',
});

function filled(): RegistrationValues {
  return {
    ...emptyRegistration(MODEL, 'US'),
    firstName: ' Ada ',
    lastName: 'King',
    gender: 'she/her',
    birthdate: '1990-05-01',
    email: ' Ada@Example.COM ',
    phone: '(212) 555-0100',
    password: 'Abcdefg1',
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
    answers: { i: 'Piano', d: ['Mon', 'Wed'] },
    termsAccepted: true,
  };
}

describe('the create-account form', () => {
  it('an empty form shows each rule’s message', () => {
    const errors = validateRegistration(
      withOneDependent(emptyRegistration(MODEL, 'US'), MODEL),
      config('dependent'),
    );
    expect(errors).toMatchObject({
      firstName: 'An account manager first name is required',
      lastName: 'An account manager last name is required',
      gender: 'Pronouns is required',
      email: 'A valid email is required',
      phone: 'An account manager phone number is required',
      password: 'A password is required',
      termsAccepted: 'You must accept the terms of use',
      'address.street': 'Street is required',
      'address.zipCode': 'ZipCode is required',
      'dependents.0.firstName': "A dependent's first name is required",
      'dependents.0.lastName': "A dependent's last name is required",
      'dependents.0.gender': 'Pronouns is required',
      'dependents.0.birthdate': 'birth date is required',
      'dependents.0.answers.i': '"Instrument" is required',
    });
    // In dependent mode the students answer the custom fields, not the account holder.
    expect(errors['answers.i']).toBeUndefined();
  });

  it('myself mode asks the holder the custom fields and the date of birth', () => {
    const errors = validateRegistration(emptyRegistration(MODEL, 'US'), config('myself'));
    expect(errors['answers.i']).toBe('"Instrument" is required');
    expect(errors.birthdate).toBe('birth date is required');
  });

  it('dependent mode starts with one empty dependent, and keeps those already there', () => {
    const values = withOneDependent(emptyRegistration(MODEL, 'US'), MODEL);
    expect(values.dependents).toHaveLength(1);
    expect(values.dependents[0]).toMatchObject({ firstName: '', lastName: '', birthdate: '' });
    expect(withOneDependent(values, MODEL)).toBe(values);
  });

  it('sends myself mode as selfRegister input: trimmed, e-mail lower-cased, phone in E.164, answers as JSON', () => {
    const input = selfRegisterInput(filled(), config('myself'), {
      business: 'demo',
      search: '?utm_source=flyer&utm_campaign=spring&ref=x',
      timezone: 'America/New_York',
    });
    expect(input).toEqual({
      business: 'demo',
      email: 'ada@example.com',
      password: 'Abcdefg1',
      firstName: 'Ada',
      lastName: 'King',
      gender: 'she/her',
      birthdate: '1990-05-01',
      phones: ['+12125550100'],
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'US',
      timezone: 'America/New_York',
      dependents: [],
      leadCaptureFields: JSON.stringify({ Instrument: 'Piano', Days: 'Mon, Wed' }),
      utmParameters: JSON.stringify({ utm_source: 'flyer', utm_campaign: 'spring' }),
    });
  });

  it('sends dependents with their own answers; the holder has no date of birth then', () => {
    const values = filled();
    values.dependents = [
      {
        ...newDependent(MODEL),
        firstName: ' Kim ',
        lastName: 'King',
        birthdate: '2015-02-03',
        answers: { i: 'Violin' },
      },
      { ...newDependent(MODEL), firstName: 'Lee', lastName: 'King', gender: 'he/him', answers: {} },
    ];
    const input = selfRegisterInput(values, config('dependent'), {
      business: 'demo',
      search: '',
      timezone: null,
    });
    expect(input.birthdate).toBeNull();
    expect(input.leadCaptureFields).toBeNull();
    expect(input.utmParameters).toBeNull();
    expect(input.dependents).toEqual([
      {
        firstName: 'Kim',
        lastName: 'King',
        gender: null,
        birthdate: '2015-02-03',
        leadCaptureFields: JSON.stringify({ Instrument: 'Violin' }),
      },
      { firstName: 'Lee', lastName: 'King', gender: 'he/him', birthdate: null, leadCaptureFields: null },
    ]);
  });

  it('leaves the address out when only the pre-chosen country is there', () => {
    const optional = formModelOf('REGISTRATION', []);
    const values = { ...filled(), address: { street: '', city: '', state: '', zipCode: '', country: 'US' } };
    const input = selfRegisterInput(
      values,
      { ...config('myself'), model: optional },
      {
        business: 'demo',
        search: '',
        timezone: null,
      },
    );
    expect(input).not.toHaveProperty('street');
    expect(input).not.toHaveProperty('country');
  });

  it('reads the utm_* parameters only', () => {
    expect(utmParametersOf('?utm_medium=email&x=1&UTM_Term=a%20b')).toBe(
      JSON.stringify({ utm_medium: 'email', UTM_Term: 'a b' }),
    );
    expect(utmParametersOf('?ref=1')).toBeNull();
  });
});

describe('the lead form', () => {
  const LEAD = formModelOf('LEAD_FORM', [
    row('s', 'STUDENT_NAME', 'TEXT', { requireField: true }),
    row('age', 'STUDENT_AGE', 'TEXT'),
    row('t', 'Instrument', 'TEXT', { requireField: true }),
  ]);
  const leadConfig = {
    model: LEAD,
    genderLabel: 'Gender/Pronouns',
    phoneRequired: false,
    today: '2026-03-10',
  };

  it('asks the student’s name unless the lead is the student, and checks the age', () => {
    const values = { ...emptyLead(LEAD, 'US'), studentAge: '0' };
    expect(validateLead(values, leadConfig)).toMatchObject({
      firstName: 'An account manager first name is required',
      email: 'A valid email is required',
      studentFirstName: "A dependent's first name is required",
      studentAge: 'Student age must be at least 1',
      'answers.t': '"Instrument" is required',
    });
    expect(validateLead({ ...values, iAmTheStudent: true }, leadConfig).studentFirstName).toBeUndefined();
  });

  it('registers a prospect without a password: leadForm, the student as a dependent with the age', () => {
    const values = {
      ...emptyLead(LEAD, 'US'),
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      studentFirstName: 'Bo',
      studentLastName: 'Lee',
      studentAge: '7',
      answers: { t: 'Cello' },
    };
    const input = leadInput(values, leadConfig, { business: 'demo', search: '', timezone: null });
    expect(input).not.toHaveProperty('password');
    expect(input.leadForm).toBe(true);
    expect(input.phones).toBeNull();
    expect(input.leadCaptureFields).toBe(JSON.stringify({ Instrument: 'Cello' }));
    expect(input.dependents).toEqual([
      {
        firstName: 'Bo',
        lastName: 'Lee',
        gender: null,
        birthdate: null,
        leadCaptureFields: '{"Student age":7}',
      },
    ]);
    const self = leadInput({ ...values, iAmTheStudent: true }, leadConfig, {
      business: 'demo',
      search: '',
      timezone: null,
    });
    expect(self.dependents).toEqual([]);
    expect(self.leadCaptureFields).toBe(JSON.stringify({ Instrument: 'Cello', 'Student age': 7 }));
  });
});
