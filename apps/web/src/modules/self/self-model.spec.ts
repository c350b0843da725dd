import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { contactValuesOf } from '../staff/person-model';
import {
  clientSelfVariables,
  dependentInput,
  emptyDependent,
  selectorOptions,
  selectorTarget,
  selfSubPages,
  validateDependent,
} from './self-model';

describe('adding a dependent (001 §5.2)', () => {
  it('asks for both names with the dependent texts', () => {
    expect(validateDependent(emptyDependent(), '2026-01-01')).toEqual({
      firstName: PEOPLE_TEXTS.dependentFirstNameRequired,
      lastName: PEOPLE_TEXTS.dependentLastNameRequired,
    });
  });

  it('limits names to 25 characters and birth dates to the past', () => {
    const v = { firstName: 'M'.repeat(26), lastName: 'Lee', gender: '', birthdate: '2026-01-02' };
    expect(validateDependent(v, '2026-01-01')).toEqual({
      firstName: PEOPLE_TEXTS.nameTooLong('First name', 25),
      birthdate: PEOPLE_TEXTS.birthDateInPast,
    });
  });

  it('sends trimmed names and leaves empty fields out', () => {
    expect(
      dependentInput({ firstName: ' Mia ', lastName: 'Lee', gender: '', birthdate: '2018-05-01' }),
    ).toEqual({
      firstName: 'Mia',
      lastName: 'Lee',
      gender: null,
      birthdate: '2018-05-01',
    });
  });
});

describe('the client self form', () => {
  const values = {
    ...contactValuesOf({ firstName: 'Cara', lastName: 'Client', phones: [] }),
    marketingEmailDisabled: true,
    disableAllSmsNotifications: false,
  };

  it('sends the stored lead-capture answers back as they were', () => {
    const sent = clientSelfVariables(values, { leadCaptureFields: '{"Instrument":"Piano"}' });
    expect(sent).toMatchObject({ firstName: 'Cara', marketingEmailDisabled: true });
    expect(sent.leadCaptureFields).toBe('{"Instrument":"Piano"}');
    expect(clientSelfVariables(values, { leadCaptureFields: null })).not.toHaveProperty('leadCaptureFields');
  });
});

describe('the dependent selector and the self pages (001 §2.3)', () => {
  it("offers 'Myself' and each dependent, and opens the chosen person's page", () => {
    expect(selectorOptions([{ id: 'd1', name: 'Mia Lee' }])).toEqual([
      { value: 'self', label: 'Myself' },
      { value: 'd1', label: 'Mia Lee' },
    ]);
    expect(selectorTarget('self')).toBe('/clients/self');
    expect(selectorTarget('d1')).toBe('/clients/self/dependent/d1');
  });

  it('links the sub-pages a client may open, for themself or a dependent', () => {
    const own = selfSubPages({ role: 'client' }).map((p) => p.to);
    expect(own).toContain('/clients/self/all-credits');
    expect(own).toContain('/clients/self/files');
    const theirs = selfSubPages({ role: 'client' }, 'd1').map((p) => p.to);
    expect(theirs).toContain('/clients/self/dependent/d1/all-schedules');
    const denied = selfSubPages({
      role: 'client',
      overrides: [{ action: 'list', resource: 'SELF_CREDITS', allowed: false }],
    }).map((p) => p.to);
    expect(denied).not.toContain('/clients/self/all-credits');
  });
});
