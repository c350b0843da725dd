import { UserError } from '@tempo/graphql';
import { UserErrorCode } from '@tempo/contracts';
import { formatInZone, parseLocalDate } from '@tempo/scheduling-rules';
import { checkAges, requiredName } from '../services/service-rules';
import type { SessionEntity } from './session.entity';

/** Session statuses (001 §4.1). */
export const SESSION_STATUSES = ['SESSION_STATUS_ACTIVE', 'SESSION_STATUS_DISABLED'] as const;

/** Which sessions a service's `sessions` field lists (001 §7.3, with its defaults). */
export interface SessionFilter {
  status: readonly string[];
  includeNotOpenForEnrollment: boolean;
  includePast: boolean;
}
export const DEFAULT_SESSION_FILTER: SessionFilter = {
  status: SESSION_STATUSES,
  includeNotOpenForEnrollment: true,
  includePast: false,
};

type Dated = Pick<SessionEntity, 'startDate' | 'endDate' | 'allowEnrollmentUntilDate' | 'status'>;

/** Today's date (YYYY-MM-DD) in the business's zone. */
export const todayIn = (zone: string, now: Date): string => formatInZone(now, zone, 'yyyy-MM-dd');

/** Not open for enrolment: its allowEnrollmentUntilDate is before today. */
export const notOpenForEnrollment = (s: Dated, today: string): boolean =>
  s.allowEnrollmentUntilDate !== null && s.allowEnrollmentUntilDate < today;

/** Past: its end date (or its start date when it has none) is before today. */
export const isPastSession = (s: Dated, today: string): boolean => (s.endDate ?? s.startDate) < today;

/** Whether a session passes the filter on `today` (business zone). */
export const sessionShown = (s: Dated, filter: SessionFilter, today: string): boolean =>
  filter.status.includes(s.status) &&
  (filter.includeNotOpenForEnrollment || !notOpenForEnrollment(s, today)) &&
  (filter.includePast || !isPastSession(s, today));

/** A calendar date YYYY-MM-DD (null when absent); anything else refuses. */
export function localDate(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  try {
    const d = parseLocalDate(value);
    const text = `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    if (text !== value.trim()) throw new RangeError(value);
    return text;
  } catch {
    throw UserError.of(UserErrorCode.INVALID_DATE, field);
  }
}

/** The fields of a session the rules check, as it will be stored. */
export type SessionDraft = Pick<
  SessionEntity,
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'allowEnrollmentUntilDate'
  | 'notBeforeAgeMonths'
  | 'notAfterAgeMonths'
>;

/**
 * The rules of a session: its service has sessions; a name; a start date;
 * startDate not after endDate; allowEnrollmentUntilDate not after endDate; a
 * status of §4.1; age limits in order.
 */
export function checkSession(s: SessionDraft, service: { hasSessions: boolean }): void {
  if (!service.hasSessions) throw UserError.of(UserErrorCode.SERVICE_WITHOUT_SESSIONS);
  requiredName(s.name);
  if (!s.startDate) throw UserError.of(UserErrorCode.REQUIRED_FIELD, 'startDate');
  if (!(SESSION_STATUSES as readonly string[]).includes(s.status))
    throw UserError.of(UserErrorCode.ONE_OF, 'status', SESSION_STATUSES);
  if (s.endDate && s.startDate > s.endDate)
    throw UserError.of(UserErrorCode.NOT_AFTER, 'startDate', 'endDate');
  if (s.endDate && s.allowEnrollmentUntilDate && s.allowEnrollmentUntilDate > s.endDate)
    throw UserError.of(UserErrorCode.NOT_AFTER, 'allowEnrollmentUntilDate', 'endDate');
  checkAges(s);
}

/** Staff of a session must be staff of the business (`known`): the first unknown id refuses. */
export function checkSessionStaff(staffIds: readonly string[], known: ReadonlySet<string>): void {
  const unknown = staffIds.find((id) => !known.has(id));
  if (unknown) throw UserError.of(UserErrorCode.OBJECT_NOT_FOUND, unknown);
}
