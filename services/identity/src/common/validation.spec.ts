import { Texts } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { assertBusinessName, assertEmail, requireFields } from './validation';
import { sanitize, Secret, SECRET_MASK } from './scalars';

/** The rules themselves are tested in @tempo/contracts; these are identity's refusals. */
describe('validation wrappers (000 §5)', () => {
  it.each([
    ['  Owner@Studio.Example ', 'owner@studio.example'],
    ['x@[192.168.0.1]', 'x@[192.168.0.1]'],
  ])('accepts e-mail %j as %j', (v, e) => expect(assertEmail(v)).toBe(e));

  it.each([[undefined], [null], ['   '], ['a@b'], ['no-at.example']])('refuses e-mail %j', (v) =>
    expect(() => assertEmail(v)).toThrow(new UserError(Texts.validEmailRequired)),
  );

  it.each([
    [' My-Studio ', 'my-studio'],
    ['demo', 'demo'],
  ])('accepts business name %j as %j', (v, n) => expect(assertBusinessName(v)).toBe(n));

  it.each([
    ['ab', Texts.businessNameInvalid],
    ['1abc', Texts.businessNameInvalid],
    ['abc-', Texts.businessNameInvalid],
    ['my_studio', Texts.businessNameInvalid],
    ['app', 'app is reserved and cannot be a business name'],
    [' Auth ', 'auth is reserved and cannot be a business name'],
  ])('refuses business name %j: %s', (v, message) => {
    expect(() => assertBusinessName(v)).toThrow(UserError);
    expect(() => assertBusinessName(v)).toThrow(message);
  });

  it('treats trimmed empty strings as absent when requiring fields', () => {
    expect(() => requireFields({ a: '  ', b: 'x' }, ['a', 'b'])).toThrow('a is required');
    expect(() => requireFields({}, ['a', 'b'])).toThrow('a, b are required');
    expect(() => requireFields({ a: 'x' }, ['a'])).not.toThrow();
  });
});

describe('scalars', () => {
  it('sanitises rich text: no scripts, handlers or javascript: links', () => {
    expect(sanitize('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<b>bold</b> <a href="https://x.example">ok</a>')).toBe(
      '<b>bold</b> <a href="https://x.example">ok</a>',
    );
  });

  it('never serialises a secret in clear', () => {
    expect(Secret.serialize('sk_live_123')).toBe(SECRET_MASK);
    expect(Secret.serialize(null)).toBeNull();
    expect(Secret.parseValue('sk_live_123')).toBe('sk_live_123');
  });
});
