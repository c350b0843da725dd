import { STAFF_PERMISSION_FLAGS, StaffPermissionFlag, Subject, can } from '@tempo/permissions';
import { PEOPLE_LIMITS, PEOPLE_TEXTS, cleanName } from '@tempo/people-rules';
import {
  ContactValues,
  FormErrors,
  contactValuesOf,
  contactVariables,
  emptyContact,
  orNull,
  validateContact,
} from './person-model';
import type { StaffDetails } from './staff.graphql';

/** The roles a staff member can be given (001 §6), highest first. */
export const STAFF_ROLES = ['owner', 'manager', 'staff', 'limited_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
  limited_staff: 'Limited staff',
};

/** A role as shown: its label, or the stored name of a role this app does not know. */
export const roleLabel = (role: string | null | undefined): string =>
  (role && ROLE_LABELS[role as StaffRole]) || role || '';

/** The eight permission flags of 001 §6, with what each checkbox says. */
export const FLAG_LABELS: Record<StaffPermissionFlag, string> = {
  canSeeStaffRatesAndProcessPayroll: 'Can see staff rates and process payroll',
  canUpdateStaffRates: 'Can update staff rates',
  canSeeOwnClientsPersonalInfo: "Can see own clients' personal info",
  canTakeOwnAttendance: 'Can take own attendance',
  canCreateOwnClientsClientComments: "Can create own clients' client comments",
  canUpdateOwnAppointments: 'Can update own appointments',
  canCancelOwnAppointments: 'Can cancel own appointments',
  canCancelOwnSessions: 'Can cancel own sessions',
};

/** What the signed-in user may do on the staff form, from the app's permission helpers. */
export interface StaffFormRights {
  /** STAFF_ROLE set (owners): any role, and the permission flags. */
  setRoles: boolean;
  /** STAFF_SERVICE_RATE read: the rates are shown. */
  seeRates: boolean;
  /** STAFF_SERVICE_RATE update: the rates are editable and sent. */
  updateRates: boolean;
}

export function staffFormRights(subject: Subject): StaffFormRights {
  return {
    setRoles: can(subject, 'set', 'STAFF_ROLE'),
    seeRates: can(subject, 'read', 'STAFF_SERVICE_RATE'),
    updateRates: can(subject, 'update', 'STAFF_SERVICE_RATE'),
  };
}

export interface RoleChoice {
  value: StaffRole;
  label: string;
  disabled: boolean;
}

/**
 * The role select's options. Only owners (STAFF_ROLE set) choose roles above staff; others
 * create staff or limited staff, and on an edit keep the role as it is (a role change needs the
 * owner). Nobody changes their own role.
 */
export function roleChoices(
  rights: Pick<StaffFormRights, 'setRoles'>,
  record: { creating: boolean; currentRole?: string | null; isSelf?: boolean },
): RoleChoice[] {
  const locked = !record.creating && (!rights.setRoles || record.isSelf === true);
  return STAFF_ROLES.map((value) => {
    const allowed = locked
      ? value === record.currentRole
      : rights.setRoles || value === 'staff' || value === 'limited_staff';
    return { value, label: ROLE_LABELS[value], disabled: !allowed };
  });
}

/** Whether the user may save this record at all: an owner's record is the owners' to change. */
export const mayEditRecord = (rights: Pick<StaffFormRights, 'setRoles'>, role: string | null | undefined) =>
  role !== 'owner' || rights.setRoles;

/** A pay rate per service (001 §3.1 staffServiceRates), amounts in the currency's major unit. */
export interface ServiceRateRow {
  services: string[];
  locations: string[];
  rateType: string;
  amount: number | string;
  currency: string;
  bonusAmount: number | string;
  bonusThreshold: number | string;
  bonusCeiling: number | string;
  countNoShows: boolean;
  countCancel: boolean;
  countLateCancel: boolean;
  countLocationClosures: boolean;
  countStaffCancel: boolean;
}

/** A commission (001 §3.1 staffCommissionRates): a percentage, or a flat amount in the major unit. */
export interface CommissionRateRow {
  services: string[];
  rateType: string;
  amount: number | string;
}

export const SERVICE_RATE_TYPES = [
  { value: 'PER_VISIT', label: 'Per visit' },
  { value: 'HOURLY', label: 'Hourly' },
];
export const COMMISSION_RATE_TYPES = [
  { value: 'PERCENTAGE', label: 'Percentage' },
  { value: 'FLAT', label: 'Flat amount' },
];

export const COUNT_OPTIONS = [
  ['countNoShows', 'Count no-shows'],
  ['countCancel', 'Count cancellations'],
  ['countLateCancel', 'Count late cancellations'],
  ['countLocationClosures', 'Count location closures'],
  ['countStaffCancel', 'Count staff cancellations'],
] as const;

