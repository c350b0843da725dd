import { redactSecrets, safeError, safeErrorText } from './index';

class QueryFailedError extends Error {
  constructor(
    readonly query: string,
    readonly parameters: unknown[],
    readonly driverError: Record<string, unknown>,
  ) {
    super('invalid byte sequence for encoding "UTF8": 0x00');
    this.name = 'QueryFailedError';
  }
}

describe('safe errors', () => {
  const secret = 'sk_test_demo_4242';
  const failed = new QueryFailedError(
    'UPDATE business SET secrets = $1',
    [JSON.stringify({ paymentGatewayApiKey: secret })],
    { code: '22021', detail: `Key (secrets)=(${secret})`, parameters: [secret] },
  );

  it('keeps name, message and code of a database error and drops parameters, query and driver details', () => {
    const info = safeError(failed);
    expect(info).toEqual(
      expect.objectContaining({
        name: 'QueryFailedError',
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
        code: '22021',
      }),
    );
    const text = safeErrorText(failed);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('UPDATE business');
    expect(text).toContain('at ');
  });

  it('leaves the stack out on request', () => {
    expect(safeErrorText(failed, { stack: false })).toBe(
      'QueryFailedError: invalid byte sequence for encoding "UTF8": 0x00 (code 22021)',
    );
  });

  it('masks tokens, bearer credentials, URL passwords and secret-looking key values in messages', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';
    const text = redactSecrets(
      `token ${jwt}; Authorization: Bearer abc.def; postgres://tempo:hunter2@db/x password=Demo-pass-1 {"webhookKey":"whk_1"}`,
    );
    for (const s of [jwt, 'abc.def', 'hunter2', 'Demo-pass-1', 'whk_1']) expect(text).not.toContain(s);
    expect(text).toContain('postgres://[redacted]@db/x');
  });

  it('describes thrown non-errors without their other properties', () => {
    expect(safeError({ message: 'boom', parameters: [secret] })).toEqual({ name: 'Error', message: 'boom' });
    expect(safeErrorText('password=x1')).toBe('Error: password=[redacted]');
  });
});
