import { GraphQLError } from 'graphql';
import { cursorCodec, page } from './cursor';
import { formatGraphqlError, NotAllowedError, UserError } from './errors';

describe('error formatting', () => {
  const fmt = (e: unknown) =>
    formatGraphqlError(
      { message: 'x' },
      new GraphQLError('x', { originalError: e as Error }),
      () => undefined,
    );
  it('keeps user errors with their code', () => {
    expect(fmt(new NotAllowedError())).toEqual(
      expect.objectContaining({
        message: 'authorization error: not allowed',
        extensions: { code: 'FORBIDDEN' },
      }),
    );
  });
  it('logs unexpected errors without their parameters, query or driver details', () => {
    const lines: string[] = [];
    const failed = Object.assign(new Error('invalid input syntax for type json'), {
      name: 'QueryFailedError',
      query: 'UPDATE business SET secrets = $1',
      parameters: ['{"paymentGatewayApiKey":"sk_test_demo_x"}'],
      driverError: { code: '22P02', detail: 'sk_test_demo_x' },
    });
    formatGraphqlError(
      { message: 'x', path: ['updateBusiness'] },
      new GraphQLError('x', { originalError: failed }),
      (t) => lines.push(t),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^graphql updateBusiness: QueryFailedError: invalid input syntax for type json \(code 22P02\)/,
    );
    expect(lines[0]).not.toContain('sk_test_demo_x');
    expect(lines[0]).not.toContain('UPDATE business');
  });
  it('logs nothing for user errors', () => {
    const lines: string[] = [];
    formatGraphqlError(
      { message: 'x' },
      new GraphQLError('x', { originalError: new UserError('Bad') }),
      (t) => lines.push(t),
    );
    expect(lines).toEqual([]);
  });
  it('hides unexpected errors', () => {
    expect(fmt(new Error('password=secret'))).toEqual(
      expect.objectContaining({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    );
  });
});

describe('cursors', () => {
  const codec = cursorCodec('k'.repeat(32));
  const msg = 'querying with a cursor that was not received in the last request';
  it('round-trips a cursor of the same query', () => {
    const c = codec.encode({ id: 'a' }, 'q1');
    expect(codec.decode(c, 'q1')).toEqual({ id: 'a' });
    expect(codec.decode(null, 'q1')).toBeNull();
  });
  it('refuses forged, tampered and foreign cursors with the spec text', () => {
    const c = codec.encode({ id: 'a' }, 'q1');
    expect(() => codec.decode(c, 'q2')).toThrow(msg);
    expect(() => codec.decode('abc', 'q1')).toThrow(msg);
    expect(() => codec.decode(c.replace(/^./, 'x'), 'q1')).toThrow(msg);
    expect(() => cursorCodec('o'.repeat(32)).decode(c, 'q1')).toThrow(msg);
  });
  it('pages with limit + 1 rows', () => {
    const rows = [1, 2, 3];
    expect(page(rows, 2, (r) => r, codec, 'q').items).toEqual([1, 2]);
    expect(codec.decode(page(rows, 2, (r) => r, codec, 'q').cursor, 'q')).toBe(2);
    expect(page(rows, 3, (r) => r, codec, 'q').cursor).toBeNull();
  });
});
