import {
  Agent as HttpAgent,
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  request as httpRequest,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';

/**
 * The fetch the gateway uses to call subgraphs: node's http client over a
 * pool of keep-alive connections per subgraph, the answer buffered once.
 * (Apollo's default, make-fetch-happen, goes through a retrying, caching
 * fetch stack built for package registries; for a loopback or in-cluster
 * GraphQL call it costs more than the call itself.)
 */

export type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;

export interface SubgraphFetcherOptions {
  /** Connections per subgraph at most (requests beyond wait for one). */
  maxSockets?: number;
  /**
   * An idle connection is closed after this long: shorter than the
   * subgraph's own keep-alive timeout (node's default is 5 s), so the
   * gateway is not the one writing into a connection being closed.
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
    /** Node's parsed headers: lower-case names. */
    readonly rawHeaders: IncomingHttpHeaders,
    private readonly body: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
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
    return new BufferedResponse(this.url, this.status, this.statusText, this.rawHeaders, this.body);
  }
}

/** A connection error of a pooled connection the subgraph closed while it sat idle: the request never reached it. */
const staleConnection = (req: ClientRequest, e: unknown): boolean =>
  req.reusedSocket && (e as NodeJS.ErrnoException).code === 'ECONNRESET';

interface Target {
  href: string;
  secure: boolean;
  options: { protocol: string; hostname: string; port: string; path: string };
}

export function subgraphFetcher(opts: SubgraphFetcherOptions = {}): SubgraphFetcher {
  const agentOptions = {
    keepAlive: true,
    maxSockets: opts.maxSockets ?? 64,
    timeout: opts.idleTimeoutMs ?? 4000,
  };
  const http = new HttpAgent(agentOptions);
  const https = new HttpsAgent(agentOptions);

  // The few subgraph URLs, parsed once.
  const targets = new Map<string, Target>();
  const target = (url: string): Target => {
    let t = targets.get(url);
    if (!t) {
      const u = new URL(url);
      t = {
        href: u.href,
        secure: u.protocol === 'https:',
        options: {
          protocol: u.protocol,
          hostname: u.hostname,
          port: u.port,
          path: `${u.pathname}${u.search}`,
        },
      };
      targets.set(url, t);
    }
    return t;
  };

  const send = (t: Target, init: FetcherRequestInit, retried: boolean): Promise<BufferedResponse> =>
    new Promise((resolve, reject) => {
      const body = init.body;
      const headers: Record<string, string | number> = { ...init.headers };
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      const options = {
        ...t.options,
        method: init.method ?? 'GET',
        headers,
        signal: init.signal as AbortSignal | undefined,
      };
      const onResponse = (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve(
            new BufferedResponse(
              t.href,
              res.statusCode ?? 0,
              res.statusMessage ?? '',
              res.headers,
              chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
            ),
          ),
        );
      };
      const req = t.secure
        ? httpsRequest({ ...options, agent: https }, onResponse)
        : httpRequest({ ...options, agent: http }, onResponse);
      req.on('error', (e) => {
        if (!retried && staleConnection(req, e)) send(t, init, true).then(resolve, reject);
        else reject(e);
      });
      req.end(body);
    });

  return {
    fetch: (url, init = {}) => send(target(url), init, false),
    post: (url, headers, body) => send(target(url), { method: 'POST', headers, body }, false),
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}
