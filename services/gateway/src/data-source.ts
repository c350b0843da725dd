import { GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ACTOR_HEADER, REQUEST_ID_HEADER } from '@tempo/contracts';
import { GatewayMetrics } from './metrics';
import type { SubgraphFetcher } from './subgraph-fetcher';

type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;
type ProcessOptions = GraphQLDataSourceProcessOptions<GatewayContext>;
type OperationOptions = Extract<ProcessOptions, { incomingRequestContext: unknown }>;

/** What the gateway's request pipeline hands to the data sources. */
export interface GatewayContext {
  /** The signed actor token (see @tempo/auth signActorToken). */
  actorToken: string;
  requestId: string;
  operationName: string | null;
  /** Run with the response data once it is known (e.g. a successful sign-in clears its failed attempts). */
  afterResponse?: (data: Record<string, unknown> | null | undefined) => Promise<void>;
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
    private readonly client?: SubgraphFetcher,
  ) {
    super(client ? { url, fetcher: client.fetch } : { url });
  }

  override willSendRequest(options: ProcessOptions): void {
    const headers = options.request.http?.headers;
    if (!headers) return;
    const ctx = options.context as Partial<GatewayContext>;
    if (ctx.actorToken) headers.set(ACTOR_HEADER, ctx.actorToken);
    if (ctx.requestId) headers.set(REQUEST_ID_HEADER, ctx.requestId);
  }

  override async process(options: ProcessOptions): Promise<SubgraphResponse> {
    // Health checks and schema loading carry no incoming request: no metrics for them.
    if (!('incomingRequestContext' in options)) return super.process(options);
    const operation = this.metrics.operation((options.context as Partial<GatewayContext>).operationName);
    this.metrics.subgraphRequests.inc({ subgraph: this.name, operation });
    const stop = this.metrics.subgraphDuration.startTimer({ subgraph: this.name });
    try {
      const response = this.client ? await this.call(options, this.client) : await super.process(options);
      if (response.errors?.length) this.metrics.subgraphErrors.inc({ subgraph: this.name });
      return response;
    } catch (e) {
      this.metrics.subgraphErrors.inc({ subgraph: this.name });
      throw e;
    } finally {
      stop();
    }
  }

  /**
   * What RemoteGraphQLDataSource.process does for an operation (without
   * persisted queries, which the gateway does not use), with plain headers
   * and the buffered answer instead of fetch API objects built and dropped
   * on every call: the same body, headers, errors and cache hint.
   */
  private async call(options: OperationOptions, client: SubgraphFetcher): Promise<SubgraphResponse> {
    const { http, ...payload } = options.request;
    if (!payload.query) throw new Error('Missing query');
    const headers: Record<string, string> = {};
    for (const [name, value] of http?.headers ?? []) headers[name] = value;
    headers['content-type'] = 'application/json';
    const ctx = options.context as Partial<GatewayContext>;
    if (ctx.actorToken) headers[ACTOR_HEADER] = ctx.actorToken;
    if (ctx.requestId) headers[REQUEST_ID_HEADER] = ctx.requestId;

    const answer = await client.post(this.url, headers, JSON.stringify(payload));
    if (!answer.ok) throw await this.errorFromResponse(answer);
    const type = answer.header('content-type');
    const body: unknown =
      type && JSON_TYPES.some((t) => type.startsWith(t)) ? await answer.json() : await answer.text();
    if (body === null || typeof body !== 'object')
      throw new Error(`Expected JSON response body, but received: ${String(body)}`);
    const policy = options.incomingRequestContext.overallCachePolicy;
    if (this.honorSubgraphCacheControlHeader && policy && 'restrict' in policy)
      policy.restrict(cacheHint(answer.header('cache-control')));
    // A fresh object parsed for this call: completed in place, not copied.
    const response = body as SubgraphResponse;
    response.http = answer;
    return response;
  }
}
