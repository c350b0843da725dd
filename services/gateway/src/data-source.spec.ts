import { Registry } from 'prom-client';
import { CacheHint, GatewayContext, SubgraphDataSource, cacheHint } from './data-source';
import { createMetrics } from './metrics';
import { BufferedResponse, SubgraphFetcher } from './subgraph-fetcher';

type ProcessOptions = Parameters<SubgraphDataSource['process']>[0];

describe('cacheHint', () => {
  it.each([
    [undefined, { maxAge: 0 }],
    ['no-store', { maxAge: 0 }],
    ['max-age=60', { maxAge: 60 }],
    ['public, max-age="30"', { maxAge: 30, scope: 'PUBLIC' }],
    ['private , max-age = 5', { maxAge: 5, scope: 'PRIVATE' }],
    ['max-age=60, max-age=x', { maxAge: 0 }],
    ['max-age=-1', { maxAge: 0 }],
    ['private="set-cookie"', { maxAge: 0 }],
    ['Max-Age=60', { maxAge: 0 }],
  ])('reads %p as Apollo does', (header, hint) => {
    expect(cacheHint(header)).toEqual(hint);
  });
});

describe('SubgraphDataSource with the subgraph fetcher', () => {
  const answer = (status: number, headers: Record<string, string>, body: string) =>
    new BufferedResponse('http://sub/graphql', status, 'Why', headers, [Buffer.from(body)]);

  const setup = (response: BufferedResponse) => {
    const posted: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    const client: SubgraphFetcher = {
      fetch: () => Promise.reject(new Error('not used')),
      post: async (url, headers, body) => {
        posted.push({ url, headers, body });
        return response;
      },
      destroy: () => undefined,
    };
    const metrics = createMetrics(new Registry());
    const source = new SubgraphDataSource('people', 'http://sub/graphql', metrics, client);
    const hints: CacheHint[] = [];
    const context: GatewayContext = {
      actorToken: 'signed',
      requestId: 'req-1',
      receivedAt: 1_800_000_000_123,
      operationName: 'Op',
    };
    const options = {
      kind: 'incoming operation', // GraphQLDataSourceRequestKind.INCOMING_OPERATION (not exported)
      request: { query: '{ me { id } }', variables: { a: 1 }, operationName: 'Op' },
      context,
      incomingRequestContext: { overallCachePolicy: { restrict: (h: CacheHint) => hints.push(h) } },
      pathInIncomingRequest: [],
      document: undefined,
    } as unknown as ProcessOptions;
    return { source, options, posted, hints, metrics };
  };

  it('posts the operation with the actor token, request id and time received, and returns its data with the cache hint', async () => {
    const { source, options, posted, hints } = setup(
      answer(
        200,
        { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        '{"data":{"me":{"id":"1"}}}',
      ),
    );
    const response = await source.process(options);
    expect(response.data).toEqual({ me: { id: '1' } });
    expect(response.http?.headers.get('Cache-Control')).toBe('no-store');
    expect(posted).toEqual([
      {
        url: 'http://sub/graphql',
        headers: {
          'content-type': 'application/json',
          'x-actor-token': 'signed',
          'x-request-id': 'req-1',
          'x-received-at': '1800000000123',
        },
        body: '{"query":"{ me { id } }","variables":{"a":1},"operationName":"Op"}',
      },
    ]);
    expect(hints).toEqual([{ maxAge: 0 }]);
  });

  it('turns an HTTP error into a GraphQL error with the status and counts it', async () => {
    const { source, options, metrics } = setup(
      answer(503, { 'content-type': 'application/json' }, '{"message":"down"}'),
    );
    await expect(source.process(options)).rejects.toMatchObject({
      message: '503: Why',
      extensions: { response: { status: 503, body: { message: 'down' } } },
    });
    const errors = await metrics.subgraphErrors.get();
    expect(errors.values).toEqual([expect.objectContaining({ labels: { subgraph: 'people' }, value: 1 })]);
  });

  it('refuses an answer that is not a JSON object', async () => {
    const { source, options } = setup(answer(200, { 'content-type': 'text/plain' }, 'hello'));
    await expect(source.process(options)).rejects.toThrow('Expected JSON response body, but received: hello');
  });
});
