import {
  ContactValues,
  FormErrors,
  contactValuesOf,
  contactVariables,
  orNull,
  validateContact,
} from './person-model';
import type { StaffDetails } from './staff.graphql';

/**
 * The staff self form (001 §6): a staff member changes only their contact details, address,
 * birth date, time zone, gender, photo (uploaded at once, not with the form), notification
 * opt-outs, online id and whether notification e-mails are sent to them.
 */
export interface StaffSelfValues extends ContactValues {
  notificationOptOuts: string[];
  staffOnlineId: string;
  staffNotificationEmailDisabled: boolean;
}

export const staffSelfValuesOf = (s: StaffDetails): StaffSelfValues => ({
  ...contactValuesOf(s),
  notificationOptOuts: [...s.notificationOptOuts],
  staffOnlineId: s.staffOnlineId ?? '',
  staffNotificationEmailDisabled: s.staffNotificationEmailDisabled,
});

export const validateStaffSelf = (v: StaffSelfValues, today?: string): FormErrors =>
  validateContact(v, 'accountHolder', today);

/** The variables of selfUpdatePeople, staff variant: only the fields of 001 §6. */
export const staffSelfVariables = (v: StaffSelfValues) => ({
  ...contactVariables(v),
  timezone: orNull(v.timezone),
  notificationOptOuts: v.notificationOptOuts.map((t) => t.trim()).filter(Boolean),
  staffOnlineId: orNull(v.staffOnlineId),
  staffNotificationEmailDisabled: v.staffNotificationEmailDisabled,
});
