import {
  clip,
  contains,
  covers,
  interval,
  intersect,
  normalise,
  overlaps,
  subtract,
  totalDuration,
  union,
} from './intervals';

const i = (start: number, end: number) => ({ start, end });

describe('intervals are half-open [start, end)', () => {
  it('normalise sorts, drops empty intervals and merges overlapping or touching ones', () => {
    expect(normalise([i(20, 30), i(5, 5), i(0, 10), i(10, 12), i(25, 40), i(50, 45)])).toEqual([
      i(0, 12),
      i(20, 40),
    ]);
  });

  it('interval accepts Dates and keeps epoch milliseconds', () => {
    expect(interval(new Date('2026-03-10T15:00:00Z'), new Date('2026-03-10T16:00:00Z'))).toEqual(
      i(Date.parse('2026-03-10T15:00:00Z'), Date.parse('2026-03-10T16:00:00Z')),
    );
  });

  it('union merges any number of sets', () => {
    expect(union([i(0, 5)], [i(3, 8), i(20, 21)], [i(8, 9)])).toEqual([i(0, 9), i(20, 21)]);
  });

  it('subtract cuts holes, edges and whole pieces', () => {
    expect(subtract([i(0, 100)], [i(10, 20), i(30, 40)])).toEqual([i(0, 10), i(20, 30), i(40, 100)]);
    expect(subtract([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(0, 5), i(25, 30)]);
    expect(subtract([i(0, 10)], [i(0, 10)])).toEqual([]);
    expect(subtract([i(0, 10)], [i(10, 20)])).toEqual([i(0, 10)]);
  });

  it('intersect keeps the common part only; touching is not overlapping', () => {
    expect(intersect([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(5, 10), i(20, 25)]);
    expect(intersect([i(0, 10)], [i(10, 20)])).toEqual([]);
    expect(overlaps(i(0, 10), i(10, 20))).toBe(false);
    expect(overlaps(i(0, 10), i(9, 20))).toBe(true);
  });

  it('contains needs the whole inner interval inside one merged piece', () => {
    expect(contains([i(0, 10), i(10, 20)], i(5, 15))).toBe(true);
    expect(contains([i(0, 10), i(11, 20)], i(5, 15))).toBe(false);
    expect(covers([i(0, 10)], 0)).toBe(true);
    expect(covers([i(0, 10)], 10)).toBe(false);
  });

  it('totalDuration counts overlaps once and clip keeps what is inside the window', () => {
    expect(totalDuration([i(0, 10), i(5, 15), i(20, 25)])).toBe(20);
    expect(clip([i(0, 10), i(20, 30), i(40, 50)], i(5, 25))).toEqual([i(5, 10), i(20, 25)]);
  });
});
