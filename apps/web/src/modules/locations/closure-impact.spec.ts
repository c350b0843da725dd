import { describe, expect, it } from 'vitest';
import { CLOSURE_LIST_SIZE, CLOSURE_TEXTS, closureImpactLines, SkippedEvent } from './closure-impact';

const event = (i: number, startAt = '2027-03-14T20:00:00Z'): SkippedEvent => ({
  id: `e${i}`,
  name: `Lesson ${i}`,
  startAt,
  timezone: 'America/New_York',
});

describe('closureImpactLines', () => {
  it('names each event with its start in its own zone, on the day DST begins', () => {
    expect(closureImpactLines([event(1)])).toEqual(['Lesson 1 Mar 14, 2027, 4:00 PM']);
  });

  it('names the first events and counts the rest', () => {
    const events = Array.from({ length: CLOSURE_LIST_SIZE + 3 }, (_, i) => event(i));
    const lines = closureImpactLines(events);
    expect(lines).toHaveLength(CLOSURE_LIST_SIZE + 1);
    expect(lines[CLOSURE_LIST_SIZE]).toBe('and 3 more');
  });

  it('says how many events the closure reaches, singular and plural', () => {
    expect(CLOSURE_TEXTS.intro(1)).toBe(
      '1 booked event falls in the closed hours and will be marked closed:',
    );
    expect(CLOSURE_TEXTS.intro(2)).toBe(
      '2 booked events fall in the closed hours and will be marked closed:',
    );
  });
});
