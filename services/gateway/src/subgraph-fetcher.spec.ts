import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { subgraphFetcher } from './subgraph-fetcher';

/** A loopback server answering what it received; `drop` decides to cut a request's connection instead. */
async function echoServer(drop: (socket: Socket, nth: number) => boolean = () => false) {
  const sockets = new Map<Socket, number>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const nth = (sockets.get(req.socket) ?? 0) + 1;
    sockets.set(req.socket, nth);
    if (drop(req.socket, nth)) return req.socket.destroy();
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
  return { url, sockets, close };
}

describe('subgraphFetcher', () => {
  it('posts the body and headers and reads status, headers and JSON', async () => {
    const server = await echoServer();
    const { fetch, destroy } = subgraphFetcher();
    try {
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
    } finally {
      destroy();
      await server.close();
    }
  });

  it('posts with plain headers; the answer headers are read by lower-case name or as fetch Headers', async () => {
    const server = await echoServer();
    const { post, destroy } = subgraphFetcher();
    try {
      const res = await post(`${server.url}/graphql`, { 'x-actor-token': 'abc' }, '{"a":1}');
      expect(res.header('x-seen-auth')).toBe('abc');
      expect(res.header('missing')).toBeUndefined();
      expect(res.headers.get('X-Seen-Auth')).toBe('abc');
      expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}' });
    } finally {
      destroy();
      await server.close();
    }
  });

  it('keeps one connection open for requests one after another', async () => {
    const server = await echoServer();
    const { fetch, destroy } = subgraphFetcher();
    try {
      for (let i = 0; i < 3; i++)
        await (await fetch(`${server.url}/graphql`, { method: 'POST', body: '{}' })).text();
      expect(server.sockets.size).toBe(1);
    } finally {
      destroy();
      await server.close();
    }
  });

  it('sends again, once, on a new connection when a kept one turns out closed', async () => {
    // The second request on any connection finds it cut, as when the subgraph closes an idle connection.
    const server = await echoServer((_socket, nth) => nth === 2);
    const { fetch, destroy } = subgraphFetcher();
    try {
      await (await fetch(`${server.url}/graphql`, { method: 'POST', body: '1' })).text();
      const again = await fetch(`${server.url}/graphql`, { method: 'POST', body: '2' });
      expect(await again.json()).toEqual({ method: 'POST', body: '2' });
      expect(server.sockets.size).toBe(2);
    } finally {
      destroy();
      await server.close();
    }
  });

  it('fails when a new connection is cut: nothing is sent twice', async () => {
    const server = await echoServer(() => true);
    const { fetch, destroy } = subgraphFetcher();
    try {
      await expect(fetch(`${server.url}/graphql`, { method: 'POST', body: '1' })).rejects.toMatchObject({
        code: 'ECONNRESET',
      });
      expect(server.sockets.size).toBe(1);
    } finally {
      destroy();
      await server.close();
    }
  });
});
