import { gatewayInternalPort, identityInternalBase, internalPortFor, loadGatewayConfig } from './config';
import { supergraphGraphNames } from './subgraphs';

describe('internal ports', () => {
  it('derives the internal port from the public one (port + 10000)', () => {
    expect(internalPortFor(4000)).toBe(14000);
    expect(internalPortFor(4101)).toBe(14101);
    expect(() => internalPortFor(60000)).toThrow('INTERNAL_PORT is required');
  });

  it("takes the gateway's INTERNAL_PORT when set", () => {
    expect(gatewayInternalPort(loadGatewayConfig({ PORT: '5100' }))).toBe(15100);
    expect(gatewayInternalPort(loadGatewayConfig({ PORT: '5100', INTERNAL_PORT: '9100' }))).toBe(9100);
  });

  it("reaches identity's internal API on IDENTITY_URL's host and internal port, unless IDENTITY_INTERNAL_URL is set", () => {
    expect(identityInternalBase(loadGatewayConfig({ IDENTITY_URL: 'http://127.0.0.1:5101/graphql' }))).toBe(
      'http://127.0.0.1:15101',
    );
    expect(
      identityInternalBase(
        loadGatewayConfig({
          IDENTITY_URL: 'http://127.0.0.1:5101/graphql',
          IDENTITY_INTERNAL_URL: 'http://identity-internal:8081',
        }),
      ),
    ).toBe('http://identity-internal:8081');
  });

  it('defaults the rate limits documented in the README', () => {
    const c = loadGatewayConfig({});
    expect([
      c.MAX_ROOT_FIELDS,
      c.LOGIN_RATE_PER_IP,
      c.LOGIN_RATE_PER_LOGIN_IP,
      c.LOGIN_RATE_PER_LOGIN,
      c.MAIL_RATE_PER_IP,
      c.MAIL_RATE_PER_RECIPIENT,
      c.NAME_CHECK_RATE_PER_IP,
    ]).toEqual([20, 30, 10, 10, 20, 5, 60]);
  });

  it('routes every subgraph found (services/*/package.json) to <NAME>_URL, by default its manifest port', () => {
    expect(loadGatewayConfig({}).SUBGRAPH_URLS).toEqual({
      identity: 'http://127.0.0.1:4101/graphql',
      people: 'http://127.0.0.1:4102/graphql',
      scheduling: 'http://127.0.0.1:4103/graphql',
    });
    const c = loadGatewayConfig({ IDENTITY_URL: 'http://identity.internal:8080/graphql' });
    expect(c.SUBGRAPH_URLS.identity).toBe('http://identity.internal:8080/graphql');
    expect(c.IDENTITY_URL).toBe('http://identity.internal:8080/graphql');
    expect(() => loadGatewayConfig({ IDENTITY_URL: 'ftp://x', PORT: 'x' })).toThrow(
      /PORT must be an integer[\s\S]*IDENTITY_URL must use http or https/,
    );
  });

  it('routes a subgraph of the supergraph alone (not in services/) by its <NAME>_URL when given one', () => {
    expect(loadGatewayConfig({}, ['billing']).SUBGRAPH_URLS).toEqual({
      identity: 'http://127.0.0.1:4101/graphql',
      people: 'http://127.0.0.1:4102/graphql',
      scheduling: 'http://127.0.0.1:4103/graphql',
    });
    const c = loadGatewayConfig({ BILLING_URL: 'http://billing.internal/graphql' }, ['billing']);
    expect(c.SUBGRAPH_URLS.billing).toBe('http://billing.internal/graphql');
    expect(() => loadGatewayConfig({ BILLING_URL: 'billing' }, ['billing'])).toThrow(
      "BILLING_URL must be a URL, got 'billing'",
    );
  });

  it('reads the subgraph names of a supergraph', () => {
    const sdl = `enum join__Graph {
  IDENTITY @join__graph(name: "identity", url: "http://127.0.0.1:4101/graphql")
  PEOPLE @join__graph(name: "people", url: "http://127.0.0.1:4102/graphql")
}`;
    expect(supergraphGraphNames(sdl)).toEqual(['identity', 'people']);
  });
});
