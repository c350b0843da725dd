import { PermissionOverride } from './can';
import { Permission } from './role-matrix';

/** Staff permission flags of a staff member's record (001 §6). */
export const STAFF_PERMISSION_FLAGS = [
  'canSeeStaffRatesAndProcessPayroll',
  'canUpdateStaffRates',
  'canSeeOwnClientsPersonalInfo',
  'canTakeOwnAttendance',
  'canCreateOwnClientsClientComments',
  'canUpdateOwnAppointments',
  'canCancelOwnAppointments',
  'canCancelOwnSessions',
] as const;

export type StaffPermissionFlag = (typeof STAFF_PERMISSION_FLAGS)[number];

/**
 * What each flag grants. Flags are how a business widens what a limited_staff (or custom
 * role) member may do ("limited_staff only what their flags allow", ARCHITECTURE §4).
 */
export const STAFF_FLAG_GRANTS: Readonly<Record<StaffPermissionFlag, readonly Permission[]>> = {
  canSeeStaffRatesAndProcessPayroll: [
    { resource: 'STAFF_PAYROLL', action: 'list' },
    { resource: 'STAFF_PAYROLL', action: 'read' },
    { resource: 'STAFF_PAYROLL', action: 'process' },
    { resource: 'STAFF_SERVICE_RATE', action: 'read' },
    { resource: 'STAFF_COMMISSION_RATE', action: 'read' },
    { resource: 'STAFF_COMMISSION_REPORT', action: 'list' },
  ],
  canUpdateStaffRates: [
    { resource: 'STAFF_SERVICE_RATE', action: 'update' },
    { resource: 'STAFF_COMMISSION_RATE', action: 'update' },
  ],
  canSeeOwnClientsPersonalInfo: [{ resource: 'OWN_CLIENT_PERSONAL_INFO', action: 'read' }],
  canTakeOwnAttendance: [{ resource: 'OWN_EVENT_PARTICIPANT_STATUS', action: 'update' }],
  canCreateOwnClientsClientComments: [{ resource: 'OWN_CLIENTS_CLIENT_MESSAGE', action: 'post_message' }],
  canUpdateOwnAppointments: [{ resource: 'OWN_APPOINTMENT', action: 'update' }],
  canCancelOwnAppointments: [{ resource: 'OWN_APPOINTMENT', action: 'cancel' }],
  canCancelOwnSessions: [{ resource: 'OWN_SESSION', action: 'cancel' }],
};

/**
 * Allow overrides for the flags that are set. A flag that is false or absent adds nothing
 * (it does not deny what the role already holds).
 */
export function overridesFromStaffFlags(
  flags: Partial<Record<StaffPermissionFlag, boolean | null>>,
): PermissionOverride[] {
  return STAFF_PERMISSION_FLAGS.filter((flag) => flags[flag] === true).flatMap((flag) =>
    STAFF_FLAG_GRANTS[flag].map((p) => ({ action: p.action, resource: p.resource, allowed: true })),
  );
}
