import { gatewayOverHttp } from './gateway-fixture';
import { closeServer, gqlPost } from './helpers';

/** What production mode hides: introspection and the schema's field names in errors. */
describe('gateway over HTTP: development and production', () => {
  const gw = gatewayOverHttp();

  it('allows introspection outside production', async () => {
    const r = await gqlPost<{ __schema: { queryType: { name: string } } }>(
      gw.base,
      '{ __schema { queryType { name } } }',
      {},
      { host: gw.host, 'x-forwarded-for': gw.client() },
    );
    expect(r.body.data?.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection in production mode', async () => {
    const prod = await gw.start({ NODE_ENV: 'production' });
    try {
      const r = await gqlPost(
        prod.base,
        '{ __schema { types { name } } }',
        {},
        { host: gw.host, 'x-forwarded-for': gw.client() },
      );
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors?.[0].message).toMatch(/introspection is not allowed/i);
      const ok = await gqlPost<{ whoami: { role: string } }>(
        prod.base,
        '{ whoami { role } }',
        {},
        { host: gw.host, 'x-forwarded-for': gw.client() },
      );
      expect(ok.body.data?.whoami.role).toBe('visitor');
      expect(ok.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await closeServer(prod.srv);
      await prod.app.stop();
    }
  });

  it('names no schema fields in production errors (no "Did you mean")', async () => {
    const misspelt = '{ whoami { rol } }';
    const dev = await gqlPost(gw.base, misspelt, {}, { host: gw.host, 'x-forwarded-for': gw.client() });
    expect(dev.body.errors?.[0].message).toMatch(/Did you mean "role"\?/);
    const prod = await gw.start({ NODE_ENV: 'production' });
    try {
      const r = await gqlPost(prod.base, misspelt, {}, { host: gw.host, 'x-forwarded-for': gw.client() });
      expect(r.body.errors?.[0].message).toBe('Cannot query field "rol" on type "Whoami".');
      const v = await gqlPost(
        prod.base,
        'query($n: String!) { business(name: $n) { name } }',
        { n: 1 },
        { host: gw.host, 'x-forwarded-for': gw.client() },
      );
      expect(v.body.errors?.[0].message).toBeDefined();
      expect(JSON.stringify(v.body.errors)).not.toContain('Did you mean');
    } finally {
      await closeServer(prod.srv);
      await prod.app.stop();
    }
  });
});
