import { luhnValid, REDACTED, redactCardNumbers, redactText, redactValue, SENSITIVE_KEY } from './redact';

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4000056655665556',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
  ])('accepts the test card %s', (n) => expect(luhnValid(n)).toBe(true));
  it.each(['4242424242424241', '1234567890123', '', '42424242a4242424'])('refuses %p', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});

describe('redactCardNumbers', () => {
  it.each([
    ['paid with 4242424242424242 today', `paid with ${REDACTED} today`],
    ['card 4242 4242 4242 4242.', `card ${REDACTED}.`],
    ['card 4242-4242-4242-4242', `card ${REDACTED}`],
    ['amex 378282246310005', `amex ${REDACTED}`],
    ['"number":"4242424242424242"', `"number":"${REDACTED}"`],
  ])('masks %p', (text, masked) => expect(redactCardNumbers(text)).toBe(masked));

  it.each([
    ['a number failing Luhn', 'order 4242424242424241'],
    ['12 digits', 'id 424242424242'],
    ['20 digits', 'id 42424242424242424242'],
    ['digits inside a word', 'ref x4242424242424242'],
    ['the digits of a UUID', 'event 12345678-4242-4242-4242-424242424242'],
    ['a time stamp', '2026-11-23T21:10:58.717Z'],
  ])('leaves %s alone', (_what, text) => expect(redactCardNumbers(text)).toBe(text));
});

describe('redactText', () => {
  it('masks tokens, secret pairs and card numbers together', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXRleHQ';
    const out = redactText(`token ${jwt} password=hunter22 card 4242 4242 4242 4242`);
    expect(out).not.toContain('eyJ');
    expect(out).not.toContain('hunter22');
    expect(out).not.toContain('4242');
  });
});

describe('redactValue', () => {
  it('masks the values of sensitive keys at any depth, in objects and arrays', () => {
    const value = {
      user: 'ann',
      password: 'p1',
      nested: { deeper: [{ refreshToken: 't1', cardNumber: 42, cvc: '123', ok: 'yes' }] },
      Authorization: 'Bearer x',
      cookie: 'sid=1',
      webhookSecret: { any: 'thing' },
      token: null,
    };
    expect(redactValue(value)).toEqual({
      user: 'ann',
      password: REDACTED,
      nested: { deeper: [{ refreshToken: REDACTED, cardNumber: REDACTED, cvc: REDACTED, ok: 'yes' }] },
      Authorization: REDACTED,
      cookie: REDACTED,
      webhookSecret: REDACTED,
      token: null,
    });
  });

  it('masks texts, writes errors as their safe text, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { note: 'call 4242424242424242' };
    cyclic.self = cyclic;
    const err = Object.assign(new Error('failed'), { parameters: ['sk_live_secret'] });
    const out = redactValue({ cyclic, err, when: new Date('2026-01-02T03:04:05Z'), big: 10n }) as Record<
      string,
      unknown
    >;
    expect(out.cyclic).toEqual({ note: `call ${REDACTED}`, self: '[cut]' });
    expect(out.err).toMatch(/^Error: failed/);
    expect(JSON.stringify(out)).not.toContain('sk_live_secret');
    expect(out.when).toBe('2026-01-02T03:04:05.000Z');
    expect(out.big).toBe('10');
  });

  it('names the keys of the contract', () => {
    for (const k of [
      'password',
      'newPassword',
      'idToken',
      'clientSecret',
      'authorization',
      'Cookie',
      'card',
      'cvc',
    ])
      expect(SENSITIVE_KEY.test(k)).toBe(true);
    for (const k of ['business', 'requestId', 'email', 'operation'])
      expect(SENSITIVE_KEY.test(k)).toBe(false);
  });
});
