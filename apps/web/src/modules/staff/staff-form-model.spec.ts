import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { person } from './people-fixtures';
import {
  STAFF_TEXTS,
  StaffFormRights,
  emptyServiceRate,
  emptyStaff,
  mayEditRecord,
  roleChoices,
  staffFormRights,
  staffValuesOf,
  staffVariables,
  validateStaff,
} from './staff-form-model';
import type { StaffDetails } from './staff.graphql';

const OWNER = staffFormRights({ role: 'owner' });
const MANAGER = staffFormRights({ role: 'manager' });
const allowed = (choices: ReturnType<typeof roleChoices>) =>
  choices.filter((c) => !c.disabled).map((c) => c.value);

describe('role choice rules (001 §6)', () => {
  it('gives owners every role and the flags and rates; managers neither', () => {
    expect(OWNER).toEqual({ setRoles: true, seeRates: true, updateRates: true });
    expect(MANAGER).toEqual({ setRoles: false, seeRates: false, updateRates: false });
  });

  it('lets owners choose any role, others only staff or limited staff on a new record', () => {
    expect(allowed(roleChoices(OWNER, { creating: true }))).toEqual([
      'owner',
      'manager',
      'staff',
      'limited_staff',
    ]);
    expect(allowed(roleChoices(MANAGER, { creating: true }))).toEqual(['staff', 'limited_staff']);
  });

  it('keeps the role of an existing record for non-owners, and an owner their own', () => {
    expect(allowed(roleChoices(MANAGER, { creating: false, currentRole: 'staff' }))).toEqual(['staff']);
    expect(allowed(roleChoices(OWNER, { creating: false, currentRole: 'manager' }))).toHaveLength(4);
    expect(allowed(roleChoices(OWNER, { creating: false, currentRole: 'owner', isSelf: true }))).toEqual([
      'owner',
    ]);
  });

  it("leaves an owner's record to owners", () => {
    expect(mayEditRecord(MANAGER, 'owner')).toBe(false);
    expect(mayEditRecord(MANAGER, 'staff')).toBe(true);
    expect(mayEditRecord(OWNER, 'owner')).toBe(true);
  });
});

const valid = () => ({ ...emptyStaff(), firstName: 'Sam', lastName: 'Reed' });

describe('staff form checks', () => {
  it('accepts a named staff member', () => {
    expect(validateStaff(valid(), OWNER, '2026-01-01')).toEqual({});
  });

  it('asks for a tag category, services and an amount on each rate, and a colour like #rrggbb', () => {
    const v = {
      ...valid(),
      staffCategorizedTags: [{ category: ' ', tags: ['jazz'] }],
      serviceRates: [{ ...emptyServiceRate(), bonusAmount: -1 }],
      commissionRates: [{ services: ['svc'], rateType: 'PERCENTAGE', amount: '' }],
      staffCalendarColor: 'blue',
    };
    expect(validateStaff(v, OWNER, '2026-01-01')).toEqual({
      'staffCategorizedTags.0.category': STAFF_TEXTS.categoryRequired,
      'serviceRates.0.services': STAFF_TEXTS.servicesRequired,
      'serviceRates.0.amount': STAFF_TEXTS.amountRequired,
      'serviceRates.0.bonusAmount': STAFF_TEXTS.amountRequired,
      'commissionRates.0.amount': STAFF_TEXTS.amountRequired,
      staffCalendarColor: STAFF_TEXTS.colorInvalid,
    });
  });

  it('does not check rates the user cannot change', () => {
    const v = { ...valid(), serviceRates: [emptyServiceRate()] };
    expect(validateStaff(v, MANAGER, '2026-01-01')).toEqual({});
  });

  it('uses the shared texts for names', () => {
    expect(validateStaff(emptyStaff(), OWNER).firstName).toBe(PEOPLE_TEXTS.accountManagerFirstNameRequired);
  });
});

describe('what the staff form sends', () => {
  const withPay = () => ({
    ...valid(),
    serviceRates: [
      { ...emptyServiceRate(), services: ['piano'], amount: 45.5, currency: 'usd', bonusAmount: 5 },
    ],
    commissionRates: [
      { services: ['piano'], rateType: 'PERCENTAGE', amount: 12.5 },
      { services: ['violin'], rateType: 'FLAT', amount: 3 },
    ],
    flags: { ...emptyStaff().flags, canTakeOwnAttendance: true },
  });

  it('sends rates in minor units and the flags, for owners', () => {
    const v = staffVariables(withPay(), OWNER, true);
    expect(v.staffRole).toBe('staff');
    expect(v.staffServiceRates).toEqual([
      expect.objectContaining({ services: ['piano'], amount: 4550, currency: 'USD', bonusAmount: 500 }),
    ]);
    expect(v.staffCommissionRates).toEqual([
      { services: ['piano'], rateType: 'PERCENTAGE', amount: 12.5 },
      { services: ['violin'], rateType: 'FLAT', amount: 300 },
    ]);
    expect(v).toMatchObject({ canTakeOwnAttendance: true, canCancelOwnSessions: false });
  });

  it('leaves out the role, the flags and the rates a user may not change', () => {
    const rights: StaffFormRights = { setRoles: false, seeRates: true, updateRates: false };
    const v = staffVariables(withPay(), rights, false);
    expect(v).not.toHaveProperty('staffRole');
    expect(v).not.toHaveProperty('staffServiceRates');
    expect(v).not.toHaveProperty('canTakeOwnAttendance');
  });

  it('reads a stored record back into the form, amounts in the major unit', () => {
    const stored = person({
      id: 's1',
      firstName: 'Sam',
      lastName: 'Reed',
      staffRole: 'manager',
      canCancelOwnSessions: true,
      staffServiceRates: [
        {
          services: ['piano'],
          locations: [],
          rateType: 'HOURLY',
          amount: 4550,
          currency: 'USD',
          bonusAmount: null,
          bonusThreshold: null,
          bonusCeiling: null,
          countNoShows: true,
          countCancel: false,
          countLateCancel: false,
          countLocationClosures: false,
          countStaffCancel: false,
        },
      ],
      staffCommissionRates: [{ services: ['violin'], rateType: 'FLAT', amount: 300 }],
    }) as unknown as StaffDetails;
    const v = staffValuesOf(stored);
    expect(v.staffRole).toBe('manager');
    expect(v.flags.canCancelOwnSessions).toBe(true);
    expect(v.serviceRates[0]).toMatchObject({ amount: 45.5, bonusAmount: '', countNoShows: true });
    expect(v.commissionRates[0].amount).toBe(3);
    expect(staffVariables(v, OWNER, true).staffServiceRates?.[0].amount).toBe(4550);
  });
});
