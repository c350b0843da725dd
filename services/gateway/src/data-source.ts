import { GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ACTOR_HEADER, PLAIN_ANSWER_HEADER, RECEIVED_AT_HEADER, REQUEST_ID_HEADER } from '@tempo/contracts';
import { GatewayMetrics } from './metrics';
import type { BufferedResponse, SubgraphFetcher } from './subgraph-fetcher';

type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;
type ProcessOptions = GraphQLDataSourceProcessOptions<GatewayContext>;

/** What the gateway's request pipeline hands to the data sources. */
export interface GatewayContext {
  /** The signed actor token (see @tempo/auth signActorToken). */
  actorToken: string;
  requestId: string;
  /** When the client's request was received (epoch milliseconds). */
  receivedAt?: number;
  operationName: string | null;
  /** Run with the response data once it is known (e.g. a successful sign-in clears its failed attempts). */
  afterResponse?: (data: Record<string, unknown> | null | undefined) => Promise<void>;
  /**
   * A subgraph's answer already fetched for this request (direct-route.ts),
   * which Apollo reads instead of sending the fetch again: an operation
   * never runs twice.
   */
  prefetched?: Prefetched;
}

/** A fetch sent ahead of Apollo: its answer, or the error sending it threw. */
export interface Prefetched {
  subgraph: string;
  query: string;
  answer: BufferedResponse | { failure: unknown };
}

