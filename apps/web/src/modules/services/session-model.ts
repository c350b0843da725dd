import { USER_ERROR_TEXT } from '@tempo/contracts';
import type { SessionDetails } from './services.graphql';

export interface SessionFormValues {
  name: string;
  startDate: string;
  endDate: string;
  status: string;
  notBeforeAgeMonths: string;
  notAfterAgeMonths: string;
  onlineId: string;
  allowEnrollmentUntilDate: string;
  shortenedUrl: string;
  staffIds: string[];
}

export const emptySession = (today: string): SessionFormValues => ({
  name: '',
  startDate: today,
  endDate: '',
  status: 'SESSION_STATUS_ACTIVE',
  notBeforeAgeMonths: '',
  notAfterAgeMonths: '',
  onlineId: '',
  allowEnrollmentUntilDate: '',
  shortenedUrl: '',
  staffIds: [],
});

const t = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function sessionValuesOf(s: SessionDetails): SessionFormValues {
  return {
    name: s.name,
    startDate: s.startDate,
    endDate: t(s.endDate),
    status: s.status,
    notBeforeAgeMonths: t(s.notBeforeAgeMonths),
    notAfterAgeMonths: t(s.notAfterAgeMonths),
    onlineId: t(s.onlineId),
    allowEnrollmentUntilDate: t(s.allowEnrollmentUntilDate),
    shortenedUrl: t(s.shortenedUrl),
    staffIds: s.staff.map((p) => p.id),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The session form's refusals, in the server's words (001 §3.4 and the session rules). */
export function validateSession(v: SessionFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = USER_ERROR_TEXT.REQUIRED_FIELD('name');
  if (!v.startDate) errors.startDate = USER_ERROR_TEXT.REQUIRED_FIELD('startDate');
  for (const key of ['startDate', 'endDate', 'allowEnrollmentUntilDate'] as const)
    if (v[key] && !DATE.test(v[key])) errors[key] = USER_ERROR_TEXT.INVALID_DATE(key);
  if (!errors.startDate && v.endDate && v.startDate > v.endDate)
    errors.startDate = USER_ERROR_TEXT.NOT_AFTER('startDate', 'endDate');
  if (v.allowEnrollmentUntilDate && v.endDate && v.allowEnrollmentUntilDate > v.endDate)
    errors.allowEnrollmentUntilDate = USER_ERROR_TEXT.NOT_AFTER('allowEnrollmentUntilDate', 'endDate');
  for (const key of ['notBeforeAgeMonths', 'notAfterAgeMonths'] as const) {
    const n = Number(v[key]);
    if (v[key].trim() && (!Number.isInteger(n) || n < 0)) errors[key] = USER_ERROR_TEXT.NOT_NEGATIVE(key);
  }
  if (
    !errors.notBeforeAgeMonths &&
    v.notBeforeAgeMonths.trim() &&
    v.notAfterAgeMonths.trim() &&
    Number(v.notBeforeAgeMonths) > Number(v.notAfterAgeMonths)
  )
    errors.notBeforeAgeMonths = USER_ERROR_TEXT.NOT_AFTER('notBeforeAgeMonths', 'notAfterAgeMonths');
  return errors;
}

const orNull = (v: string) => v.trim() || null;
const intOrNull = (v: string) => (v.trim() ? Number(v) : null);

export function sessionInput(v: SessionFormValues) {
  return {
    name: v.name.trim(),
    startDate: v.startDate,
    endDate: orNull(v.endDate),
    status: v.status,
    notBeforeAgeMonths: intOrNull(v.notBeforeAgeMonths),
    notAfterAgeMonths: intOrNull(v.notAfterAgeMonths),
    onlineId: orNull(v.onlineId),
    allowEnrollmentUntilDate: orNull(v.allowEnrollmentUntilDate),
    shortenedUrl: orNull(v.shortenedUrl),
    staffIds: v.staffIds,
  };
}

/** 'Jan 5, 2026 – Mar 20, 2026' for a session's dates (plain dates: no zone applies). */
export function sessionDates(s: { startDate: string; endDate?: string | null }): string {
  const fmt = (d: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  return s.endDate ? `${fmt(s.startDate)} – ${fmt(s.endDate)}` : `From ${fmt(s.startDate)}`;
}
