import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import {
  contactValuesOf,
  contactVariables,
  emptyContact,
  formatBirthdate,
  phonesToSend,
  photoUrl,
  validateContact,
} from './person-model';

const TODAY = '2026-06-15';
const filled = () => ({ ...emptyContact(), firstName: 'Ada', lastName: 'Lovelace' });

describe('contact form checks (001 §5.1, §5.2)', () => {
  it('asks for both names with the account holder texts, or the dependent texts', () => {
    const empty = emptyContact();
    expect(validateContact(empty, 'accountHolder', TODAY)).toMatchObject({
      firstName: PEOPLE_TEXTS.accountManagerFirstNameRequired,
      lastName: PEOPLE_TEXTS.accountManagerLastNameRequired,
    });
    expect(validateContact({ ...empty, firstName: '   ' }, 'dependent', TODAY)).toMatchObject({
      firstName: PEOPLE_TEXTS.dependentFirstNameRequired,
      lastName: PEOPLE_TEXTS.dependentLastNameRequired,
    });
  });

  it('limits names to 42 characters for an account holder and 25 for a dependent', () => {
    const long = { ...filled(), firstName: 'A'.repeat(26) };
    expect(validateContact(long, 'accountHolder', TODAY)).toEqual({});
    expect(validateContact(long, 'dependent', TODAY).firstName).toBe(
      PEOPLE_TEXTS.nameTooLong('First name', 25),
    );
    expect(validateContact({ ...filled(), lastName: 'B'.repeat(43) }, 'accountHolder', TODAY).lastName).toBe(
      PEOPLE_TEXTS.nameTooLong('Last name', 42),
    );
  });

  it('wants a valid e-mail only when one is typed', () => {
    expect(validateContact({ ...filled(), email: 'ada@' }, 'accountHolder', TODAY).email).toBe(
      PEOPLE_TEXTS.validEmailRequired,
    );
    expect(validateContact({ ...filled(), email: ' Ada@Example.COM ' }, 'accountHolder', TODAY)).toEqual({});
  });

  it('checks each phone for the country it is dialled in', () => {
    const values = {
      ...filled(),
      phones: [
        { country: 'US', number: '212 555 0100' },
        { country: 'US', number: '020 7946 0000' },
        { country: 'GB', number: '020 7946 0000' },
        { country: 'US', number: '' },
      ],
    };
    expect(validateContact(values, 'accountHolder', TODAY)).toEqual({
      'phones.1.number': PEOPLE_TEXTS.validPhoneRequired,
    });
  });

  it('refuses a birth date after today', () => {
    expect(validateContact({ ...filled(), birthdate: '2026-06-16' }, 'accountHolder', TODAY).birthdate).toBe(
      PEOPLE_TEXTS.birthDateInPast,
    );
    expect(validateContact({ ...filled(), birthdate: TODAY }, 'accountHolder', TODAY)).toEqual({});
  });
});

describe('what a contact form sends', () => {
  it('sends phones as E.164, each once, without blank rows', () => {
    expect(
      phonesToSend([
        { country: 'US', number: '(212) 555-0100' },
        { country: 'GB', number: '+1 212 555 0100' },
        { country: 'GB', number: '020 7946 0000' },
        { country: 'US', number: '  ' },
      ]),
    ).toEqual(['+12125550100', '+442079460000']);
  });

  it('trims names, lower-cases the e-mail and clears empty fields', () => {
    const v = contactVariables({
      ...filled(),
      firstName: '  Ada  ',
      middleName: ' ',
      email: ' Ada@Example.COM',
      street: ' 1 Main St ',
    });
    expect(v).toMatchObject({
      firstName: 'Ada',
      middleName: null,
      email: 'ada@example.com',
      street: '1 Main St',
      city: null,
      birthdate: null,
      phones: [],
    });
  });

  it('starts from a stored person with its phones, or one empty phone', () => {
    const stored = { firstName: 'Ada', lastName: 'L', phones: ['+12125550100'], city: 'Boston' };
    expect(contactValuesOf(stored).phones.map((p) => p.number)).toEqual(['+12125550100']);
    expect(contactValuesOf(stored).city).toBe('Boston');
    expect(contactValuesOf({ ...stored, phones: [] }).phones).toHaveLength(1);
  });
});

describe('display and defaults', () => {
  it("shows a birth date as 'MMMM Do, YYYY' (001 §5.2)", () => {
    expect(formatBirthdate('2015-03-04')).toBe('March 4th, 2015');
    expect(formatBirthdate('2001-11-11')).toBe('November 11th, 2001');
    expect(formatBirthdate('1999-01-22')).toBe('January 22nd, 1999');
    expect(formatBirthdate('1999-01-31')).toBe('January 31st, 1999');
    expect(formatBirthdate(null)).toBe('');
  });

  it('asks the photo store for a photo at the size shown; other addresses are kept', () => {
    expect(photoUrl('/media/demo/profile_photos/a.webp', 72)).toBe(
      '/media/demo/profile_photos/a.webp?size=72',
    );
    expect(photoUrl('https://cdn.example/a.png', 72)).toBe('https://cdn.example/a.png');
    expect(photoUrl(null, 72)).toBeNull();
  });
});
