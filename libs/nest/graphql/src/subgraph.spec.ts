import { subgraphGraphqlConfig } from './subgraph';

describe('subgraph GraphQL config', () => {
  const config = (production: boolean) => subgraphGraphqlConfig({ production, context: () => ({}) });

  it('hides schema details ("Did you mean …") and introspection in production', () => {
    expect(config(true)).toMatchObject({ hideSchemaDetailsFromClientErrors: true, introspection: false });
  });

  it('keeps them for development', () => {
    expect(config(false)).toMatchObject({ hideSchemaDetailsFromClientErrors: false, introspection: true });
  });
});
