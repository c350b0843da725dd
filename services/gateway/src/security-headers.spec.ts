import {
  HeaderPolicyOptions,
  RESOURCE_CSP,
  baseHeaders,
  documentCsp,
  documentHeaders,
  frameRuleFor,
  routeMatches,
  violatedDirective,
  withNonce,
} from './security-headers';

const local: HeaderPolicyOptions = {
  production: false,
  publicDomain: 'localhost',
  publicPort: '4000',
  publicProtocol: 'http',
};
const prod: HeaderPolicyOptions = { production: true, publicDomain: 'example.com', publicProtocol: 'https' };

describe('header policy per route', () => {
  it.each([
    ['demo.localhost:4000', '/', 'none'],
    ['demo.localhost:4000', '/clients/self', 'none'],
    ['demo.localhost:4000', '/login', 'none'],
    ['demo.localhost:4000', '/selfBook', 'any'],
    ['demo.localhost:4000', '/selfbookpub', 'any'],
    ['demo.localhost:4000', '/widget/piano-lessons', 'any'],
    ['demo.localhost:4000', '/landing/summer', 'any'],
    ['demo.localhost:4000', '/widget/a/b', 'none'],
    ['demo.localhost:4000', '/widget', 'none'],
    ['auth.localhost:4000', '/storage-frame', 'business-hosts'],
    ['demo.localhost:4000', '/storage-frame', 'none'],
    ['auth.evil.example', '/storage-frame', 'none'],
    ['auth.localhost:4000', '/', 'none'],
  ])('%s%s may be framed by: %s', (host, path, rule) => {
    expect(frameRuleFor(local, host, path)).toBe(rule);
  });

  it('matches route patterns segment by segment', () => {
    expect(routeMatches('/widget/:link', '/widget/x?a=1')).toBe(true);
    expect(routeMatches('/widget/:link', '/widget/x/')).toBe(true);
    expect(routeMatches('/widget/:link', '/widgets/x')).toBe(false);
  });

  it('gives pages a nonce-based script policy without unsafe-inline scripts', () => {
    const csp = documentCsp(local, 'abc', 'none');
    const script = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe(`script-src 'nonce-abc' 'strict-dynamic'`);
    expect(csp).toContain(`frame-ancestors 'none'`);
    expect(csp).toContain(`object-src 'none'`);
    expect(csp).toContain(`connect-src 'self'`);
    expect(csp).toContain(`img-src 'self' https: data: blob:`);
    expect(csp).toContain(`frame-src 'self' http://auth.localhost:4000`);
  });

  it('lets any site frame the widget routes, and only the business hosts the storage frame', () => {
    expect(documentHeaders(local, 'demo.localhost:4000', '/widget/x', 'n')).toEqual({
      'content-security-policy': expect.stringContaining('frame-ancestors *'),
      'x-frame-options': null,
    });
    const frame = documentHeaders(prod, 'auth.example.com', '/storage-frame', 'n');
    expect(frame['content-security-policy']).toContain(`frame-ancestors 'self' https://*.example.com`);
    expect(frame['x-frame-options']).toBeNull();
    expect(documentHeaders(prod, 'demo.example.com', '/', 'n')['x-frame-options']).toBe('DENY');
  });

  it('sends nosniff, a referrer policy and a closed CSP on every response; HSTS only in production', () => {
    expect(baseHeaders(local)).toEqual({
      'content-security-policy': RESOURCE_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(baseHeaders(prod)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(RESOURCE_CSP).toContain(`frame-ancestors 'none'`);
  });

  it('puts the nonce on every script, link and style element and in the csp-nonce meta', () => {
    const html =
      '<!doctype html><html><head><script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="stylesheet" href="/c.css"></head><body></body></html>';
    const out = withNonce(html, 'N0');
    expect(out).toContain('<meta property="csp-nonce" nonce="N0" />');
    expect(out).toContain('<script nonce="N0" type="module" src="/a.js">');
    expect(out).toContain('<link nonce="N0" rel="modulepreload" href="/b.js">');
    expect(out).toContain('<link nonce="N0" rel="stylesheet" href="/c.css">');
    expect(out.match(/nonce="N0"/g)).toHaveLength(4);
  });

  it('has browsers report violations, and labels a report by a known directive only', () => {
    expect(documentCsp(local, 'n', 'none')).toContain('report-uri /csp-report');
    expect(violatedDirective({ 'csp-report': { 'effective-directive': 'script-src-elem' } })).toBe(
      'script-src-elem',
    );
    expect(violatedDirective({ 'csp-report': { 'violated-directive': "style-src 'self'" } })).toBe(
      'style-src',
    );
    expect(violatedDirective({ 'csp-report': { 'effective-directive': 'x'.repeat(500) } })).toBe('other');
    expect(violatedDirective(null)).toBe('other');
    expect(violatedDirective('junk')).toBe('other');
  });
});
