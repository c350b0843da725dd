import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryAuthStorage } from './auth-storage';
import { FrameAuthStorage, authOriginFor, installStorageFrame } from './frame-auth-storage';

const AUTH = 'http://auth.localhost:4000';

/** A frame whose replies arrive from `origin` through the app window's message event. */
function fakeFrame(win: Window, origin: string, values: Record<string, string> = {}) {
  const frame = {
    postMessage: vi.fn((msg: { id: string; op: string; key: string; value?: string }) => {
      let value: string | null = null;
      if (msg.op === 'get') value = values[msg.key] ?? null;
      if (msg.op === 'set') values[msg.key] = msg.value!;
      if (msg.op === 'remove') delete values[msg.key];
      setTimeout(() =>
        win.dispatchEvent(new MessageEvent('message', { origin, data: { id: msg.id, ok: true, value } })),
      );
    }),
  } as unknown as Window;
  return { frame, values };
}

describe('FrameAuthStorage', () => {
  let storage: FrameAuthStorage | undefined;
  afterEach(() => {
    storage?.dispose();
    vi.useRealTimers();
  });

  it('reads and writes through the frame of the auth origin, mirroring locally', async () => {
    const { frame, values } = fakeFrame(window, AUTH, { idToken: 'from-auth' });
    const local = memoryAuthStorage();
    storage = new FrameAuthStorage({ authOrigin: AUTH, fallback: local, frame: async () => frame });
    expect(await storage.get('idToken')).toBe('from-auth');
    expect(await local.get('idToken')).toBe('from-auth');
    await storage.set('refreshToken', 'r1');
    expect(values.refreshToken).toBe('r1');
    expect(await local.get('refreshToken')).toBe('r1');
    await storage.remove('idToken');
    expect(values.idToken).toBeUndefined();
    expect(await local.get('idToken')).toBeNull();
  });

  it('ignores replies from any other origin and falls back after the timeout', async () => {
    const { frame } = fakeFrame(window, 'http://evil.localhost:4000', { idToken: 'forged' });
    const local = memoryAuthStorage({ idToken: 'local' });
    storage = new FrameAuthStorage({
      authOrigin: AUTH,
      fallback: local,
      frame: async () => frame,
      timeoutMs: 50,
    });
    expect(await storage.get('idToken')).toBe('local');
  });

  it('falls back to local storage when the frame never answers within 500 ms', async () => {
    vi.useFakeTimers();
    const frame = { postMessage: vi.fn() } as unknown as Window;
    const local = memoryAuthStorage({ idToken: 'local' });
    storage = new FrameAuthStorage({ authOrigin: AUTH, fallback: local, frame: async () => frame });
    const value = storage.get('idToken');
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void value.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await value).toBe('local');
  });

  it('falls back when the frame cannot be loaded', async () => {
    const local = memoryAuthStorage({ idToken: 'local' });
    storage = new FrameAuthStorage({ authOrigin: AUTH, fallback: local, frame: async () => null });
    expect(await storage.get('idToken')).toBe('local');
    await storage.set('idToken', 'x');
    expect(await local.get('idToken')).toBe('x');
  });
});

describe('installStorageFrame', () => {
  it('answers requests with its local storage, to the asking window only', () => {
    const source = { postMessage: vi.fn() };
    const uninstall = installStorageFrame(window, window.localStorage);
    window.localStorage.setItem('k', 'v');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://demo.localhost:4000',
        data: { id: '1', op: 'get', key: 'k' },
        source: source as unknown as Window,
      }),
    );
    expect(source.postMessage).toHaveBeenCalledWith(
      { id: '1', ok: true, value: 'v' },
      { targetOrigin: 'http://demo.localhost:4000' },
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://demo.localhost:4000',
        data: { id: '2', op: 'set', key: 'k', value: 'w' },
        source: source as unknown as Window,
      }),
    );
    expect(window.localStorage.getItem('k')).toBe('w');
    uninstall();
    window.localStorage.clear();
  });

  it('derives the auth origin from the app location', () => {
    expect(authOriginFor({ protocol: 'http:', hostname: 'demo.localhost', port: '4000' })).toBe(AUTH);
    expect(authOriginFor({ protocol: 'https:', hostname: 'app.example.com', port: '' })).toBe(
      'https://auth.example.com',
    );
  });
});
