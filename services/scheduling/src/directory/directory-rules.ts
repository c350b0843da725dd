import type { BusinessEventData, PersonEventData, PersonMergedData } from '@tempo/contracts';
import { isTimezone, isUuid } from '@tempo/contracts';
import type { BusinessSettingsEntity, ClientMemberEntity, StaffMemberEntity } from './directory.entity';

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
    includeStudentsNameInIcal: d.includeStudentsNameInIcal === true,
    updatedAt: now,
  };
}

/**
 * A staff member as a person event gives it: the online id and the secondary attribute are left out
 * (undefined) when the event does not carry them, so the copy keeps what it had.
 */
export type StaffCopy = Omit<StaffMemberEntity, 'staffOnlineId' | 'staffSecondaryAttribute'> &
  Partial<Pick<StaffMemberEntity, 'staffOnlineId' | 'staffSecondaryAttribute'>>;

/** What a person event does to the staff copy: keep (upsert) this staff member, or drop these ids. */
export type StaffChange = { keep: StaffCopy } | { drop: string[] };

/** A text an event carries (null for anything else), or undefined when it does not carry it. */
const carried = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

/**
 * A person with a staffRole is kept (deactivated ones too: their past hours
 * keep a name); a client, a deleted person or one merged away is dropped.
 * An event without the online id or the secondary attribute leaves them.
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
  const onlineId = carried(p.staffOnlineId);
  const secondary = carried(p.staffSecondaryAttribute);
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
      ...(onlineId !== undefined ? { staffOnlineId: onlineId } : {}),
      ...(secondary !== undefined ? { staffSecondaryAttribute: secondary } : {}),
      updatedAt: now,
    },
  };
}

/** A staff member's display name. */
export const staffName = (s: Pick<StaffMemberEntity, 'firstName' | 'lastName'>): string =>
  [s.firstName, s.lastName].filter((x) => x.trim()).join(' ');

/**
 * A client as a person event gives it: the account managers and the birth date are left out (undefined)
 * when the event does not carry them, so the copy keeps what it had.
 */
export type ClientCopy = Omit<ClientMemberEntity, 'accountManagerIds' | 'birthDate'> &
  Partial<Pick<ClientMemberEntity, 'accountManagerIds' | 'birthDate'>>;

/** What a person event does to the client copy: keep (upsert) this client, and drop these ids. */
export interface ClientChange {
  keep: ClientCopy | null;
  drop: string[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists, else null (a birth date the copy can keep). */
export function birthDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value.slice(0, 10));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? m[0] : null;
}

/**
 * A person without a staffRole is a client and is kept (deactivated ones too: their past events keep a
 * name); a staff member (a former client) or a deleted person is dropped; a merge keeps the kept person
 * (when a client) and drops the one merged away. The account managers are the valid, distinct ids the
 * event names, never the client themself; an event without them (or without a birth date) leaves them.
 */
export function clientChangeFrom(
  business: string,
  type: string,
  data: Partial<PersonEventData> | Partial<PersonMergedData>,
  now: Date,
): ClientChange | null {
  if (type === 'person.merged') {
    const m = data as Partial<PersonMergedData>;
    if (!m.deletedId || !m.kept || !m.keptId) return null;
    const kept = clientChangeFrom(business, 'person.updated', { ...m.kept, personId: m.keptId }, now);
    return { keep: kept?.keep ?? null, drop: [m.deletedId, ...(kept?.drop ?? [])] };
  }
  const p = data as Partial<PersonEventData>;
  if (!p.personId) return null;
  if (type === 'person.deleted' || p.staffRole) return { keep: null, drop: [p.personId] };
  const managers = Array.isArray(p.accountManagerIds)
    ? [...new Set(p.accountManagerIds.filter((id) => isUuid(id) && id !== p.personId))]
    : undefined;
  return {
    keep: {
      id: p.personId,
      business,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ? p.email.toLowerCase() : null,
      ...('birthDate' in p ? { birthDate: birthDateOf(p.birthDate) } : {}),
      ...(managers ? { accountManagerIds: managers } : {}),
      profilePhoto: p.profilePhoto ?? null,
      deactivated: p.deactivated === true,
      updatedAt: now,
    },
    drop: [],
  };
}

/** A client's display name. */
export const clientName = (c: Pick<ClientMemberEntity, 'firstName' | 'lastName'>): string =>
  [c.firstName, c.lastName].filter((x) => x.trim()).join(' ');
