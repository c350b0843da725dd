import { parse } from 'graphql';
import { DEFAULT_MAX_ROOT_FIELDS, rootFields, rootSelection } from './root-fields';

describe('root-field cap', () => {
  const aliases = (n: number, field: string) =>
    Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

  it('accepts up to the cap and refuses one more, __typename included', () => {
    expect(rootSelection(parse(`{ ${aliases(20, '__typename')} }`), null).tooMany).toBe(false);
    expect(rootSelection(parse(`{ ${aliases(21, '__typename')} }`), null).tooMany).toBe(true);
    expect(DEFAULT_MAX_ROOT_FIELDS).toBe(20);
  });

  it('refuses 1000 __typename followed by 300 sign-ins instead of counting part of them', () => {
    const q = `mutation { ${aliases(1000, '__typename')} ${aliases(300, 'loginSimple(login: "v@x.y", password: "p") { status }').replace(/a(\d+):/g, 'l$1:')} }`;
    const selection = rootSelection(parse(q), null);
    expect(selection.tooMany).toBe(true);
    expect(rootFields(parse(q), null)).toEqual([]);
  });

  it('counts through fragments and inline fragments', () => {
    const q = `mutation { ...F ...F ... on Mutation { ...F } }
      fragment F on Mutation { ${aliases(7, '__typename')} }`;
    expect(rootSelection(parse(q), null).tooMany).toBe(true); // 21 selections
    expect(rootSelection(parse(q), null, {}, 21).tooMany).toBe(false);
  });

  it('bounds the expansion of nested fragment spreads', () => {
    const frags = Array.from({ length: 30 }, (_, i) =>
      i === 29
        ? `fragment F${i} on Mutation { loginRefresh(refreshToken: "r") { status } }`
        : `fragment F${i} on Mutation { ...F${i + 1} ...F${i + 1} }`,
    );
    const q = `mutation { ...F0 } ${frags.join('\n')}`;
    expect(rootSelection(parse(q), null).tooMany).toBe(true);
  });

  it('bounds spreads that select nothing (unknown fragments)', () => {
    const q = `mutation { ${'...A '.repeat(500)} } fragment A on Mutation { ${'...Missing '.repeat(500)} }`;
    expect(rootSelection(parse(q), null).tooMany).toBe(true);
  });

  it('uses the given cap', () => {
    expect(rootSelection(parse(`{ ${aliases(5, '__typename')} }`), null, {}, 4).tooMany).toBe(true);
  });
});
