import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  collectYoungWhenIdle,
  IDLE_YOUNG_MIN_BYTES,
  youngToCollect,
  youngUsedBytes,
  type GcFunction,
} from './idle-collection';

describe('youngToCollect', () => {
  it('collects only when nothing is in flight', () => {
    expect(youngToCollect(0, IDLE_YOUNG_MIN_BYTES + 1)).toBe(true);
    expect(youngToCollect(1, IDLE_YOUNG_MIN_BYTES + 1)).toBe(false);
  });

  it('collects only a young generation holding more than the minimum', () => {
    expect(youngToCollect(0, IDLE_YOUNG_MIN_BYTES)).toBe(false);
    expect(youngToCollect(0, 10, 9)).toBe(true);
    expect(youngToCollect(0, 9, 9)).toBe(false);
  });
});

describe('youngUsedBytes', () => {
  it("reads V8's new space", () => {
    const held = Array.from({ length: 1000 }, (_, i) => ({ i }));
    expect(youngUsedBytes()).toBeGreaterThan(0);
    expect(held).toHaveLength(1000);
  });
});

describe('collectYoungWhenIdle', () => {
  /** A promise and the function that fulfils it. */
  const signal = () => {
    let fire: () => void = () => undefined;
    const fired = new Promise<void>((resolve) => (fire = resolve));
    return { fired, fire };
  };
  /** A server whose requests each wait until the test lets them end (by path: /a, /b). */
  async function heldServer(): Promise<{
    server: Server;
    url: string;
    arrived: (path: string) => Promise<void>;
    finish: (path: string) => void;
  }> {
    const waiting = new Map<string, ServerResponse>();
    const arrivals = new Map<string, () => void>();
    const arrivedPromises = new Map<string, Promise<void>>();
    const arrived = (path: string) => {
      if (!arrivedPromises.has(path))
        arrivedPromises.set(path, new Promise<void>((resolve) => arrivals.set(path, resolve)));
      return arrivedPromises.get(path)!;
    };
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '/';
      waiting.set(path, res);
      void arrived(path);
      arrivals.get(path)!();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      server,
      url: `http://127.0.0.1:${port}`,
      arrived,
      finish: (path) => waiting.get(path)!.end('done'),
    };
  }
  const get = (url: string) =>
    new Promise<string>((resolve, reject) => {
      request(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });

  let servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers = [];
  });

  it("uses node's gc (--expose-gc), and does nothing without it", async () => {
    const { server } = await heldServer();
    servers.push(server);
    const global = globalThis as { gc?: unknown };
    const saved = global.gc;
    try {
      delete global.gc;
      expect(collectYoungWhenIdle([server])).toBe(false);
      global.gc = () => undefined;
      expect(collectYoungWhenIdle([server])).toBe(true);
    } finally {
      if (saved === undefined) delete global.gc;
      else global.gc = saved;
    }
  });

  it('collects once the last request in flight has ended, not before', async () => {
    const { server, url, arrived, finish } = await heldServer();
    servers.push(server);
    const events: string[] = [];
    const collected = signal();
    const gc: GcFunction = (options) => {
      events.push(`gc ${options.type}`);
      collected.fire();
    };
    expect(
      collectYoungWhenIdle([server], {
        gc,
        youngUsed: () => {
          events.push('checked');
          return IDLE_YOUNG_MIN_BYTES + 1;
        },
      }),
    ).toBe(true);

    const a = get(`${url}/a`);
    const b = get(`${url}/b`);
    await Promise.all([arrived('/a'), arrived('/b')]);
    finish('/a');
    expect(await a).toBe('done');
    events.push('b still in flight');
    finish('/b');
    expect(await b).toBe('done');
    await collected.fired;
    expect(events).toEqual(['b still in flight', 'checked', 'gc minor']);
  });

  it('counts the requests of every server it watches', async () => {
    const first = await heldServer();
    const second = await heldServer();
    servers.push(first.server, second.server);
    const events: string[] = [];
    const collected = signal();
    collectYoungWhenIdle([first.server, second.server], {
      gc: () => (events.push('gc'), collected.fire()),
      youngUsed: () => IDLE_YOUNG_MIN_BYTES + 1,
    });
    const a = get(`${first.url}/a`);
    const b = get(`${second.url}/b`);
    await Promise.all([first.arrived('/a'), second.arrived('/b')]);
    first.finish('/a');
    await a;
    events.push('second still in flight');
    second.finish('/b');
    await b;
    await collected.fired;
    expect(events).toEqual(['second still in flight', 'gc']);
  });

  it('checks but does not collect a young generation under the minimum', async () => {
    const { server, url, arrived, finish } = await heldServer();
    servers.push(server);
    const calls: string[] = [];
    const checked = signal();
    collectYoungWhenIdle([server], {
      gc: () => calls.push('gc'),
      youngUsed: () => {
        calls.push('checked');
        setImmediate(checked.fire);
        return IDLE_YOUNG_MIN_BYTES;
      },
    });
    const a = get(`${url}/a`);
    await arrived('/a');
    finish('/a');
    await a;
    await checked.fired;
    expect(calls).toEqual(['checked']);
  });
});
