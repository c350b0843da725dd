import { describe, expect, it } from 'vitest';
import { clockTime, relativeIn, sessionTimerPlan } from './session-timers';
import { fakeJwt } from './test-tokens';

describe('session timers', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  it('warns 30 minutes and logs out 10 minutes before the refresh token expires', () => {
    const refresh = fakeJwt({ token_use: 'refresh', exp: now / 1000 + 3600 });
    expect(sessionTimerPlan(refresh, now)).toEqual({
      expiresAt: now + 3_600_000,
      warnInMs: 30 * 60_000,
      logoutInMs: 50 * 60_000,
    });
  });

  it('is due at once when the moments have passed, and absent without a refresh token', () => {
    const refresh = fakeJwt({ exp: now / 1000 + 300 });
    expect(sessionTimerPlan(refresh, now)).toMatchObject({ warnInMs: 0, logoutInMs: 0 });
    expect(sessionTimerPlan(null, now)).toBeUndefined();
    expect(sessionTimerPlan('opaque', now)).toBeUndefined();
  });

  it('formats the warning parts', () => {
    expect(relativeIn(25 * 60_000)).toBe('in 25 minutes');
    expect(relativeIn(60_000)).toBe('in 1 minute');
    expect(relativeIn(2 * 3_600_000)).toBe('in 2 hours');
    expect(clockTime(new Date(2026, 0, 1, 15, 5).getTime())).toBe('3:05 PM');
    expect(clockTime(new Date(2026, 0, 1, 0, 7).getTime())).toBe('12:07 AM');
  });
});
