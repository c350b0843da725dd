import fc from 'fast-check';
import { Interval, covers, intersect, normalise, subtract, union } from './intervals';

// Small integer instants keep the search dense; each set is checked against a point-membership model.
const anInterval = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -3, max: 25 }))
  .map(([start, length]): Interval => ({ start, end: start + length }));
const aSet = fc.array(anInterval, { maxLength: 8 });
const points = Array.from({ length: 130 }, (_, k) => k - 3 + 0.5);

function isNormalised(set: readonly Interval[]): boolean {
  return set.every((x, k) => x.start < x.end && (k === 0 || set[k - 1].end < x.start));
}

describe('interval algebra (properties)', () => {
  it('every result is normalised: sorted, non-empty, neither overlapping nor touching', () => {
    fc.assert(
      fc.property(aSet, aSet, (a, b) =>
        [normalise(a), union(a, b), subtract(a, b), intersect(a, b)].every(isNormalised),
      ),
    );
  });

  it('union, subtract and intersect agree with membership of every point', () => {
    fc.assert(
      fc.property(aSet, aSet, (a, b) =>
        points.every((p) => {
          const inA = covers(a, p);
          const inB = covers(b, p);
          return (
            covers(union(a, b), p) === (inA || inB) &&
            covers(intersect(a, b), p) === (inA && inB) &&
            covers(subtract(a, b), p) === (inA && !inB)
          );
        }),
      ),
    );
  });

  it('union and intersection are commutative and associative', () => {
    fc.assert(
      fc.property(aSet, aSet, aSet, (a, b, c) => {
        expect(union(a, b)).toEqual(union(b, a));
        expect(intersect(a, b)).toEqual(intersect(b, a));
        expect(union(union(a, b), c)).toEqual(union(a, union(b, c)));
        expect(intersect(intersect(a, b), c)).toEqual(intersect(a, intersect(b, c)));
      }),
    );
  });

  it('A − B is disjoint from B and (A − B) ∪ (A ∩ B) = A', () => {
    fc.assert(
      fc.property(aSet, aSet, (a, b) => {
        expect(intersect(subtract(a, b), b)).toEqual([]);
        expect(union(subtract(a, b), intersect(a, b))).toEqual(normalise(a));
      }),
    );
  });
});
