import { cleanName, PEOPLE_LIMITS, PEOPLE_TEXTS, searchText } from '@tempo/people-rules';
import type { ContactArgs, PeopleFieldsArgs } from './people.args';
import {
  cleanBirthdate,
  cleanColor,
  cleanEmail,
  cleanInstant,
  cleanPhones,
  cleanSecondaryAttribute,
  cleanStaffRole,
  cleanTags,
  mergeFlags,
  requiredName,
} from './people-rules';
import type { PersonEntity } from './person.entity';

type Draft = Partial<PersonEntity>;
const given = <T>(v: T | undefined): v is T => v !== undefined;
const text = (v: string | null | undefined): string | null => cleanName(v) || null;

/** The name fields of a form: required (trimmed) on a new person, and when given on an update. */
function names(current: PersonEntity | null, a: ContactArgs, max: number): Draft {
  const out: Draft = {};
  if (!current || given(a.firstName)) {
    out.firstName = requiredName(
      a.firstName,
      PEOPLE_TEXTS.accountManagerFirstNameRequired,
      'First name',
      max,
    );
  }
  if (!current || given(a.lastName)) {
    out.lastName = requiredName(a.lastName, PEOPLE_TEXTS.accountManagerLastNameRequired, 'Last name', max);
  }
  if (given(a.middleName)) out.middleName = text(a.middleName);
  return out;
}

/** What a contact form changes: names, e-mail, phones, address, birth date and preferences. */
export function contactDraft(
  current: PersonEntity | null,
  a: ContactArgs,
  today: string,
  max: number,
): Draft {
  const out = names(current, a, max);
  if (given(a.email)) out.email = cleanEmail(a.email);
  if (given(a.country)) out.country = text(a.country)?.toUpperCase() ?? null;
  if (given(a.phones)) out.phones = cleanPhones(a.phones ?? [], out.country ?? current?.country ?? null);
  for (const k of ['street', 'city', 'state', 'zipCode', 'gender', 'timezone', 'staffOnlineId'] as const) {
    if (given(a[k])) out[k] = text(a[k]);
  }
  if (given(a.profilePhoto)) out.profilePhoto = a.profilePhoto?.trim() || null;
  if (given(a.birthdate)) out.birthdate = cleanBirthdate(a.birthdate, today);
  if (given(a.notificationOptOuts)) out.notificationOptOuts = cleanTags(a.notificationOptOuts ?? []);
  if (given(a.smsNotificationOptOuts)) out.smsNotificationOptOuts = cleanTags(a.smsNotificationOptOuts ?? []);
  for (const k of [
    'disableAllSmsNotifications',
    'marketingEmailDisabled',
    'staffNotificationEmailDisabled',
  ] as const) {
    if (given(a[k])) out[k] = a[k] === true;
  }
  return out;
}

/** What a staff form changes on a person (every field of 001 §3.1 staff edit). */
export function peopleDraft(
  current: PersonEntity | null,
  a: PeopleFieldsArgs,
  today: string,
  now: Date,
): Draft {
  const out = contactDraft(current, a, today, PEOPLE_LIMITS.accountHolderName);
  if (given(a.photoRelease)) out.photoRelease = a.photoRelease === true;
  if (given(a.status)) out.status = text(a.status);
  if (given(a.tags)) out.tags = cleanTags(a.tags ?? []);
  if (given(a.flags)) {
    out.flags = (a.flags ?? []).map((f) => ({
      reason: cleanName(f.reason),
      note: text(f.note),
      createdAt: current?.flags.find((x) => x.reason === cleanName(f.reason))?.createdAt ?? now.toISOString(),
    }));
  }
  if (given(a.customAttributes)) {
    out.customAttributes = (a.customAttributes ?? [])
      .map((c) => ({ name: cleanName(c.name), value: c.value.trim() }))
      .filter((c) => c.name && c.value);
  }
  if (given(a.newMemberAt)) out.newMemberAt = cleanInstant(a.newMemberAt, 'newMemberAt');
  if (given(a.memberLostAt)) out.memberLostAt = cleanInstant(a.memberLostAt, 'memberLostAt');
  if (given(a.hidden)) out.hiddenAt = a.hidden ? (current?.hiddenAt ?? now) : null;
  if (given(a.staffRole)) out.staffRole = cleanStaffRole(a.staffRole);
  if (given(a.staffSecondaryAttribute))
    out.staffSecondaryAttribute = cleanSecondaryAttribute(a.staffSecondaryAttribute);
  if (given(a.staffBio)) out.staffBio = a.staffBio?.trim() || null;
  if (given(a.staffCategorizedTags)) {
    out.staffCategorizedTags = (a.staffCategorizedTags ?? []).map((c) => ({
      category: cleanName(c.category),
      tags: cleanTags(c.tags),
    }));
  }
  if (given(a.staffServiceRates)) {
    out.staffServiceRates = (a.staffServiceRates ?? []).map((r) => ({
      services: r.services,
      locations: r.locations ?? [],
      rateType: r.rateType.trim(),
      amount: Math.round(r.amount),
      currency: r.currency?.trim().toUpperCase() || null,
      bonusAmount: r.bonusAmount ?? null,
      bonusThreshold: r.bonusThreshold ?? null,
      bonusCeiling: r.bonusCeiling ?? null,
      countNoShows: r.countNoShows === true,
      countCancel: r.countCancel === true,
      countLateCancel: r.countLateCancel === true,
      countLocationClosures: r.countLocationClosures === true,
      countStaffCancel: r.countStaffCancel === true,
    }));
  }
  if (given(a.staffCommissionRates)) {
    out.staffCommissionRates = (a.staffCommissionRates ?? []).map((r) => ({
      services: r.services,
      rateType: r.rateType.trim(),
      amount: r.amount,
    }));
  }
  for (const k of [
    'visibleByVisitors',
    'visibleByClients',
    'deactivated',
    'staffInternalVideoConfEnabled',
  ] as const) {
    if (given(a[k]) && a[k] !== null) out[k] = a[k] === true;
  }
  if (given(a.staffEmployeeId)) out.staffEmployeeId = text(a.staffEmployeeId);
  if (given(a.staffCalendarColor)) out.staffCalendarColor = cleanColor(a.staffCalendarColor);
  const flags = mergeFlags(current?.staffFlags ?? {}, a);
  if (JSON.stringify(flags) !== JSON.stringify(current?.staffFlags ?? {})) out.staffFlags = flags;
  return out;
}

/** The search column of a person after `draft` is applied. */
export const searchOf = (current: Partial<PersonEntity> | null, draft: Draft): string =>
  searchText({
    firstName: draft.firstName ?? current?.firstName ?? '',
    middleName: draft.middleName !== undefined ? draft.middleName : current?.middleName,
    lastName: draft.lastName ?? current?.lastName ?? '',
    email: draft.email !== undefined ? draft.email : current?.email,
    phones: draft.phones ?? current?.phones ?? [],
  });

/** The fields of `draft` whose value differs from `current` (for events and audit). */
export function changedFields(current: PersonEntity, draft: Draft): string[] {
  return Object.keys(draft).filter(
    (k) => JSON.stringify(draft[k as keyof Draft]) !== JSON.stringify(current[k as keyof PersonEntity]),
  );
}