export const emptyServiceRate = (): ServiceRateRow => ({
  services: [],
  locations: [],
  rateType: 'PER_VISIT',
  amount: '',
  currency: '',
  bonusAmount: '',
  bonusThreshold: '',
  bonusCeiling: '',
  countNoShows: false,
  countCancel: false,
  countLateCancel: false,
  countLocationClosures: false,
  countStaffCancel: false,
});

export const emptyCommissionRate = (): CommissionRateRow => ({
  services: [],
  rateType: 'PERCENTAGE',
  amount: '',
});

export interface TagGroup {
  category: string;
  tags: string[];
}

export interface StaffFormValues extends ContactValues {
  staffRole: string;
  staffBio: string;
  staffSecondaryAttribute: string;
  staffCategorizedTags: TagGroup[];
  serviceRates: ServiceRateRow[];
  commissionRates: CommissionRateRow[];
  flags: Record<StaffPermissionFlag, boolean>;
  staffCalendarColor: string;
  visibleByVisitors: boolean;
  visibleByClients: boolean;
  deactivated: boolean;
  staffOnlineId: string;
  staffEmployeeId: string;
}

const noFlags = (): Record<StaffPermissionFlag, boolean> =>
  Object.fromEntries(STAFF_PERMISSION_FLAGS.map((f) => [f, false])) as Record<StaffPermissionFlag, boolean>;

export const emptyStaff = (): StaffFormValues => ({
  ...emptyContact(),
  staffRole: 'staff',
  staffBio: '',
  staffSecondaryAttribute: '',
  staffCategorizedTags: [],
  serviceRates: [],
  commissionRates: [],
  flags: noFlags(),
  staffCalendarColor: '',
  visibleByVisitors: true,
  visibleByClients: true,
  deactivated: false,
  staffOnlineId: '',
  staffEmployeeId: '',
});

/** Minor units (as stored) to the major unit the form shows, and back. */
const toMajor = (minor: number | null | undefined): number | string => (minor == null ? '' : minor / 100);
const toMinor = (major: number | string): number => Math.round(Number(major) * 100);
const optionalNumber = (v: number | string): number | null => (v === '' ? null : Number(v));

export function staffValuesOf(s: StaffDetails): StaffFormValues {
  const flags = noFlags();
  for (const flag of STAFF_PERMISSION_FLAGS) flags[flag] = s[flag] === true;
  return {
    ...contactValuesOf(s),
    staffRole: s.staffRole ?? 'staff',
    staffBio: s.staffBio ?? '',
    staffSecondaryAttribute: s.staffSecondaryAttribute ?? '',
    staffCategorizedTags: s.staffCategorizedTags.map((c) => ({ category: c.category, tags: [...c.tags] })),
    serviceRates: (s.staffServiceRates ?? []).map((r) => ({
      services: [...r.services],
      locations: [...r.locations],
      rateType: r.rateType,
      amount: toMajor(r.amount),
      currency: r.currency ?? '',
      bonusAmount: toMajor(r.bonusAmount),
      bonusThreshold: r.bonusThreshold ?? '',
      bonusCeiling: r.bonusCeiling ?? '',
      countNoShows: r.countNoShows,
      countCancel: r.countCancel,
      countLateCancel: r.countLateCancel,
      countLocationClosures: r.countLocationClosures,
      countStaffCancel: r.countStaffCancel,
    })),
    commissionRates: (s.staffCommissionRates ?? []).map((r) => ({
      services: [...r.services],
      rateType: r.rateType,
      amount: r.rateType === 'FLAT' ? toMajor(r.amount) : r.amount,
    })),
    flags,
    staffCalendarColor: s.staffCalendarColor ?? '',
    visibleByVisitors: s.visibleByVisitors,
    visibleByClients: s.visibleByClients,
    deactivated: s.deactivated,
    staffOnlineId: s.staffOnlineId ?? '',
    staffEmployeeId: s.staffEmployeeId ?? '',
  };
}

/** Texts of the staff form's own checks (the contact checks use PEOPLE_TEXTS). */
export const STAFF_TEXTS = {
  roleRequired: PEOPLE_TEXTS.required('Role'),
  bioTooLong: PEOPLE_TEXTS.nameTooLong('Bio', PEOPLE_LIMITS.bio),
  categoryRequired: PEOPLE_TEXTS.required('Category'),
  tagTooLong: PEOPLE_TEXTS.nameTooLong('A tag', PEOPLE_LIMITS.tagLength),
  servicesRequired: PEOPLE_TEXTS.required('Services'),
  amountRequired: 'Enter an amount of 0 or more',
  colorInvalid: 'Enter a colour like #3b5bdb',
} as const;

