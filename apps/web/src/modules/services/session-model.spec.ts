import { describe, expect, it } from 'vitest';
import { emptySession, sessionDates, sessionInput, validateSession } from './session-model';

const session = () => ({ ...emptySession('2026-09-01'), name: 'Fall term' });

describe('the session form', () => {
  it('requires a name and a start date', () => {
    const errors = validateSession({ ...emptySession(''), name: ' ' });
    expect(errors.name).toBe('name is required');
    expect(errors.startDate).toBe('startDate is required');
  });

  it('refuses a start after the end and enrolment open after the end', () => {
    const errors = validateSession({
      ...session(),
      endDate: '2026-08-01',
      allowEnrollmentUntilDate: '2026-08-15',
    });
    expect(errors.startDate).toBe('startDate must not be after endDate');
    expect(errors.allowEnrollmentUntilDate).toBe('allowEnrollmentUntilDate must not be after endDate');
  });

  it('refuses negative ages and a youngest age above the oldest', () => {
    expect(validateSession({ ...session(), notBeforeAgeMonths: '-1' }).notBeforeAgeMonths).toBe(
      'notBeforeAgeMonths must not be negative',
    );
    expect(
      validateSession({ ...session(), notBeforeAgeMonths: '100', notAfterAgeMonths: '50' })
        .notBeforeAgeMonths,
    ).toBe('notBeforeAgeMonths must not be after notAfterAgeMonths');
  });

  it('sends empty texts as null and ages as numbers', () => {
    expect(sessionInput({ ...session(), notAfterAgeMonths: '144', staffIds: ['s1'] })).toEqual({
      name: 'Fall term',
      startDate: '2026-09-01',
      endDate: null,
      status: 'SESSION_STATUS_ACTIVE',
      notBeforeAgeMonths: null,
      notAfterAgeMonths: 144,
      onlineId: null,
      allowEnrollmentUntilDate: null,
      shortenedUrl: null,
      staffIds: ['s1'],
    });
  });

  it('shows its dates', () => {
    expect(sessionDates({ startDate: '2026-09-01', endDate: '2026-12-18' })).toBe(
      'Sep 1, 2026 – Dec 18, 2026',
    );
    expect(sessionDates({ startDate: '2026-09-01' })).toBe('From Sep 1, 2026');
  });
});
