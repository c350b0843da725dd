import { can } from './can';
import { canOpen } from './routes';
import { STAFF_FLAG_GRANTS, STAFF_PERMISSION_FLAGS, overridesFromStaffFlags } from './staff-flags';

describe('staff permission flags', () => {
  it('covers every flag of 001 §6', () => {
    expect(Object.keys(STAFF_FLAG_GRANTS)).toEqual([...STAFF_PERMISSION_FLAGS]);
  });

  it('adds nothing for unset or false flags', () => {
    expect(overridesFromStaffFlags({})).toEqual([]);
    expect(overridesFromStaffFlags({ canTakeOwnAttendance: false, canUpdateStaffRates: null })).toEqual([]);
  });

  it.each([
    ['canSeeStaffRatesAndProcessPayroll', 'read', 'STAFF_PAYROLL'],
    ['canUpdateStaffRates', 'update', 'STAFF_SERVICE_RATE'],
    ['canSeeOwnClientsPersonalInfo', 'read', 'OWN_CLIENT_PERSONAL_INFO'],
    ['canTakeOwnAttendance', 'update', 'OWN_EVENT_PARTICIPANT_STATUS'],
    ['canCreateOwnClientsClientComments', 'post_message', 'OWN_CLIENTS_CLIENT_MESSAGE'],
    ['canUpdateOwnAppointments', 'update', 'OWN_APPOINTMENT'],
    ['canCancelOwnAppointments', 'cancel', 'OWN_APPOINTMENT'],
    ['canCancelOwnSessions', 'cancel', 'OWN_SESSION'],
  ] as const)('%s lets limited_staff %s %s', (flag, action, resource) => {
    expect(can({ role: 'limited_staff' }, action, resource)).toBe(false);
    expect(
      can({ role: 'limited_staff', overrides: overridesFromStaffFlags({ [flag]: true }) }, action, resource),
    ).toBe(true);
  });

  it('the payroll flag opens /staff/payroll to a manager', () => {
    expect(canOpen({ role: 'manager' }, '/staff/payroll')).toBe(false);
    const overrides = overridesFromStaffFlags({ canSeeStaffRatesAndProcessPayroll: true });
    expect(canOpen({ role: 'manager', overrides }, '/staff/payroll')).toBe(true);
    expect(canOpen({ role: 'manager', overrides }, '/staff/commissions')).toBe(true);
  });
});
