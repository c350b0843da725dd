import { describe, expect, it } from 'vitest';
import { PERIOD_OPTIONS, feedOfKind, feedStatusText, madeOn } from './calendar-feed-model';

const FAMILY = { staffCalendar: false, periodMonths: 3, createdAt: '2026-11-27T15:00:00Z' };
const TEACHING = { staffCalendar: true, periodMonths: 1, createdAt: '2026-10-02T15:00:00Z' };

describe('calendar feed card words', () => {
  it('offers 1 to 12 months ahead', () => {
    expect(PERIOD_OPTIONS).toHaveLength(12);
    expect(PERIOD_OPTIONS[0]).toEqual({ value: '1', label: '1 month' });
    expect(PERIOD_OPTIONS[11]).toEqual({ value: '12', label: '12 months' });
  });

  it('finds the feed of the kind the card is about', () => {
    expect(feedOfKind([FAMILY, TEACHING], true)).toBe(TEACHING);
    expect(feedOfKind([TEACHING], false)).toBeNull();
    expect(feedOfKind(undefined, false)).toBeNull();
  });

  it('says how to get a URL when none is in use, for oneself, a dependent or the teaching calendar', () => {
    expect(feedStatusText(null, { staffCalendar: false, dependent: false })).toBe(
      'No calendar URL yet. Make one to see your lessons in a calendar app (Google Calendar, Apple Calendar, Outlook).',
    );
    expect(feedStatusText(null, { staffCalendar: false, dependent: true })).toContain('see their lessons');
    expect(feedStatusText(null, { staffCalendar: true, dependent: false })).toContain(
      'your teaching calendar',
    );
  });

  it('says when the URL in use was made and what it covers', () => {
    expect(feedStatusText(FAMILY, { staffCalendar: false, dependent: false, zone: 'America/New_York' })).toBe(
      'A calendar URL made on 27 Nov 2026 is in use: it shows your lessons from a month ago to the next 3 months. Making a new one stops it.',
    );
    expect(feedStatusText(TEACHING, { staffCalendar: true, dependent: false, zone: 'UTC' })).toContain(
      'to the next month.',
    );
  });

  it('dates the URL in the zone asked for', () => {
    expect(madeOn('2026-11-28T02:00:00Z', 'America/New_York')).toBe('27 Nov 2026');
    expect(madeOn('2026-11-28T02:00:00Z', 'Europe/Paris')).toBe('28 Nov 2026');
  });
});
