import { describe, expect, it } from 'vitest';
import { cancellable, scheduleDates, scheduleOrder, SCHEDULE_VIEWS } from './schedule-model';

describe('schedule model', () => {
  const today = '2026-11-25';

  it('asks upcoming from today, past up to yesterday, and presets by their dates', () => {
    expect(scheduleDates('Upcoming', today)).toEqual({ fromDate: today, toDate: null });
    expect(scheduleDates('Past', today)).toEqual({ fromDate: '2025-11-25', toDate: '2026-11-24' });
    expect(scheduleDates('This Week', today)).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
    expect(SCHEDULE_VIEWS).toContain('Last Quarter');
  });

  it('shows past events newest first, others in time order', () => {
    const events = [{ startAt: '2026-11-02T10:00:00Z' }, { startAt: '2026-11-01T10:00:00Z' }];
    expect(scheduleOrder(events, 'Upcoming').map((e) => e.startAt)).toEqual([
      '2026-11-01T10:00:00Z',
      '2026-11-02T10:00:00Z',
    ]);
    expect(scheduleOrder(events, 'Past').map((e) => e.startAt)).toEqual([
      '2026-11-02T10:00:00Z',
      '2026-11-01T10:00:00Z',
    ]);
  });

  it('offers cancelling only a booked client of an event still ahead', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const event = {
      status: 'EVENT_STATUS_ACTIVE',
      startAt: '2026-11-26T15:00:00Z',
      clients: [
        { peopleId: 'c1', status: null },
        { peopleId: 'c2', status: 'CANCELED' },
      ],
    };
    expect(cancellable(event, 'c1', now)).toBe(true);
    expect(cancellable(event, 'c2', now)).toBe(false);
    expect(cancellable(event, 'c3', now)).toBe(false);
    expect(cancellable({ ...event, startAt: '2026-11-25T11:00:00Z' }, 'c1', now)).toBe(false);
    expect(cancellable({ ...event, status: 'EVENT_STATUS_STAFF_CANCELED' }, 'c1', now)).toBe(false);
    expect(cancellable({ ...event, status: 'EVENT_STATUS_HOLD' }, 'c1', now)).toBe(true);
  });
});
