import { request } from 'node:http';
import { GATEWAY, GATEWAY_INTERNAL, RawAnswer, get, host } from '../client';

/**
 * Disclosure and browser hardening through the running gateway: security
 * headers on pages and API answers, framing only where embedding is meant,
 * operations endpoints only on the internal port.
 */

const HTML = { accept: 'text/html,application/xhtml+xml' };
const page = (label: string | null, path: string) => get(GATEWAY, path, { ...HTML, host: host(label) });
const csp = (r: RawAnswer) => String(r.headers['content-security-policy'] ?? '');
const directive = (r: RawAnswer, name: string) =>
  csp(r)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

function post(path: string, body: unknown, headers: Record<string, string>): Promise<RawAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, GATEWAY),
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function expectCommon(r: RawAnswer) {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Not a production run: no HSTS on plain http.
  expect(r.headers['strict-transport-security']).toBeUndefined();
}

/** A page of the SPA under a nonce policy: every script element carries the header's nonce. */
function expectNoncedPage(r: RawAnswer) {
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toContain('text/html');
  const script = directive(r, 'script-src');
  const nonce = /'nonce-([^']+)'/.exec(script ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(script).not.toContain('unsafe-inline');
  expect(script).not.toContain('unsafe-eval');
  const scripts = r.text.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(directive(r, 'object-src')).toBe(`object-src 'none'`);
  expectCommon(r);
}

describe('security headers', () => {
  it('sends a nonce CSP and refuses framing on the home page and on a deep link', async () => {
    for (const path of ['/', '/clients/self']) {
      const r = await page('demo', path);
      expectNoncedPage(r);
      expect(directive(r, 'frame-ancestors')).toBe(`frame-ancestors 'none'`);
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    const a = await page('demo', '/');
    const b = await page('demo', '/');
    expect(directive(a, 'script-src')).not.toBe(directive(b, 'script-src'));
  });

  it('sends nosniff, a closed CSP and DENY on /graphql answers', async () => {
    const r = await post('/graphql', { query: '{ __typename }' }, { host: host('demo') });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ data: { __typename: 'Query' } });
    expect(csp(r)).toContain(`default-src 'none'`);
    expect(directive(r, 'frame-ancestors')).toBe(`frame-ancestors 'none'`);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expectCommon(r);
  });

  it('lets any site frame the widget and landing-page routes', async () => {
    for (const path of ['/widget/piano-lessons', '/landing/summer', '/selfBookPub', '/selfBook']) {
      const r = await page('demo', path);
      expectNoncedPage(r);
      expect(directive(r, 'frame-ancestors')).toBe('frame-ancestors *');
      expect(r.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('lets only the business hosts frame the storage frame of the auth host', async () => {
    const port = new URL(GATEWAY).port;
    const r = await page('auth', '/storage-frame');
    expectNoncedPage(r);
    expect(directive(r, 'frame-ancestors')).toBe(
      `frame-ancestors 'self' http://*.localhost${port ? `:${port}` : ''}`,
    );
    expect(r.headers['x-frame-options']).toBeUndefined();
    // The same path on a business host is an ordinary page.
    expect(directive(await page('demo', '/storage-frame'), 'frame-ancestors')).toBe(`frame-ancestors 'none'`);
  });
});

describe('operations endpoints', () => {
  it('does not answer /metrics and /readyz on the public port', async () => {
    for (const path of ['/metrics', '/readyz']) {
      for (const accept of ['*/*', 'text/html', 'text/plain']) {
        const r = await get(GATEWAY, path, { host: host('demo'), accept });
        expect(r.status).toBe(404);
        expect(r.text).not.toContain('gateway_requests_total');
        expect(r.text).not.toContain('"status":"ok"');
      }
    }
  });

  it('answers them on the internal port', async () => {
    const metrics = await get(GATEWAY_INTERNAL, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('gateway_requests_total');
    const ready = await get(GATEWAY_INTERNAL, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ok' });
  });

  it("keeps identity's internal API off its public port", async () => {
    // IDENTITY_URL: identity's public origin (scripts/test.sh); by default the gateway's port + 1.
    const identity = new URL(process.env.IDENTITY_URL ?? GATEWAY);
    if (!process.env.IDENTITY_URL) identity.port = String(Number(new URL(GATEWAY).port) + 1);
    const internal = new URL(identity.origin);
    internal.port = String(Number(identity.port) + 10000);
    for (const path of ['/internal/actor?business=demo', '/internal/user?email=owner@demo.example']) {
      expect((await get(identity.origin, path)).status).toBe(404);
      // On the internal port it is there, behind the service token.
      expect((await get(internal.origin, path)).status).toBe(401);
    }
    expect((await get(identity.origin, '/.well-known/jwks.json')).status).toBe(200);
  });
});
