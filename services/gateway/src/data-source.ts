import { GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ACTOR_HEADER, REQUEST_ID_HEADER } from '@tempo/contracts';
import { GatewayMetrics } from './metrics';
import type { Fetcher } from './subgraph-fetcher';

type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;

/** What the gateway's request pipeline hands to the data sources. */
export interface GatewayContext {
  /** The signed actor token (see @tempo/auth signActorToken). */
  actorToken: string;
  requestId: string;
  operationName: string | null;
  /** Run with the response data once it is known (e.g. a successful sign-in clears its failed attempts). */
  afterResponse?: (data: Record<string, unknown> | null | undefined) => Promise<void>;
}

/**
 * A subgraph: forwards the signed actor and the request id (never anything
 * the client sent) and records per-subgraph metrics. `fetcher` is how it is
 * called (subgraph-fetcher.ts in the app; Apollo's default otherwise).
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    readonly name: string,
    url: string,
    private readonly metrics: GatewayMetrics,
    fetcher?: Fetcher,
  ) {
    super(fetcher ? { url, fetcher } : { url });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = options.request.http?.headers;
    if (!headers) return;
    const ctx = options.context as Partial<GatewayContext>;
    if (ctx.actorToken) headers.set(ACTOR_HEADER, ctx.actorToken);
    if (ctx.requestId) headers.set(REQUEST_ID_HEADER, ctx.requestId);
  }

  override async process(
    options: GraphQLDataSourceProcessOptions<GatewayContext>,
  ): Promise<SubgraphResponse> {
    // Health checks and schema loading carry no incoming request: no metrics for them.
    if (!('incomingRequestContext' in options)) return super.process(options);
    const operation = this.metrics.operation((options.context as Partial<GatewayContext>).operationName);
    this.metrics.subgraphRequests.inc({ subgraph: this.name, operation });
    const stop = this.metrics.subgraphDuration.startTimer({ subgraph: this.name });
    try {
      const response = await super.process(options);
      if (response.errors?.length) this.metrics.subgraphErrors.inc({ subgraph: this.name });
      return response;
    } catch (e) {
      this.metrics.subgraphErrors.inc({ subgraph: this.name });
      throw e;
    } finally {
      stop();
    }
  }
}
