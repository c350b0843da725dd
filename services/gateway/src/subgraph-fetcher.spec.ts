import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SubgraphFetcher, subgraphFetcher } from './subgraph-fetcher';

/** A loopback server answering what it received; a request to /cut has its connection cut instead. */
async function echoServer() {
  const sockets = new Map<Socket, number>();
  const cut: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    sockets.set(req.socket, (sockets.get(req.socket) ?? 0) + 1);
    if (req.url === '/cut') {
      cut.push(req.url);
      return req.socket.destroy();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, 'Fine', {
        'content-type': 'application/json',
        'x-seen-auth': String(req.headers['x-actor-token'] ?? ''),
      });
      res.end(JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString() }));
    });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return { url, sockets, cut, close };
}

type EchoServer = Awaited<ReturnType<typeof echoServer>>;

/** A test run with a fresh echo server and fetcher, both closed after it. */
const withEcho =
  (test: (server: EchoServer, fetcher: SubgraphFetcher) => Promise<void>) => async (): Promise<void> => {
    const server = await echoServer();
    const fetcher = subgraphFetcher();
    try {
      await test(server, fetcher);
    } finally {
      fetcher.destroy();
      await server.close();
    }
  };

describe('subgraphFetcher', () => {
  it(
    'posts the body and headers and reads status, headers and JSON',
    withEcho(async (server, { fetch }) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-actor-token': 'abc' },
        body: '{"query":"{ é }"}',
      });
      expect([res.status, res.ok, res.statusText, res.url]).toEqual([
        200,
        true,
        'Fine',
        `${server.url}/graphql`,
      ]);
      expect(res.headers.get('Content-Type')).toBe('application/json');
      expect(res.headers.get('x-seen-auth')).toBe('abc');
      expect(await res.clone().text()).toBe('{"method":"POST","body":"{\\"query\\":\\"{ é }\\"}"}');
      expect(await res.json()).toEqual({ method: 'POST', body: '{"query":"{ é }"}' });
      expect(res.bodyUsed).toBe(true);
      const missing = await fetch(`${server.url}/missing`, { method: 'POST', body: '' });
      expect([missing.status, missing.ok]).toEqual([404, false]);
    }),
  );

  it(
    'posts with plain headers; the answer headers are read by lower-case name or as fetch Headers',
    withEcho(async (server, { post }) => {
      const res = await post(`${server.url}/graphql`, { 'x-actor-token': 'abc' }, '{"a":1}');
      expect(res.header('x-seen-auth')).toBe('abc');
      expect(res.header('missing')).toBeUndefined();
      expect(res.headers.get('X-Seen-Auth')).toBe('abc');
      expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}' });
    }),
  );

  it(
    'keeps connections open for requests one after another',
    withEcho(async (server, { fetch }) => {
      for (let i = 0; i < 10; i++)
        await (await fetch(`${server.url}/graphql`, { method: 'POST', body: '{}' })).text();
      // undici moves on to a second connection while it checks an idle one before reusing it.
      expect(server.sockets.size).toBeLessThanOrEqual(2);
    }),
  );

  it(
    'sends on a new connection when the subgraph closed the kept one while it was idle',
    withEcho(async (server, { fetch }) => {
      for (let i = 0; i < 4; i++)
        await (await fetch(`${server.url}/graphql`, { method: 'POST', body: '1' })).text();
      const kept = [...server.sockets.keys()];
      // Closed once undici has seen the end and closed its side too.
      await Promise.all(kept.map((s) => new Promise((closed) => s.end().once('close', closed))));
      const again = await fetch(`${server.url}/graphql`, { method: 'POST', body: '2' });
      expect(await again.json()).toEqual({ method: 'POST', body: '2' });
      expect(server.sockets.size).toBe(kept.length + 1);
    }),
  );

  it(
    'fails when a connection is cut after the request was sent: nothing is sent twice',
    withEcho(async (server, { fetch }) => {
      // As when a subgraph dies mid-request.
      await expect(fetch(`${server.url}/cut`, { method: 'POST', body: '1' })).rejects.toThrow();
      await (await fetch(`${server.url}/graphql`, { method: 'POST', body: '2' })).text();
      await expect(fetch(`${server.url}/cut`, { method: 'POST', body: '3' })).rejects.toThrow();
      expect(server.cut).toEqual(['/cut', '/cut']);
    }),
  );

  it(
    'gives up a request whose signal aborts',
    withEcho(async (server, { fetch }) => {
      const signal = AbortSignal.abort(new Error('gave up'));
      await expect(fetch(`${server.url}/graphql`, { method: 'POST', body: '1', signal })).rejects.toThrow(
        'gave up',
      );
    }),
  );
});
