import {
  GraphQLField,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLString,
} from 'graphql';
import {
  answersWithStatus,
  ARG_RULES,
  checkArguments,
  checkString,
  controlCharacters,
  INPUT_OBJECT_CHECK,
  INPUT_RULE,
} from './input-policy';

const SanitizedHTML = new GraphQLScalarType({ name: 'SanitizedHTML' });
const Secret = new GraphQLScalarType({ name: 'Secret' });

const Button = new GraphQLInputObjectType({
  name: 'ButtonInput',
  fields: {
    message: { type: new GraphQLNonNull(GraphQLString), extensions: { [INPUT_RULE]: { multiline: true } } },
    buttonUrl: { type: GraphQLString, extensions: { [INPUT_RULE]: { url: true } } },
  },
});
const Discount = new GraphQLInputObjectType({
  name: 'DiscountInput',
  fields: {
    discountType: { type: GraphQLString },
    rate: { type: new GraphQLNonNull(GraphQLInt), extensions: { [INPUT_RULE]: { min: 0 } } },
  },
  extensions: {
    [INPUT_OBJECT_CHECK]: (v: Record<string, unknown>, path: string) =>
      v.discountType === 'percent' && Number(v.rate) > 100 ? `${path}.rate must be at most 100` : null,
  },
});

const field = new GraphQLObjectType({
  name: 'Mutation',
  fields: {
    update: {
      type: GraphQLString,
      args: {
        business: { type: new GraphQLNonNull(GraphQLID) },
        fullName: { type: GraphQLString },
        firstName: { type: GraphQLString },
        refreshToken: { type: GraphQLString },
        cursor: { type: GraphQLString },
        welcomeMessage: { type: SanitizedHTML },
        apiKey: { type: Secret },
        buttons: { type: new GraphQLList(new GraphQLNonNull(Button)) },
        discounts: { type: new GraphQLList(Discount) },
        tags: { type: new GraphQLList(GraphQLString) },
        googleTagManagerId: { type: GraphQLString },
      },
      extensions: {
        [ARG_RULES]: {
          googleTagManagerId: {
            format: {
              pattern: /^GTM-[A-Z0-9]{4,10}$/,
              message: 'must be GTM- followed by 4 to 10 letters or digits',
            },
          },
        },
      },
    },
  },
}).getFields().update as GraphQLField<unknown, unknown>;

const check = (args: Record<string, unknown>) =>
  checkArguments(field, { business: 'mine', ...args }, { firstName: { maxLength: 42 } });

describe('input policy', () => {
  it('passes ordinary input', () => {
    expect(
      check({
        fullName: 'Demo Music School',
        welcomeMessage: '<p>Hello</p>\n<p>\tWelcome</p>\r\n',
        buttons: [{ message: 'Line one\nLine two', buttonUrl: 'https://example.com/offer' }],
        discounts: [{ discountType: 'percent', rate: 15 }],
        tags: ['a', 'b'],
        googleTagManagerId: 'GTM-AB12CD',
        refreshToken: 'x'.repeat(1000),
      }),
    ).toBeNull();
  });

  it('control characters: refused in every string, naming the field', () => {
    expect(check({ business: 'de\u0000mo' })).toBe('business must not contain control characters');
    expect(check({ fullName: 'a\u0007b' })).toBe('fullName must not contain control characters');
    expect(check({ fullName: 'a\u009bb' })).toBe('fullName must not contain control characters');
    expect(check({ tags: ['ok', 'b\u001b[31m'] })).toBe('tags must not contain control characters');
  });

  it('unpaired surrogates: refused, paired ones (emoji) pass', () => {
    expect(check({ fullName: 'a\ud800b' })).toBe('fullName must be valid text');
    expect(check({ fullName: 'a\udc00' })).toBe('fullName must be valid text');
    expect(check({ fullName: 'Music \ud83c\udfb5 School' })).toBeNull();
  });

  it('NUL: refused even in multi-line text and rich HTML', () => {
    expect(check({ welcomeMessage: '<p>a\u0000</p>' })).toBe(
      'welcomeMessage must not contain control characters',
    );
    expect(check({ buttons: [{ message: 'a\u0000' }] })).toBe(
      'buttons.message must not contain control characters',
    );
  });

  it('line breaks: refused in single-line fields, allowed in multi-line ones', () => {
    expect(check({ fullName: 'Evil\r\nBcc: x@y' })).toBe('fullName must not contain line breaks');
    expect(check({ fullName: 'a\u2028b' })).toBe('fullName must not contain line breaks');
    expect(check({ fullName: 'a\tb' })).toBe('fullName must not contain control characters');
    expect(check({ buttons: [{ message: 'a\r\n\tb' }] })).toBeNull();
  });

  it('maximum length: a default by scalar, and the field’s own', () => {
    expect(check({ fullName: 'x'.repeat(255) })).toBeNull();
    expect(check({ fullName: 'x'.repeat(256) })).toBe('fullName must be at most 255 characters');
    expect(check({ firstName: 'x'.repeat(43) })).toBe('firstName must be at most 42 characters');
    expect(check({ refreshToken: 'x'.repeat(4097) })).toBe('refreshToken must be at most 4096 characters');
    expect(check({ cursor: 'x'.repeat(600) })).toBeNull();
    expect(check({ apiKey: 'x'.repeat(1025) })).toBe('apiKey must be at most 1024 characters');
    expect(check({ welcomeMessage: 'x'.repeat(50_000) })).toBeNull();
    expect(check({ welcomeMessage: 'x'.repeat(50_001) })).toBe(
      'welcomeMessage must be at most 50000 characters',
    );
  });

  it('numeric ranges, and rules between the fields of an input object', () => {
    expect(check({ discounts: [{ discountType: 'flat', rate: -1 }] })).toBe(
      'discounts.rate must be at least 0',
    );
    expect(check({ discounts: [{ discountType: 'flat', rate: 500 }] })).toBeNull();
    expect(check({ discounts: [{ discountType: 'percent', rate: 101 }] })).toBe(
      'discounts.rate must be at most 100',
    );
  });

  it('URLs: http and https only, wherever nested; empty clears', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '/x'])
      expect(check({ buttons: [{ message: 'm', buttonUrl: url }] })).toBe(
        'buttons.buttonUrl must be a web address starting with http:// or https://',
      );
    expect(check({ buttons: [{ message: 'm', buttonUrl: '' }] })).toBeNull();
    expect(check({ buttons: [{ message: 'm', buttonUrl: 'http://example.com' }] })).toBeNull();
  });

  it('formats declared for inline arguments', () => {
    expect(check({ googleTagManagerId: '<script>alert(1)</script>' })).toBe(
      'googleTagManagerId must be GTM- followed by 4 to 10 letters or digits',
    );
    expect(check({ googleTagManagerId: 'GTM-abc' })).not.toBeNull();
  });

  it('list sizes are bounded', () => {
    expect(check({ tags: Array.from({ length: 1001 }, () => 't') })).toBe(
      'tags must have at most 1000 items',
    );
  });

  it('helpers: control character kinds, single strings and the mutation answer shape', () => {
    expect(controlCharacters('a\nb', false)).toBe('lineBreak');
    expect(controlCharacters('a\nb', true)).toBeNull();
    expect(controlCharacters('a\n\u0001', false)).toBe('control');
    expect(checkString('ok', {}, 'f')).toBeNull();
    const result = new GraphQLObjectType({
      name: 'R',
      fields: { status: { type: GraphQLString }, error: { type: GraphQLString } },
    });
    expect(answersWithStatus(result)).toBe(true);
    expect(answersWithStatus(GraphQLString)).toBe(false);
  });
});
