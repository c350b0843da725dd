import {
  isBusinessName,
  isColor,
  isEmail,
  isPhone,
  isStrongPassword,
  isTimezone,
  normalizePhone,
  requireFields,
} from './validation';
import { sanitize, Secret, SECRET_MASK } from './scalars';

describe('product-wide validation (000 §5)', () => {
  it.each([
    ['a@b.co', true],
    ['First.Last+tag@sub.example.org', true],
    ['x@[192.168.0.1]', true],
    ['no-at.example', false],
    ['a@b', false],
    ['a@b.c', false],
    ['a b@c.com', false],
    ['', false],
  ])('email %s -> %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    ['Demo-pass-1', true],
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Ab1', false],
  ])('password %s -> %s', (v, ok) => expect(isStrongPassword(v)).toBe(ok));

  it.each([
    ['demo', true],
    ['my-studio-2', true],
    ['ab', false],
    ['app', false],
    ['auth', false],
    ['1abc', false],
    ['Demo', false],
    ['abc-', false],
  ])('business name %s -> %s', (v, ok) => expect(isBusinessName(v)).toBe(ok));

  it('normalises phones by removing dashes, spaces and parentheses', () => {
    expect(normalizePhone('+1 (212) 555-0100')).toBe('+12125550100');
    expect(isPhone('+44 20 7946 0000')).toBe(true);
    expect(isPhone('call me')).toBe(false);
  });

  it('checks colours and zones', () => {
    expect(isColor('#3b5bdb')).toBe(true);
    expect(isColor('blue')).toBe(false);
    expect(isTimezone('America/New_York')).toBe(true);
    expect(isTimezone('EST')).toBe(false);
    expect(isTimezone('Mars/Base')).toBe(false);
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
