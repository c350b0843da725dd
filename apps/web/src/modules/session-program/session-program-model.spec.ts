import { describe, expect, it } from 'vitest';
import { programRows, sessionDates } from './session-program-model';

describe('session program model', () => {
  it('orders events by start and shows them in the business zone', () => {
    const rows = programRows(
      [
        { id: 'b', name: 'Week 2', startAt: '2026-12-08T16:00:00.000Z', endAt: '2026-12-08T17:00:00.000Z' },
        {
          id: 'a',
          name: 'Week 1',
          startAt: '2026-12-01T16:00:00.000Z',
          endAt: '2026-12-01T17:30:00.000Z',
          location: { name: 'Main Studio' },
        },
      ],
      'America/New_York',
    );
    expect(rows).toEqual([
      { id: 'a', name: 'Week 1', date: 'Tue, Dec 1, 2026', time: '11:00–12:30', location: 'Main Studio' },
      { id: 'b', name: 'Week 2', date: 'Tue, Dec 8, 2026', time: '11:00–12:00', location: '' },
    ]);
  });

  it('names the end date of an event that ends on another day', () => {
    const [row] = programRows(
      [{ id: 'a', name: 'Night', startAt: '2026-12-01T22:00:00.000Z', endAt: '2026-12-02T01:00:00.000Z' }],
      'UTC',
    );
    expect(row.time).toBe('22:00–Wed, Dec 2, 2026 01:00');
  });

  it("gives the session's dates", () => {
    expect(sessionDates('2026-11-02', '2027-01-25')).toBe('Nov 2, 2026 – Jan 25, 2027');
    expect(sessionDates('2026-11-02', null)).toBe('From Nov 2, 2026');
  });
});
