import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { contactDraft, peopleDraft, searchOf } from './person-draft';
import type { PersonEntity } from './person.entity';

const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('a person as stored', () => {
  it('names are trimmed, runs of spaces one, and required on a new person (001 §5.1 texts)', () => {
    expect(peopleDraft(null, { firstName: '  Ada  ', lastName: ' Love  lace ' }, TODAY, NOW)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Love lace',
    });
    expect(() => peopleDraft(null, { firstName: ' ', lastName: 'X' }, TODAY, NOW)).toThrow(
      PEOPLE_TEXTS.accountManagerFirstNameRequired,
    );
    expect(() => peopleDraft(null, { firstName: 'A', lastName: '' }, TODAY, NOW)).toThrow(
      PEOPLE_TEXTS.accountManagerLastNameRequired,
    );
  });

  it('names longer than 42 characters are refused', () => {
    expect(() => peopleDraft(null, { firstName: 'A'.repeat(43), lastName: 'B' }, TODAY, NOW)).toThrow(
      'First name must be at most 42 characters',
    );
  });

  it('e-mail lower-cased and trimmed; a malformed one refused with the spec text', () => {
    const d = contactDraft({} as PersonEntity, { email: '  Ada@Example.COM ' }, TODAY, 42);
    expect(d.email).toBe('ada@example.com');
    expect(() => contactDraft({} as PersonEntity, { email: 'ada@x' }, TODAY, 42)).toThrow(
      PEOPLE_TEXTS.validEmailRequired,
    );
  });

  it('phones are validated for the country and stored in E.164, without repeats', () => {
    const d = contactDraft(
      {} as PersonEntity,
      { country: 'US', phones: ['(212) 555-0100', '+1 212 555 0100'] },
      TODAY,
      42,
    );
    expect(d.phones).toEqual(['+12125550100']);
    const gb = contactDraft({} as PersonEntity, { country: 'gb', phones: ['020 7946 0000'] }, TODAY, 42);
    expect(gb.phones).toEqual(['+442079460000']);
    expect(() => contactDraft({} as PersonEntity, { country: 'US', phones: ['12345'] }, TODAY, 42)).toThrow(
      PEOPLE_TEXTS.validPhoneRequired,
    );
  });

  it('a birth date is a real past day', () => {
    expect(contactDraft({} as PersonEntity, { birthdate: '2015-02-28' }, TODAY, 42).birthdate).toBe(
      '2015-02-28',
    );
    expect(() => contactDraft({} as PersonEntity, { birthdate: '2015-02-30' }, TODAY, 42)).toThrow(
      'YYYY-MM-DD',
    );
    expect(() => contactDraft({} as PersonEntity, { birthdate: '2026-11-24' }, TODAY, 42)).toThrow(
      PEOPLE_TEXTS.birthDateInPast,
    );
  });

  it('only the fields given change on an update', () => {
    const current = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      staffFlags: {},
      flags: [],
    } as unknown as PersonEntity;
    expect(peopleDraft(current, { city: ' Boston ' }, TODAY, NOW)).toEqual({ city: 'Boston' });
  });

  it('staff roles are the known ones; the secondary attribute is lower-cased', () => {
    expect(
      peopleDraft(
        null,
        { firstName: 'A', lastName: 'B', staffRole: 'staff', staffSecondaryAttribute: ' Piano ' },
        TODAY,
        NOW,
      ),
    ).toMatchObject({ staffRole: 'staff', staffSecondaryAttribute: 'piano' });
    expect(() => peopleDraft(null, { firstName: 'A', lastName: 'B', staffRole: 'boss' }, TODAY, NOW)).toThrow(
      'staffRole must be one of',
    );
  });

  it('the search text holds names, e-mail and phone digits (national form too)', () => {
    expect(
      searchOf(null, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@x.org',
        phones: ['+12125550100'],
      }),
    ).toBe('ada lovelace ada@x.org 12125550100 2125550100');
  });
});
