import { describe, expect, it } from 'vitest';
import { todayIn } from './zoned-time';

describe('todayIn', () => {
  it("gives an instant's local date in a zone, UTC when none is given", () => {
    const now = Date.parse('2026-11-24T03:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-24');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Kolkata', Date.parse('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(todayIn(null, now)).toBe('2026-11-24');
  });
});