/** The payload of one fetch. */
export interface FetchPayload {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const JSON_TYPES = ['application/json', 'application/graphql-response+json'];

export interface CacheHint {
  maxAge: number;
  scope?: 'PRIVATE' | 'PUBLIC';
}

/**
 * The hint of a subgraph's Cache-Control header, read as
 * RemoteGraphQLDataSource reads it: directives as written (the last of a
 * name wins, quotes dropped), max-age 0 unless given in digits, private or
 * public without a value.
 */
export function cacheHint(header: string | undefined): CacheHint {
  const directives = new Map<string, string | true>();
  if (header) {
    for (const part of header.trim().split(/\s*,\s*/)) {
      const [name, value] = part.split(/\s*=\s*/, 2);
      directives.set(name, value === undefined ? true : value.replace(/^"|"$/g, ''));
    }
  }
  const maxAge = directives.get('max-age');
  const hint: CacheHint = { maxAge: typeof maxAge === 'string' && /^[0-9]+$/.test(maxAge) ? +maxAge : 0 };
  if (directives.get('private') === true) hint.scope = 'PRIVATE';
  if (directives.get('public') === true) hint.scope = 'PUBLIC';
  return hint;
}

const isJson = (answer: BufferedResponse): boolean => {
  const type = answer.header('content-type');
  return !!type && JSON_TYPES.some((t) => type.startsWith(t));
};

/** A subgraph answer the gateway may return as it came, and its data, read only when asked for. */
export interface PlainAnswer {
  data(): Promise<Record<string, unknown> | null>;
}

const parsedData = async (answer: BufferedResponse): Promise<Record<string, unknown> | null> => {
  let body: unknown;
  try {
    body = await answer.clone().json();
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const keys = Object.keys(body);
  const data = (body as { data?: unknown }).data;
  return keys.length === 1 && keys[0] === 'data' && data && typeof data === 'object'
    ? (data as Record<string, unknown>)
    : null;
};

/**
 * Whether a subgraph answer may be returned as it came: 2xx, JSON, no cache
 * hint, and nothing but an object under `data` (no errors, no extensions).
 * An answer our subgraphs mark plain (PLAIN_ANSWER_HEADER) is not parsed to
 * find out; any other is. Null otherwise: Apollo then reads the answer.
 */
export async function plainAnswer(answer: BufferedResponse): Promise<PlainAnswer | null> {
  if (!answer.ok || !isJson(answer) || cacheHint(answer.header('cache-control')).maxAge > 0) return null;
  if (answer.header(PLAIN_ANSWER_HEADER) === '1') {
    let read: Promise<Record<string, unknown> | null> | undefined;
    return { data: () => (read ??= parsedData(answer)) };
  }
  const data = await parsedData(answer);
  return data ? { data: async () => data } : null;
}

/**
 * A subgraph: forwards the signed actor and the request id (never anything
 * the client sent) and records per-subgraph metrics. With `client`
 * (subgraph-fetcher.ts, as in the app) the operations of client requests
 * are posted by `call` below; anything else, or without it, goes through
 * Apollo's own process and default fetch.
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    readonly name: string,
    url: string,
    private readonly metrics: GatewayMetrics,
    readonly client?: SubgraphFetcher,
  ) {
    super(client ? { url, fetcher: client.fetch } : { url });
  }

  override willSendRequest(options: ProcessOptions): void {
    const headers = options.request.http?.headers;
    if (!headers) return;
    const ctx = options.context as Partial<GatewayContext>;
    if (ctx.actorToken) headers.set(ACTOR_HEADER, ctx.actorToken);
    if (ctx.requestId) headers.set(REQUEST_ID_HEADER, ctx.requestId);
    if (ctx.receivedAt !== undefined) headers.set(RECEIVED_AT_HEADER, String(ctx.receivedAt));
  }

  override async process(options: ProcessOptions): Promise<SubgraphResponse> {
    // Health checks and schema loading carry no incoming request: no metrics for them.
    if (!('incomingRequestContext' in options)) return super.process(options);
    const ctx = options.context as Partial<GatewayContext>;
    const prefetched = ctx.prefetched;
    let response: SubgraphResponse;
    if (prefetched) {
      if (prefetched.subgraph !== this.name || prefetched.query !== options.request.query)
        throw new Error(`the answer fetched ahead is not for this fetch of ${this.name}`);
      ctx.prefetched = undefined;
      if ('failure' in prefetched.answer) throw prefetched.answer.failure;
      response = await this.read(prefetched.answer, options);
    } else if (this.client) {
      const { query, operationName, variables, http } = options.request;
      if (!query) throw new Error('Missing query');
      const answer = await this.send({ query, operationName, variables }, ctx, http?.headers);
      response = await this.read(answer, options);
    } else {
      response = await this.measured(ctx, () => super.process(options));
    }
    if (response.errors?.length) this.metrics.subgraphErrors.inc({ subgraph: this.name });
    return response;
  }

  /**
   * Posts one fetch of a client request, with the signed actor, the
   * request id and when it was received after any headers Apollo set for it (what
   * RemoteGraphQLDataSource.process sends, without
   * persisted queries, which the gateway does not use), counted in the
   * subgraph metrics. The answer is buffered.
   */
  async send(
    payload: FetchPayload,
    ctx: Partial<GatewayContext>,
    extraHeaders: Iterable<[string, string]> = [],
  ): Promise<BufferedResponse> {
    const client = this.client;
    if (!client) throw new Error(`${this.name} has no subgraph client`);
    const headers: Record<string, string> = {};
    for (const [name, value] of extraHeaders) headers[name] = value;
    headers['content-type'] = 'application/json';
    if (ctx.actorToken) headers[ACTOR_HEADER] = ctx.actorToken;
    if (ctx.requestId) headers[REQUEST_ID_HEADER] = ctx.requestId;
    if (ctx.receivedAt !== undefined) headers[RECEIVED_AT_HEADER] = String(ctx.receivedAt);
    const { query, operationName, variables } = payload;
    return this.measured(ctx, () =>
      client.post(this.url, headers, JSON.stringify({ query, variables, operationName })),
    );
  }

  private async measured<T>(ctx: Partial<GatewayContext>, call: () => Promise<T>): Promise<T> {
    const operation = this.metrics.operation(ctx.operationName);
    this.metrics.subgraphRequests.inc({ subgraph: this.name, operation });
    const stop = this.metrics.subgraphDuration.startTimer({ subgraph: this.name });
    try {
      return await call();
    } catch (e) {
      this.metrics.subgraphErrors.inc({ subgraph: this.name });
      throw e;
    } finally {
      stop();
    }
  }

  /** A buffered answer as RemoteGraphQLDataSource reads one: the same errors and cache hint; a failure counted. */
  private async read(answer: BufferedResponse, options: ProcessOptions): Promise<SubgraphResponse> {
    let body: unknown;
    try {
      if (!answer.ok) throw await this.errorFromResponse(answer);
      body = isJson(answer) ? await answer.json() : await answer.text();
      if (body === null || typeof body !== 'object')
        throw new Error(`Expected JSON response body, but received: ${String(body)}`);
    } catch (e) {
      this.metrics.subgraphErrors.inc({ subgraph: this.name });
      throw e;
    }
    const policy =
      'incomingRequestContext' in options ? options.incomingRequestContext.overallCachePolicy : null;
    if (this.honorSubgraphCacheControlHeader && policy && 'restrict' in policy)
      policy.restrict(cacheHint(answer.header('cache-control')));
    // A fresh object parsed for this call: completed in place, not copied.
    const response = body as SubgraphResponse;
    response.http = answer;
    return response;
  }
}
