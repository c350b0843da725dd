import { Agent as HttpAgent, ClientRequest, IncomingMessage, request as httpRequest } from 'node:http';
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
  fetch: Fetcher;
  /** Closes every pooled connection. */
  destroy(): void;
}

class BufferedResponse implements FetcherResponse {
  bodyUsed = false;
  readonly redirected = false;
  readonly ok: boolean;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly body: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
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
    return new BufferedResponse(this.url, this.status, this.statusText, this.headers, this.body);
  }
}

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** A connection error of a pooled connection the subgraph closed while it sat idle: the request never reached it. */
const staleConnection = (req: ClientRequest, e: unknown): boolean =>
  req.reusedSocket && (e as NodeJS.ErrnoException).code === 'ECONNRESET';

export function subgraphFetcher(opts: SubgraphFetcherOptions = {}): SubgraphFetcher {
  const agentOptions = {
    keepAlive: true,
    maxSockets: opts.maxSockets ?? 64,
    timeout: opts.idleTimeoutMs ?? 4000,
  };
  const http = new HttpAgent(agentOptions);
  const https = new HttpsAgent(agentOptions);

  const send = (url: URL, init: FetcherRequestInit, retried: boolean): Promise<FetcherResponse> =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const body = init.body;
      const headers: Record<string, string | number> = { ...init.headers };
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      const options = {
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
              url.href,
              res.statusCode ?? 0,
              res.statusMessage ?? '',
              headersOf(res),
              chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
            ),
          ),
        );
      };
      const req = secure
        ? httpsRequest(url, { ...options, agent: https }, onResponse)
        : httpRequest(url, { ...options, agent: http }, onResponse);
      req.on('error', (e) => {
        if (!retried && staleConnection(req, e)) send(url, init, true).then(resolve, reject);
        else reject(e);
      });
      req.end(body);
    });

  return {
    fetch: (url, init = {}) => send(new URL(url), init, false),
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}
