import { AuthStorage, localAuthStorage } from './auth-storage';

/** The path of the storage frame page on the auth origin (000 §2.1). */
export const STORAGE_FRAME_PATH = '/storage-frame';

/** How long one message to the frame may take before local storage answers instead. */
export const FRAME_MESSAGE_TIMEOUT_MS = 500;

export type FrameOp = 'get' | 'set' | 'remove';

export interface FrameRequest {
  id: string;
  op: FrameOp;
  key: string;
  value?: string;
}

export interface FrameReply {
  id: string;
  ok: boolean;
  value?: string | null;
}

function isRequest(data: unknown): data is FrameRequest {
  const d = data as FrameRequest | null;
  return (
    !!d &&
    typeof d === 'object' &&
    typeof d.id === 'string' &&
    typeof d.key === 'string' &&
    (d.op === 'get' || d.op === 'set' || d.op === 'remove')
  );
}

/**
 * The page on the auth origin: answers get / set / remove requests from any origin with the
 * auth origin's local storage, replying only to the window that asked.
 */
export function installStorageFrame(win: Window = window, given?: Storage): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isRequest(event.data) || !event.source) return;
    const { id, op, key, value } = event.data;
    let reply: FrameReply;
    try {
      // Reading localStorage throws where the browser blocks third-party storage: the reply
      // is then a refusal and the app falls back at once instead of waiting for the timeout.
      const storage = given ?? win.localStorage;
      if (op === 'get') reply = { id, ok: true, value: storage.getItem(key) };
      else if (op === 'set') {
        storage.setItem(key, String(value ?? ''));
        reply = { id, ok: true };
      } else {
        storage.removeItem(key);
        reply = { id, ok: true };
      }
    } catch {
      reply = { id, ok: false };
    }
    (event.source as Window).postMessage(reply, { targetOrigin: event.origin || '*' });
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** The auth origin of a location: its first label replaced by 'auth' ('demo.localhost:4000' -> 'auth.localhost:4000'). */
export function authOriginFor(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const labels = location.hostname.split('.');
  const base = labels.length > 1 ? labels.slice(1).join('.') : location.hostname;
  return `${location.protocol}//auth.${base}${location.port ? `:${location.port}` : ''}`;
}

export interface FrameAuthStorageOptions {
  /** The auth origin, e.g. 'http://auth.localhost:4000'. */
  authOrigin: string;
  /** The window the frame sends its replies to (the app's window). */
  win?: Window;
  /** The fallback and mirror; local storage of the app's own origin by default. */
  fallback?: AuthStorage;
  timeoutMs?: number;
  /** The frame's window; by default a hidden iframe to `${authOrigin}/storage-frame` is created. */
  frame?: () => Promise<Window | null>;
}

function hiddenFrame(win: Window, src: string, waitMs: number): Promise<Window | null> {
  return new Promise((resolve) => {
    const doc = win.document;
    const iframe = doc.createElement('iframe');
    iframe.src = src;
    iframe.title = 'auth storage';
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    iframe.style.cssText = 'display:none;width:0;height:0;border:0';
    const timer = win.setTimeout(() => resolve(null), waitMs);
    iframe.addEventListener('load', () => {
      win.clearTimeout(timer);
      resolve(iframe.contentWindow);
    });
    iframe.addEventListener('error', () => {
      win.clearTimeout(timer);
      resolve(null);
    });
    (doc.body ?? doc.documentElement).appendChild(iframe);
  });
}

/**
 * {@link AuthStorage} shared by every host of the product (000 §2.1): the values live in the
 * local storage of the auth origin, reached through a hidden iframe with postMessage. Only
 * replies from the auth origin count; a message unanswered within 500 ms, or refused, falls
 * back to the app origin's local storage. Every write is mirrored to local storage too, so
 * the app keeps working on its own when the frame is unreachable.
 */
export class FrameAuthStorage implements AuthStorage {
  private readonly authOrigin: string;
  private readonly win: Window;
  private readonly fallback: AuthStorage;
  private readonly timeoutMs: number;
  private readonly frameFactory: () => Promise<Window | null>;
  private frame: Promise<Window | null> | null = null;
  private pending = new Map<string, (reply: FrameReply | null) => void>();
  private counter = 0;

  constructor(options: FrameAuthStorageOptions) {
    this.authOrigin = options.authOrigin;
    this.win = options.win ?? window;
    this.fallback = options.fallback ?? localAuthStorage();
    this.timeoutMs = options.timeoutMs ?? FRAME_MESSAGE_TIMEOUT_MS;
    this.frameFactory =
      options.frame ?? (() => hiddenFrame(this.win, `${this.authOrigin}${STORAGE_FRAME_PATH}`, 5000));
    this.win.addEventListener('message', this.onMessage);
  }

  /** Stops listening for replies. */
  dispose(): void {
    this.win.removeEventListener('message', this.onMessage);
  }

  private onMessage = (event: MessageEvent) => {
    if (event.origin !== this.authOrigin) return;
    const reply = event.data as FrameReply | null;
    if (!reply || typeof reply !== 'object' || typeof reply.id !== 'string') return;
    const resolve = this.pending.get(reply.id);
    if (!resolve) return;
    this.pending.delete(reply.id);
    resolve(reply);
  };

  /** One request to the frame; null when it did not answer in time or the frame is unavailable. */
  private async send(request: Omit<FrameRequest, 'id'>): Promise<FrameReply | null> {
    this.frame ??= this.frameFactory().catch(() => null);
    const target = await this.frame;
    if (!target) return null;
    const id = `${Date.now().toString(36)}-${++this.counter}`;
    return new Promise((resolve) => {
      const timer = this.win.setTimeout(() => {
        this.pending.delete(id);
        resolve(null);
      }, this.timeoutMs);
      this.pending.set(id, (reply) => {
        this.win.clearTimeout(timer);
        resolve(reply);
      });
      try {
        target.postMessage({ id, ...request }, this.authOrigin);
      } catch {
        this.win.clearTimeout(timer);
        this.pending.delete(id);
        resolve(null);
      }
    });
  }

  async get(key: string): Promise<string | null> {
    const reply = await this.send({ op: 'get', key });
    if (!reply?.ok) return this.fallback.get(key);
    const value = reply.value ?? null;
    if (value === null) await this.fallback.remove(key);
    else await this.fallback.set(key, value);
    return value;
  }

  async set(key: string, value: string): Promise<void> {
    await this.fallback.set(key, value);
    await this.send({ op: 'set', key, value });
  }

  async remove(key: string): Promise<void> {
    await this.fallback.remove(key);
    await this.send({ op: 'remove', key });
  }
}
