import { ApolloServer } from '@apollo/server';
import { processRegistry } from '@tempo/metrics';
import { clientOperationName, operationMetricsPlugin } from './operation-metrics';

describe('clientOperationName', () => {
  it("drops the gateway's fetch suffix for this subgraph only", () => {
    expect(clientOperationName('BusinessQuery__identity__0', 'identity')).toBe('BusinessQuery');
    expect(clientOperationName('BusinessQuery__identity__12', 'identity')).toBe('BusinessQuery');
    expect(clientOperationName('BusinessQuery__people__0', 'identity')).toBe('BusinessQuery__people__0');
    expect(clientOperationName('PersonQuery', 'people')).toBe('PersonQuery');
    expect(clientOperationName(null, 'people')).toBeNull();
  });
});

describe('operationMetricsPlugin', () => {
  it('counts operations by outcome and observes their duration', async () => {
    const registry = processRegistry({ app: 'people', role: 'api' }, false);
    const server = new ApolloServer({
      typeDefs: 'type Query { hello: String, broken: String }',
      resolvers: {
        Query: {
          hello: () => 'hi',
          broken: () => {
            throw new Error('no');
          },
        },
      },
      plugins: [operationMetricsPlugin(registry, 'people')],
    });
    await server.start();
    expect(await registry.metrics()).toContain('# TYPE subgraph_operations_total counter');
    await server.executeOperation({ query: 'query Hello__people__0 { hello }' });
    await server.executeOperation({ query: 'query Hello { hello }' });
    await server.executeOperation({ query: 'query Broken { broken }' });
    await server.executeOperation({ query: '{ nope }' });
    await server.stop();
    const text = await registry.metrics();
    expect(text).toContain(
      'subgraph_operations_total{operation="Hello",outcome="ok",app="people",role="api"} 2',
    );
    expect(text).toContain(
      'subgraph_operations_total{operation="Broken",outcome="error",app="people",role="api"} 1',
    );
    expect(text).toContain(
      'subgraph_operations_total{operation="anonymous",outcome="error",app="people",role="api"} 1',
    );
    expect(text).toContain(
      'subgraph_operation_duration_seconds_count{app="people",role="api",operation="Hello"} 2',
    );
  });
});
