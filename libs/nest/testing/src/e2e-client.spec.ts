import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { op } from './operation';

/** The e2e client against a stand-in gateway on a free port: the Host and Authorization it sends. */
describe('e2e client', () => {
  let server: Server;
  const seen: IncomingMessage[] = [];
  const bodies: string[] = [];
  let client: typeof import('./e2e-client');

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        bodies.push(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { ok: true } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = await import('./e2e-client');
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("names a business's host below localhost on the gateway's port, and the bare domain for null", () => {
    const port = new URL(process.env.GATEWAY_URL!).port;
    expect(client.host('demo')).toBe(`demo.localhost:${port}`);
    expect(client.host(null)).toBe(`localhost:${port}`);
    expect(client.GATEWAY_INTERNAL).toBe(`http://127.0.0.1:${Number(port) + 10000}`);
  });

  it("sends the business's Host and a session's id token as Bearer, or a raw Authorization as given", async () => {
    const answer = await client.call('demo', '{ ok }', {}, { idToken: 'id-1', refreshToken: 'r-1' });
    expect(answer.data).toEqual({ ok: true });
    await client.call(null, '{ ok }', {}, 'sudo-as a@b.example|id-2');
    await client.call('rival', '{ ok }');
    const port = new URL(process.env.GATEWAY_URL!).port;
    expect(seen.map((r) => [r.url, r.headers.host, r.headers.authorization])).toEqual([
      ['/graphql', `demo.localhost:${port}`, 'Bearer id-1'],
      ['/graphql', `localhost:${port}`, 'sudo-as a@b.example|id-2'],
      ['/graphql', `rival.localhost:${port}`, undefined],
    ]);
  });

  it("sends a typed operation's document and variables, and leaves out variables it takes none of", async () => {
    const OK = op<{ ok: boolean }, { n: number }>('query($n: Int!) { ok(n: $n) }');
    const answer = await client.call('demo', OK, { n: 2 });
    const ok: boolean | undefined = answer.data?.ok;
    expect(ok).toBe(true);
    await client.call('demo', op<{ ok: boolean }>('{ ok }'));
    expect(bodies.slice(-2).map((b) => JSON.parse(b))).toEqual([
      { query: 'query($n: Int!) { ok(n: $n) }', variables: { n: 2 } },
      { query: '{ ok }', variables: {} },
    ]);
  });

  it('makes names no other run uses, starting with the prefix', () => {
    const names = new Set(Array.from({ length: 50 }, () => client.uniqueName('iso')));
    expect(names.size).toBe(50);
    for (const n of names) expect(n).toMatch(/^iso[a-z0-9]+$/);
  });
});
