import { internalPortGate, servedOn } from './internal-port';

describe('internal port', () => {
  it.each([
    ['/internal/actor', true, true],
    ['/internal/user', true, true],
    ['/internal/actor', false, false],
    ['/internal/user', false, false],
    ['/readyz', true, true],
    ['/readyz', false, false],
    ['/metrics', true, true],
    ['/metrics', false, false],
    ['/healthz', true, true],
    ['/healthz', false, true],
    ['/graphql', false, true],
    ['/graphql', true, false],
    ['/.well-known/jwks.json', false, true],
    ['/.well-known/jwks.json', true, false],
  ])('%s on the %s port: served %s', (path, internal, served) => {
    expect(servedOn(path, internal)).toBe(served);
  });

  it('answers 404 for the internal API on the public port, and passes the rest on', () => {
    const gate = internalPortGate(14101);
    const answers: unknown[] = [];
    const res = { status: (code: number) => ({ json: (b: unknown) => answers.push([code, b]) }) };
    let passed = 0;
    gate({ path: '/internal/actor', socket: { localPort: 4101 } }, res, () => passed++);
    gate({ path: '/internal/actor', socket: { localPort: 14101 } }, res, () => passed++);
    gate({ path: '/graphql', socket: { localPort: 14101 } }, res, () => passed++);
    expect(passed).toBe(1);
    expect(answers).toEqual([
      [404, { statusCode: 404, message: 'Not Found' }],
      [404, { statusCode: 404, message: 'Not Found' }],
    ]);
  });
});
