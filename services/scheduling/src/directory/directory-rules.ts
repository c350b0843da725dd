import type { BusinessEventData, PersonEventData, PersonMergedData } from '@tempo/contracts';
import { isTimezone } from '@tempo/contracts';
import type { BusinessSettingsEntity, StaffMemberEntity } from './directory.entity';

/** The business copy an identity business event leaves (an unknown zone keeps UTC). */
export function businessSettingsFrom(
  business: string,
  d: Partial<BusinessEventData>,
  now: Date,
): BusinessSettingsEntity {
  return {
    business,
    fullName: typeof d.fullName === 'string' ? d.fullName : '',
    timezone: typeof d.timezone === 'string' && isTimezone(d.timezone) ? d.timezone : 'UTC',
    timeOffPolicyEnabled: d.timeOffPolicyEnabled === true,
    timeOffCategories: Array.isArray(d.timeOffCategories)
      ? d.timeOffCategories.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      : [],
    updatedAt: now,
  };
}

/** What a person event does to the staff copy: keep this staff member, or drop these ids. */
export type StaffChange = { keep: StaffMemberEntity } | { drop: string[] };

/**
 * A person with a staffRole is kept (deactivated ones too: their past hours
 * keep a name); a client, a deleted person or one merged away is dropped.
 */
export function staffChangeFrom(
  business: string,
  type: string,
  data: Partial<PersonEventData> | Partial<PersonMergedData>,
  now: Date,
): StaffChange | null {
  if (type === 'person.merged') {
    const m = data as Partial<PersonMergedData>;
    if (!m.deletedId || !m.kept) return null;
    const kept = staffChangeFrom(business, 'person.updated', { ...m.kept, personId: m.keptId }, now);
    return kept && 'keep' in kept ? kept : { drop: [m.deletedId] };
  }
  const p = data as Partial<PersonEventData>;
  if (!p.personId) return null;
  if (type === 'person.deleted' || !p.staffRole) return { drop: [p.personId] };
  return {
    keep: {
      id: p.personId,
      business,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ? p.email.toLowerCase() : null,
      staffRole: p.staffRole,
      deactivated: p.deactivated === true,
      profilePhoto: p.profilePhoto ?? null,
      updatedAt: now,
    },
  };
}

/** A staff member's display name. */
export const staffName = (s: Pick<StaffMemberEntity, 'firstName' | 'lastName'>): string =>
  [s.firstName, s.lastName].filter((x) => x.trim()).join(' ');
