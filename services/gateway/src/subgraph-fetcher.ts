import { STATUS_CODES } from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { Agent, Dispatcher } from 'undici';

/**
 * The fetch the gateway uses to call subgraphs: undici's HTTP/1.1 client
 * over a pool of keep-alive connections per subgraph, driven through its
 * dispatch interface so that an answer is read straight into one buffer
 * (no request, response or stream objects around it). Apollo's default,
 * make-fetch-happen, goes through a retrying, caching fetch stack built for
 * package registries, and node's own http client builds a ClientRequest,
 * an IncomingMessage and their streams for every call: for a loopback or
 * in-cluster GraphQL call either costs more than the call itself.
 *
 * A kept connection is used again only once pending input on it has been
 * read, so one the subgraph closed while it sat idle is dropped and the
 * request goes out on a new one. A request whose connection fails after it
 * was written is not sent again: the subgraph may have run it.
 */

export type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;
type HeaderValues = Record<string, string | string[] | undefined>;

export interface SubgraphFetcherOptions {
  /** Connections per subgraph at most (requests beyond wait for one). */
  maxSockets?: number;
  /**
   * An idle connection is closed after this long when the subgraph does not
   * say how long it keeps one (its Keep-Alive header; then 2 s before that):
   * shorter than node's default keep-alive timeout (5 s), so the gateway is
   * not the one writing into a connection being closed.
   */
  idleTimeoutMs?: number;
}

export interface SubgraphFetcher {
  /** Apollo's fetcher interface (RemoteGraphQLDataSource), for calls the data source does not make itself. */
  fetch: Fetcher;
  /** One POST, the answer buffered: what SubgraphDataSource sends every operation with. */
  post(url: string, headers: Record<string, string>, body: string): Promise<BufferedResponse>;
  /** Closes every pooled connection. */
  destroy(): void;
}

/** A subgraph's answer, read whole; its headers become a fetch Headers only when asked for. */
export class BufferedResponse implements FetcherResponse {
  bodyUsed = false;
  readonly redirected = false;
  readonly ok: boolean;
  private headerList: Headers | null = null;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    /** Lower-case names. */
    readonly rawHeaders: HeaderValues,
    /** The body in the chunks it came in (joined only when read whole). */
    readonly parts: readonly Buffer[],
  ) {
    this.ok = status >= 200 && status < 300;
  }

  private joined: Buffer | null = null;

  /** The body in one buffer (its chunks joined on the first read). */
  private get body(): Buffer {
    return (this.joined ??= this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts));
  }

  get headers(): Headers {
    if (!this.headerList) {
      this.headerList = new Headers();
      for (const [name, value] of Object.entries(this.rawHeaders)) {
        for (const v of Array.isArray(value) ? value : [value ?? '']) this.headerList.append(name, v);
      }
    }
    return this.headerList;
  }

  /** A header by its lower-case name, without building `headers`. */
  header(name: string): string | undefined {
    const v = this.rawHeaders[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    this.bodyUsed = true;
    const out = new ArrayBuffer(this.body.byteLength);
    new Uint8Array(out).set(this.body);
    return out;
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  clone(): FetcherResponse {
    return new BufferedResponse(this.url, this.status, this.statusText, this.rawHeaders, this.parts);
  }
}

interface Target {
  href: string;
  origin: string;
  path: string;
}

interface Call {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  signal?: AbortSignal;
}

/** Reads one answer into a BufferedResponse. */
function answerHandler(
  t: Target,
  signal: AbortSignal | undefined,
  resolve: (r: BufferedResponse) => void,
  reject: (e: unknown) => void,
): Dispatcher.DispatchHandler {
  const chunks: Buffer[] = [];
  let status = 0;
  let statusText = '';
  let headers: HeaderValues = {};
  return {
    onRequestStart(controller) {
      if (!signal) return;
      if (signal.aborted) controller.abort(signal.reason as Error);
      else signal.addEventListener('abort', () => controller.abort(signal.reason as Error), { once: true });
    },
    onResponseStart(_controller, statusCode, responseHeaders, statusMessage) {
      status = statusCode;
      statusText = statusMessage || STATUS_CODES[statusCode] || '';
      headers = responseHeaders;
    },
    onResponseData(_controller, chunk) {
      chunks.push(chunk);
    },
    onResponseEnd() {
      resolve(new BufferedResponse(t.href, status, statusText, headers, chunks));
    },
    onResponseError(_controller, error) {
      reject(error);
    },
  };
}

export function subgraphFetcher(opts: SubgraphFetcherOptions = {}): SubgraphFetcher {
  const agent = new Agent({
    connections: opts.maxSockets ?? 64,
    keepAliveTimeout: opts.idleTimeoutMs ?? 4000,
  });

  // The few subgraph URLs, parsed once.
  const targets = new Map<string, Target>();
  const target = (url: string): Target => {
    let t = targets.get(url);
    if (!t) {
      const u = new URL(url);
      t = { href: u.href, origin: u.origin, path: `${u.pathname}${u.search}` };
      targets.set(url, t);
    }
    return t;
  };

  const send = (t: Target, call: Call): Promise<BufferedResponse> =>
    new Promise((resolve, reject) => {
      const { method, headers, body, signal } = call;
      agent.dispatch(
        { origin: t.origin, path: t.path, method: method as Dispatcher.HttpMethod, headers, body },
        answerHandler(t, signal, resolve, reject),
      );
    });

  return {
    fetch: (url, init: FetcherRequestInit = {}) =>
      send(target(url), {
        method: init.method ?? 'GET',
        headers: { ...init.headers },
        body: init.body,
        signal: init.signal as AbortSignal | undefined,
      }),
    post: (url, headers, body) => send(target(url), { method: 'POST', headers, body }),
    destroy() {
      void agent.destroy();
    },
  };
}
