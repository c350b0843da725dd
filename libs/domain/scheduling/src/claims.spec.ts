import fc from 'fast-check';
import { Claim, ClaimedPiece, ClaimIndex, claimPieces } from './claims';
import { Interval, intersect, normalise, subtract, union } from './intervals';

const claim = (start: number, end: number, rank: number): Claim => ({ start, end, rank });
const split = (open: Interval[], ...groups: Claim[][]) =>
  claimPieces(
    open,
    groups.map((g) => new ClaimIndex(g)),
  ).map((p) => [p.start, p.end, p.rank]);

/** The same answer the slow way: each rank in turn takes what it covers of the open time not yet taken. */
function reference(open: Interval[], claims: Claim[]): ClaimedPiece[] {
  const pieces: ClaimedPiece[] = [];
  let taken: Interval[] = [];
  for (const rank of [...new Set(claims.map((c) => c.rank))].sort((a, b) => a - b)) {
    const mine = subtract(
      intersect(
        open,
        claims.filter((c) => c.rank === rank),
      ),
      taken,
    );
    for (const at of mine) pieces.push({ start: at.start, end: at.end, rank });
    taken = union(taken, mine);
  }
  for (const at of subtract(open, taken)) pieces.push({ start: at.start, end: at.end, rank: null });
  return pieces.sort((a, b) => a.start - b.start);
}

describe('claimPieces', () => {
  it('leaves open time no claim touches free, whole', () => {
    expect(split([{ start: 0, end: 10 }], [claim(10, 12, 0), claim(-5, 0, 1)])).toEqual([[0, 10, null]]);
  });

  it('gives each part to the lowest rank covering it and the rest is free', () => {
    expect(split([{ start: 0, end: 10 }], [claim(2, 6, 2), claim(4, 8, 1)])).toEqual([
      [0, 2, null],
      [2, 4, 2],
      [4, 8, 1],
      [8, 10, null],
    ]);
  });

  it('joins consecutive parts of one rank and never crosses from one open interval to the next', () => {
    const open = [
      { start: 0, end: 4 },
      { start: 6, end: 10 },
    ];
    expect(split(open, [claim(1, 2, 0), claim(2, 8, 0)])).toEqual([
      [0, 1, null],
      [1, 4, 0],
      [6, 8, 0],
      [8, 10, null],
    ]);
  });

  it('finds a long claim that starts long before the open interval (time off over days)', () => {
    const claims = [
      claim(-1000, 5, 3),
      ...Array.from({ length: 50 }, (_, k) => claim(-900 + k, -899 + k, 1)),
    ];
    expect(split([{ start: 0, end: 10 }], claims)).toEqual([
      [0, 5, 3],
      [5, 10, null],
    ]);
  });

  it('takes claims from every index given (a location closure beside the staff member’s own)', () => {
    expect(split([{ start: 0, end: 10 }], [claim(0, 3, 0)], [claim(2, 5, 1)])).toEqual([
      [0, 3, 0],
      [3, 5, 1],
      [5, 10, null],
    ]);
  });

  it('ignores empty claims', () => {
    expect(split([{ start: 0, end: 10 }], [claim(5, 5, 0), claim(7, 6, 0)])).toEqual([[0, 10, null]]);
  });

  it('equals taking the ranks one after the other with subtract and union (property)', () => {
    const aClaim = fc
      .tuple(
        fc.integer({ min: -10, max: 60 }),
        fc.integer({ min: -2, max: 30 }),
        fc.integer({ min: 0, max: 5 }),
      )
      .map(([start, length, rank]) => claim(start, start + length, rank));
    const anOpen = fc
      .array(
        fc
          .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 12 }))
          .map(([s, l]) => ({ start: s, end: s + l })),
        { maxLength: 6 },
      )
      .map(normalise);
    fc.assert(
      fc.property(
        anOpen,
        fc.array(aClaim, { maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (open, claims, cut) => {
          const got = claimPieces(open, [
            new ClaimIndex(claims.slice(0, cut)),
            new ClaimIndex(claims.slice(cut)),
          ]);
          expect(got).toEqual(reference(open, claims));
        },
      ),
    );
  });
});
