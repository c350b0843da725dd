import {
  PEOPLE_TEXTS,
  accountHolderFirstNameError,
  accountHolderLastNameError,
  callingCode,
  addressErrors,
  birthdateError,
  countryGroup,
  countryMismatchWarning,
  defaultPhoneCountry,
  dependentFirstNameError,
  dependentLastNameError,
  emailError,
  formatBirthdate,
  genderError,
  genderLabel,
  hasZipCode,
  passwordError,
  phoneError,
  registrationErrorText,
  smsConsentText,
  submittedEmail,
  termsError,
} from './index';

describe('account holder (001 §5.1)', () => {
  it('first and last names are required, at most 42 characters', () => {
    expect(accountHolderFirstNameError('  ')).toBe('An account manager first name is required');
    expect(accountHolderLastNameError('')).toBe('An account manager last name is required');
    expect(accountHolderFirstNameError('a'.repeat(42))).toBeNull();
    expect(accountHolderFirstNameError(` ${'a'.repeat(42)} `)).toBeNull();
    expect(accountHolderLastNameError('a'.repeat(43))).toBe('Last name must be at most 42 characters');
  });

  it("gender is '<label> is required' only when REQUIRED, the label from genderDisplayOption", () => {
    expect(genderLabel('Pronouns')).toBe('Pronouns');
    expect(genderLabel('  ')).toBe('Gender/Pronouns');
    expect(genderLabel(null)).toBe('Gender/Pronouns');
    expect(genderError('', 'REQUIRED', genderLabel('Pronouns'))).toBe('Pronouns is required');
    expect(genderError('she/her', 'REQUIRED', 'Pronouns')).toBeNull();
    expect(genderError('', 'OPTIONAL', 'Pronouns')).toBeNull();
    expect(genderError('', 'NOT_INCLUDED', 'Pronouns')).toBeNull();
  });

  it('e-mail: local@domain, any case, a top-level domain of 2+ letters or a bracketed IP; sent trimmed and lower-cased', () => {
    for (const good of ['ada@example.com', 'Ada.King+x@Mail.Example.ORG', 'a@[192.168.0.1]', ' ada@ex.io '])
      expect(emailError(good)).toBeNull();
    for (const bad of [
      '',
      'ada',
      'ada@example',
      'ada@example.c',
      'ada@@example.com',
      '@example.com',
      'a b@ex.com',
    ])
      expect(emailError(bad)).toBe('A valid email is required');
    expect(submittedEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('phone: required only with formsPhoneNumberRequired; under 5 characters or not of the country is invalid', () => {
    expect(phoneError('', 'US', true)).toBe('An account manager phone number is required');
    expect(phoneError('  ', 'US', false)).toBeNull();
    expect(phoneError('1234', 'US', false)).toBe('Enter a valid phone number');
    expect(phoneError('(212) 555-0100', 'US', true)).toBeNull();
    expect(phoneError('020 7946 0000', 'US', false)).toBe('Enter a valid phone number');
    expect(phoneError('020 7946 0000', 'GB', false)).toBeNull();
    expect(phoneError('+44 20 7946 0000', 'XX', false)).toBeNull();
  });

  it('password: required, then 8+ characters with a digit, an upper-case and a lower-case letter', () => {
    expect(passwordError('')).toBe('A password is required');
    const complexity = 'At least 8 characters, one upper-case, one lower-case and one number are required';
    for (const weak of ['Abc1234', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])
      expect(passwordError(weak)).toBe(complexity);
    expect(passwordError('Abcdefg1')).toBeNull();
  });

  it('terms must be accepted', () => {
    expect(termsError(false)).toBe('You must accept the terms of use');
    expect(termsError(true)).toBeNull();
  });

  it('address when REQUIRED: every part, no zip code for Hong Kong', () => {
    const empty = { street: '', city: '', state: '', zipCode: '', country: '' };
    expect(addressErrors(empty, 'OPTIONAL')).toEqual({});
    expect(addressErrors(empty, 'REQUIRED')).toEqual({
      street: 'Street is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZipCode is required',
      country: 'Country is required',
    });
    const hongKong = {
      street: '1 Queen’s Rd',
      city: 'Central',
      state: 'HK Island',
      zipCode: '',
      country: 'HK',
    };
    expect(addressErrors(hongKong, 'REQUIRED')).toEqual({});
    expect(addressErrors({ ...hongKong, country: 'US' }, 'REQUIRED')).toEqual({
      zipCode: 'ZipCode is required',
    });
    expect(hasZipCode('hk')).toBe(false);
    expect(hasZipCode('GB')).toBe(true);
  });
});

describe('phone country (001 §5.1, §9)', () => {
  it('starts from the browser locale region, else US', () => {
    expect(defaultPhoneCountry('en-GB')).toBe('GB');
    expect(defaultPhoneCountry('en_AU')).toBe('AU');
    expect(defaultPhoneCountry('fr')).toBe('FR');
    expect(defaultPhoneCountry(undefined)).toBe('US');
    expect(defaultPhoneCountry('not a locale!')).toBe('US');
  });

  it('names each country by its calling code; other (XX) has none', () => {
    expect(callingCode('GB')).toBe('+44');
    expect(callingCode('us')).toBe('+1');
    expect(callingCode('XX')).toBeNull();
  });

  it('the country groups: US, UK, AU and NZ with their territories', () => {
    expect(['CA', 'PR', 'VI', 'JM', 'US'].map(countryGroup)).toEqual(['US', 'US', 'US', 'US', 'US']);
    expect(['IM', 'JE', 'GG', 'GB', 'UK'].map(countryGroup)).toEqual(['GB', 'GB', 'GB', 'GB', 'GB']);
    expect(['CX', 'CC'].map(countryGroup)).toEqual(['AU', 'AU']);
    expect(countryGroup('PN')).toBe('NZ');
    expect(countryGroup('HK')).toBe('HK');
  });

  it('warns when the chosen country is not in the group of the browser region', () => {
    const warning =
      'Warning - the selected country is likely invalid as it does not match with your browser settings.';
    expect(countryMismatchWarning('GB', 'en-US')).toBe(warning);
    expect(countryMismatchWarning('NZ', 'en-AU')).toBe(warning);
    expect(countryMismatchWarning('CA', 'en-US')).toBeNull();
    expect(countryMismatchWarning('JE', 'en-GB')).toBeNull();
    expect(countryMismatchWarning('CX', 'en-AU')).toBeNull();
    expect(countryMismatchWarning('PN', 'en-NZ')).toBeNull();
    expect(countryMismatchWarning('XX', 'en-US')).toBeNull();
    expect(countryMismatchWarning('GB', undefined)).toBeNull();
  });
});

describe('dependents (001 §5.2)', () => {
  it('first and last names are required, at most 25 characters', () => {
    expect(dependentFirstNameError('')).toBe("A dependent's first name is required");
    expect(dependentLastNameError(' ')).toBe("A dependent's last name is required");
    expect(dependentFirstNameError('a'.repeat(25))).toBeNull();
    expect(dependentFirstNameError('a'.repeat(26))).toBe('First name must be at most 25 characters');
  });

  it("date of birth: 'birth date is required' when REQUIRED, past dates only", () => {
    const today = '2026-03-10';
    expect(birthdateError('', 'REQUIRED', today)).toBe('birth date is required');
    expect(birthdateError('', 'OPTIONAL', today)).toBeNull();
    expect(birthdateError('2015-06-01', 'REQUIRED', today)).toBeNull();
    expect(birthdateError('2026-03-10', 'OPTIONAL', today)).toBe(PEOPLE_TEXTS.birthDateInPast);
    expect(birthdateError('2027-01-01', 'REQUIRED', today)).toBe(PEOPLE_TEXTS.birthDateInPast);
  });

  it("is shown as 'MMMM Do, YYYY'", () => {
    expect(formatBirthdate('2015-03-02')).toBe('March 2nd, 2015');
    expect(formatBirthdate('2015-11-11')).toBe('November 11th, 2015');
    expect(formatBirthdate('2015-08-23')).toBe('August 23rd, 2015');
    expect(formatBirthdate('2015-08-21')).toBe('August 21st, 2015');
    expect(formatBirthdate('')).toBe('');
  });
});

describe('registration errors (001 §8) and the SMS consent (§2.12)', () => {
  it('an existing e-mail reads as one message; no error at all is an invalid response', () => {
    const exists = 'An account with this email already exists.';
    expect(registrationErrorText('Unique People attribute error')).toBe(exists);
    expect(registrationErrorText('unique people attribute error: email')).toBe(exists);
    expect(registrationErrorText('error creating account: An account with this email already exists.')).toBe(
      exists,
    );
    expect(registrationErrorText(null)).toBe('Invalid response');
    expect(registrationErrorText('  ')).toBe('Invalid response');
    expect(registrationErrorText('error creating account: Required password complexity not met')).toBe(
      'error creating account: Required password complexity not met',
    );
  });

  it('the consent text names the business', () => {
    expect(smsConsentText('Demo Music School')).toMatch(
      /^By submitting this form and signing up for texts, you consent to receive text messages \(e\.g\. lesson reminders, account updates\) from Demo Music School at the number provided\./,
    );
    expect(smsConsentText('X')).toMatch(/Reply HELP for help\.$/);
  });
});
