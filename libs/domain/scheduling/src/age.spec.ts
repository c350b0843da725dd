import {
  AgeCheck,
  ageEligibility,
  ageInMonths,
  ageReferenceInstant,
  applicableAgeLimits,
  wholeMonthsBetween,
} from './age';
import { parseLocalDate } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const months = (birth: string, on: string) => wholeMonthsBetween(parseLocalDate(birth), parseLocalDate(on));
const NOW = at('2026-03-10T12:00:00Z'); // the frozen clock of these tests

describe('age in whole months', () => {
  it('born 31 January: one month on 28 February, two on 31 March, three on 30 April', () => {
    expect(months('2026-01-31', '2026-02-27')).toBe(0);
    expect(months('2026-01-31', '2026-02-28')).toBe(1);
    expect(months('2026-01-31', '2026-03-30')).toBe(1);
    expect(months('2026-01-31', '2026-03-31')).toBe(2);
    expect(months('2026-01-31', '2026-04-29')).toBe(2);
    expect(months('2026-01-31', '2026-04-30')).toBe(3);
  });

  it('leap days: born 31 January 2028 is one month on 29 February; born 29 February is twelve on 28 February', () => {
    expect(months('2028-01-31', '2028-02-28')).toBe(0);
    expect(months('2028-01-31', '2028-02-29')).toBe(1);
    expect(months('2024-02-29', '2025-02-27')).toBe(11);
    expect(months('2024-02-29', '2025-02-28')).toBe(12);
  });

  it('birthdays across a year boundary and before birth', () => {
    expect(months('2020-12-15', '2026-12-14')).toBe(71);
    expect(months('2020-12-15', '2026-12-15')).toBe(72);
    expect(months('2026-03-15', '2026-03-10')).toBe(0);
    expect(months('2026-03-15', '2026-02-14')).toBe(-1);
  });

  it('the birthday starts at local midnight in the business zone, not in UTC', () => {
    // 2026-03-09T16:00Z is 01:00 on 10 March in Tokyo but still 9 March in New York.
    expect(ageInMonths('2025-03-10', '2026-03-09T16:00:00Z', 'Asia/Tokyo')).toBe(12);
    expect(ageInMonths('2025-03-10', '2026-03-09T16:00:00Z', 'America/New_York')).toBe(11);
  });
});

describe('age eligibility', () => {
  const base: AgeCheck = {
    birthdate: '2024-03-10',
    service: { hasSessions: false, notBeforeAgeMonths: 24, notAfterAgeMonths: 36 },
    timeslotStartAt: '2026-03-10T15:00:00Z',
    now: NOW,
    zone: 'America/New_York',
  };

  it('no birthdate is always ok', () => {
    expect(ageEligibility({ ...base, birthdate: null })).toBe('ok');
    expect(
      ageEligibility({
        ...base,
        birthdate: undefined,
        service: { ...base.service, notBeforeAgeMonths: 999 },
      }),
    ).toBe('ok');
  });

  it('below notBeforeAgeMonths is too young, above notAfterAgeMonths too old, the limits themselves ok', () => {
    expect(ageEligibility(base)).toBe('ok'); // exactly 24 months at the timeslot
    expect(ageEligibility({ ...base, timeslotStartAt: '2026-03-10T03:00:00Z' })).toBe('too_young'); // 9 March local
    expect(ageEligibility({ ...base, timeslotStartAt: '2027-04-09T15:00:00Z' })).toBe('ok'); // 36 months
    expect(ageEligibility({ ...base, timeslotStartAt: '2027-04-10T15:00:00Z' })).toBe('too_old'); // 37 months
  });

  it('a limit that is not set does not restrict', () => {
    const open: AgeCheck = {
      ...base,
      service: { hasSessions: false, notBeforeAgeMonths: null, notAfterAgeMonths: 12 },
    };
    expect(ageEligibility({ ...open, birthdate: '2026-03-01' })).toBe('ok');
    expect(ageEligibility(open)).toBe('too_old');
  });

  it("the session's limits apply when it sets either one, else the service's", () => {
    const service = { hasSessions: true, notBeforeAgeMonths: 24, notAfterAgeMonths: 36 };
    expect(
      applicableAgeLimits({
        service,
        session: { startAt: NOW, notBeforeAgeMonths: null, notAfterAgeMonths: 6 },
      }),
    ).toEqual({
      notBeforeAgeMonths: null,
      notAfterAgeMonths: 6,
    });
    expect(
      applicableAgeLimits({
        service,
        session: { startAt: NOW, notBeforeAgeMonths: null, notAfterAgeMonths: null },
      }),
    ).toEqual({
      notBeforeAgeMonths: 24,
      notAfterAgeMonths: 36,
    });
    const check: AgeCheck = {
      ...base,
      service,
      session: { startAt: '2026-04-01T15:00:00Z', notAfterAgeMonths: 6 },
    };
    expect(ageEligibility(check)).toBe('too_old');
    expect(ageEligibility({ ...check, session: { startAt: '2026-04-01T15:00:00Z' } })).toBe('ok');
  });

  it('for services with sessions the age is taken at the session start if it is ahead, else now', () => {
    const service = { hasSessions: true, notBeforeAgeMonths: 25, notAfterAgeMonths: null };
    const future = { ...base, service, session: { startAt: '2026-04-10T15:00:00Z' } };
    expect(ageReferenceInstant(future)).toBe(at('2026-04-10T15:00:00Z'));
    expect(ageEligibility(future)).toBe('ok');
    const past = {
      ...base,
      service,
      session: { startAt: '2026-04-10T15:00:00Z' },
      now: at('2026-05-01T00:00:00Z'),
    };
    expect(ageReferenceInstant(past)).toBe(at('2026-05-01T00:00:00Z'));
    const started = { ...base, service, session: { startAt: '2026-02-10T15:00:00Z' } };
    expect(ageReferenceInstant(started)).toBe(NOW);
    expect(ageEligibility(started)).toBe('too_young');
  });

  it('for services without sessions the age is taken at the timeslot start, not now', () => {
    expect(ageReferenceInstant(base)).toBe(at('2026-03-10T15:00:00Z'));
    expect(ageReferenceInstant({ ...base, now: at('2030-01-01T00:00:00Z') })).toBe(
      at('2026-03-10T15:00:00Z'),
    );
  });
});
