import { demoStaffWaitSeconds, localDateAfter, localWeekday } from './staff-hours.seed';

describe('the demo staff hours', () => {
  it('wait 60 s for the demo staff unless the seed command says how long (0 to 300 s)', () => {
    expect(demoStaffWaitSeconds(undefined)).toBe(60);
    expect(demoStaffWaitSeconds('0')).toBe(0);
    expect(demoStaffWaitSeconds('15')).toBe(15);
    for (const bad of ['', ' ', '-1', '1.5', '301', 'soon']) expect(demoStaffWaitSeconds(bad)).toBe(60);
  });

  it("start from the business's local date, not UTC's", () => {
    // 02:00 UTC on 1 March is still 28 February in New York.
    expect(localDateAfter(new Date('2027-03-01T02:00:00Z'), 'America/New_York', 0)).toBe('2027-02-28');
    expect(localDateAfter(new Date('2027-03-01T02:00:00Z'), 'America/New_York', 1)).toBe('2027-03-01');
  });

  it("know the weekday of the business's local date", () => {
    // Monday 1 March 2027 02:00 UTC is Sunday evening in New York.
    expect(localWeekday(new Date('2027-03-01T02:00:00Z'), 'UTC')).toBe(1);
    expect(localWeekday(new Date('2027-03-01T02:00:00Z'), 'America/New_York')).toBe(0);
  });
});
