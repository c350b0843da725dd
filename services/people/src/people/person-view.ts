import { STAFF_PERMISSION_FLAGS, StaffPermissionFlag } from '@tempo/permissions';
import { displayName } from '@tempo/people-rules';
import type { People } from './people.model';
import type { PersonEntity } from './person.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The address on one line: street, city, state zip, country (parts that are set). */
export function addressLine(
  p: Pick<PersonEntity, 'street' | 'city' | 'state' | 'zipCode' | 'country'>,
): string | null {
  const stateZip = [p.state, p.zipCode].filter(Boolean).join(' ');
  const line = [p.street, p.city, stateZip, p.country].filter(Boolean).join(', ');
  return line || null;
}

export interface ViewOptions {
  /** Staff pay (service and commission rates) is shown. */
  showRates: boolean;
}

/** What the API shows of a stored person. */
export function personView(row: PersonEntity, options: ViewOptions): People {
  const flags = Object.fromEntries(
    STAFF_PERMISSION_FLAGS.map((f) => [f, row.staffFlags?.[f] === true]),
  ) as Record<StaffPermissionFlag, boolean>;
  return {
    id: row.id,
    business: row.business,
    name: displayName(row),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    profilePhoto: row.profilePhoto,
    email: row.email,
    address: addressLine(row),
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    phones: row.phones,
    primaryPhone: row.phones[0] ?? null,
    photoRelease: row.photoRelease,
    birthdate: row.birthdate,
    gender: row.gender,
    status: row.status,
    tags: row.tags,
    flags: row.flags,
    customAttributes: row.customAttributes,
    timezone: row.timezone,
    notificationOptOuts: row.notificationOptOuts,
    smsNotificationOptOuts: row.smsNotificationOptOuts,
    disableAllSmsNotifications: row.disableAllSmsNotifications,
    marketingEmailDisabled: row.marketingEmailDisabled,
    leadCaptureFields: row.leadCaptureFields ? JSON.stringify(row.leadCaptureFields) : null,
    joinedAt: row.joinedAt.toISOString(),
    newMemberAt: iso(row.newMemberAt),
    memberLostAt: iso(row.memberLostAt),
    hiddenAt: iso(row.hiddenAt),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    staffRole: row.staffRole,
    staffSecondaryAttribute: row.staffSecondaryAttribute,
    staffBio: row.staffBio,
    staffCategorizedTags: row.staffCategorizedTags,
    staffServiceRates: options.showRates ? row.staffServiceRates : null,
    staffCommissionRates: options.showRates ? row.staffCommissionRates : null,
    visibleByVisitors: row.visibleByVisitors,
    visibleByClients: row.visibleByClients,
    deactivated: row.deactivated,
    staffOnlineId: row.staffOnlineId,
    staffEmployeeId: row.staffEmployeeId,
    staffInternalVideoConfEnabled: row.staffInternalVideoConfEnabled,
    staffNotificationEmailDisabled: row.staffNotificationEmailDisabled,
    staffCalendarColor: row.staffCalendarColor,
    ...flags,
  };
}