const isAmount = (v: number | string) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0;

/** The staff form's errors: the contact checks, then role, bio, tags, rates and colour. */
export function validateStaff(v: StaffFormValues, rights: StaffFormRights, today?: string): FormErrors {
  const errors = validateContact(v, 'accountHolder', today);
  if (!v.staffRole) errors.staffRole = STAFF_TEXTS.roleRequired;
  if (v.staffBio.trim().length > PEOPLE_LIMITS.bio) errors.staffBio = STAFF_TEXTS.bioTooLong;
  v.staffCategorizedTags.forEach((group, i) => {
    if (!cleanName(group.category))
      errors[`staffCategorizedTags.${i}.category`] = STAFF_TEXTS.categoryRequired;
    if (group.tags.some((t) => cleanName(t).length > PEOPLE_LIMITS.tagLength))
      errors[`staffCategorizedTags.${i}.tags`] = STAFF_TEXTS.tagTooLong;
  });
  if (rights.updateRates) {
    v.serviceRates.forEach((rate, i) => {
      if (!rate.services.length) errors[`serviceRates.${i}.services`] = STAFF_TEXTS.servicesRequired;
      if (!isAmount(rate.amount)) errors[`serviceRates.${i}.amount`] = STAFF_TEXTS.amountRequired;
      for (const k of ['bonusAmount', 'bonusThreshold', 'bonusCeiling'] as const)
        if (rate[k] !== '' && !isAmount(rate[k]))
          errors[`serviceRates.${i}.${k}`] = STAFF_TEXTS.amountRequired;
    });
    v.commissionRates.forEach((rate, i) => {
      if (!rate.services.length) errors[`commissionRates.${i}.services`] = STAFF_TEXTS.servicesRequired;
      if (!isAmount(rate.amount)) errors[`commissionRates.${i}.amount`] = STAFF_TEXTS.amountRequired;
    });
  }
  if (v.staffCalendarColor && !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v.staffCalendarColor.trim()))
    errors.staffCalendarColor = STAFF_TEXTS.colorInvalid;
  return errors;
}

/**
 * The variables of createPeople / updatePeople (staff variant). The role is sent only when the
 * user may choose it, the flags only by owners, the rates only with STAFF_SERVICE_RATE update:
 * what a user may not change is left out, so the server keeps it.
 */
export function staffVariables(v: StaffFormValues, rights: StaffFormRights, roleEditable: boolean) {
  const flags = rights.setRoles ? v.flags : {};
  return {
    ...contactVariables(v),
    ...(roleEditable ? { staffRole: v.staffRole } : {}),
    staffBio: orNull(v.staffBio),
    staffSecondaryAttribute: orNull(v.staffSecondaryAttribute),
    staffCategorizedTags: v.staffCategorizedTags
      .map((c) => ({ category: cleanName(c.category), tags: c.tags.map(cleanName).filter(Boolean) }))
      .filter((c) => c.category),
    ...(rights.updateRates
      ? {
          staffServiceRates: v.serviceRates.map((r) => ({
            services: r.services,
            locations: r.locations,
            rateType: r.rateType,
            amount: toMinor(r.amount),
            currency: orNull(r.currency)?.toUpperCase() ?? null,
            bonusAmount: r.bonusAmount === '' ? null : toMinor(r.bonusAmount),
            bonusThreshold: optionalNumber(r.bonusThreshold),
            bonusCeiling: optionalNumber(r.bonusCeiling),
            countNoShows: r.countNoShows,
            countCancel: r.countCancel,
            countLateCancel: r.countLateCancel,
            countLocationClosures: r.countLocationClosures,
            countStaffCancel: r.countStaffCancel,
          })),
          staffCommissionRates: v.commissionRates.map((r) => ({
            services: r.services,
            rateType: r.rateType,
            amount: r.rateType === 'FLAT' ? toMinor(r.amount) : Number(r.amount),
          })),
        }
      : {}),
    staffCalendarColor: orNull(v.staffCalendarColor)?.toLowerCase() ?? null,
    visibleByVisitors: v.visibleByVisitors,
    visibleByClients: v.visibleByClients,
    deactivated: v.deactivated,
    staffOnlineId: orNull(v.staffOnlineId),
    staffEmployeeId: orNull(v.staffEmployeeId),
    ...flags,
  };
}

/** A money amount in minor units as the profile shows it ('12.50 USD'). */
export const formatMinor = (minor: number, currency?: string | null): string =>
  `${(minor / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;
