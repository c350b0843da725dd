import { refusal } from '../common/user-error.testing';
import {
  checkSession,
  checkSessionStaff,
  DEFAULT_SESSION_FILTER,
  isPastSession,
  localDate,
  notOpenForEnrollment,
  type SessionDraft,
  sessionShown,
  todayIn,
} from './session-rules';

const draft = (d: Partial<SessionDraft> = {}): SessionDraft => ({
  name: 'Fall',
  startDate: '2026-09-01',
  endDate: '2026-12-15',
  status: 'SESSION_STATUS_ACTIVE',
  allowEnrollmentUntilDate: null,
  notBeforeAgeMonths: null,
  notAfterAgeMonths: null,
  ...d,
});
const withSessions = { hasSessions: true };

describe('session rules (001 §3.4)', () => {
  it('the service must have sessions', () => {
    expect(refusal(() => checkSession(draft(), { hasSessions: false }))).toBe(
      'This service does not have sessions',
    );
  });

  it('name and startDate are required', () => {
    expect(refusal(() => checkSession(draft({ name: '' }), withSessions))).toBe('name is required');
    expect(refusal(() => checkSession(draft({ startDate: '' }), withSessions))).toBe('startDate is required');
  });

  it('startDate is not after endDate', () => {
    expect(refusal(() => checkSession(draft({ startDate: '2026-12-16' }), withSessions))).toBe(
      'startDate must not be after endDate',
    );
    expect(() => checkSession(draft({ startDate: '2026-12-15' }), withSessions)).not.toThrow();
    expect(() => checkSession(draft({ endDate: null }), withSessions)).not.toThrow();
  });

  it('allowEnrollmentUntilDate is not after endDate', () => {
    expect(refusal(() => checkSession(draft({ allowEnrollmentUntilDate: '2026-12-16' }), withSessions))).toBe(
      'allowEnrollmentUntilDate must not be after endDate',
    );
    expect(() => checkSession(draft({ allowEnrollmentUntilDate: '2026-12-15' }), withSessions)).not.toThrow();
  });

  it('status is one of §4.1', () => {
    expect(refusal(() => checkSession(draft({ status: 'OPEN' }), withSessions))).toBe(
      'status must be one of SESSION_STATUS_ACTIVE, SESSION_STATUS_DISABLED',
    );
    expect(() => checkSession(draft({ status: 'SESSION_STATUS_DISABLED' }), withSessions)).not.toThrow();
  });

  it('age limits are in order', () => {
    expect(
      refusal(() => checkSession(draft({ notBeforeAgeMonths: 24, notAfterAgeMonths: 12 }), withSessions)),
    ).toBe('notBeforeAgeMonths must not be after notAfterAgeMonths');
  });

  it('dates are calendar dates YYYY-MM-DD', () => {
    expect(localDate('startDate', '2026-02-28')).toBe('2026-02-28');
    expect(localDate('startDate', null)).toBeNull();
    for (const bad of ['2026-02-30', '02/28/2026', '2026-2-28', '2026-02-28T10:00'])
      expect(refusal(() => localDate('startDate', bad))).toBe('startDate must be a date (YYYY-MM-DD)');
  });

  it('staff of a session are staff of the business', () => {
    expect(refusal(() => checkSessionStaff(['a', 'b'], new Set(['a'])))).toBe(
      'Object Not Found Matching Id: b',
    );
  });
});

describe('session filters (001 §7.3)', () => {
  const today = '2026-10-10';

  it('today is the date in the business zone', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-10-11T03:00:00Z'))).toBe('2026-10-10');
    expect(todayIn('UTC', new Date('2026-10-11T03:00:00Z'))).toBe('2026-10-11');
  });

  it('not open for enrolment: allowEnrollmentUntilDate before today', () => {
    expect(notOpenForEnrollment(draft({ allowEnrollmentUntilDate: '2026-10-09' }), today)).toBe(true);
    expect(notOpenForEnrollment(draft({ allowEnrollmentUntilDate: today }), today)).toBe(false);
    expect(notOpenForEnrollment(draft(), today)).toBe(false);
  });

  it('past: end date, or start date without one, before today', () => {
    expect(isPastSession(draft({ endDate: '2026-10-09' }), today)).toBe(true);
    expect(isPastSession(draft({ endDate: today }), today)).toBe(false);
    expect(isPastSession(draft({ endDate: null, startDate: '2026-10-09' }), today)).toBe(true);
    expect(isPastSession(draft({ endDate: null, startDate: today }), today)).toBe(false);
  });

  it('defaults: both statuses, not open for enrolment included, past left out', () => {
    const f = DEFAULT_SESSION_FILTER;
    expect(sessionShown(draft({ status: 'SESSION_STATUS_DISABLED' }), f, today)).toBe(true);
    expect(sessionShown(draft({ allowEnrollmentUntilDate: '2026-09-30' }), f, today)).toBe(true);
    expect(sessionShown(draft({ startDate: '2026-01-01', endDate: '2026-03-01' }), f, today)).toBe(false);
  });

  it('filters by status, enrolment and past when asked', () => {
    const f = { status: ['SESSION_STATUS_ACTIVE'], includeNotOpenForEnrollment: false, includePast: true };
    expect(sessionShown(draft({ status: 'SESSION_STATUS_DISABLED' }), f, today)).toBe(false);
    expect(sessionShown(draft({ allowEnrollmentUntilDate: '2026-09-30' }), f, today)).toBe(false);
    expect(sessionShown(draft({ startDate: '2026-01-01', endDate: '2026-03-01' }), f, today)).toBe(true);
  });
});
