import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { Type } from '@nestjs/common';
import { GraphQLScalarType } from 'graphql';
import { formatGraphqlError } from './errors';
import { withPlainPropertyFields } from './plain-fields';

export interface SubgraphGraphqlOptions {
  /** Builds the per-request context (the actor, verified). */
  context: (args: { req: unknown; res: unknown }) => unknown;
  production: boolean;
  /** Custom scalars (e.g. SanitizedHTML, Secret): the subgraph schema is rebuilt from SDL, so they are passed as resolvers. */
  scalars?: Record<string, GraphQLScalarType>;
  /** Types no field returns but the schema must declare (an entity of another subgraph extended here). */
  orphanedTypes?: Type[];
}

/** GraphQL settings shared by every subgraph: federation 2, code-first, sorted SDL. */
export function subgraphGraphqlConfig(opts: SubgraphGraphqlOptions): ApolloFederationDriverConfig {
  return {
    driver: ApolloFederationDriver,
    autoSchemaFile: { federation: 2 },
    sortSchema: true,
    path: '/graphql',
    playground: false,
    introspection: !opts.production,
    // No "Did you mean …" naming schema fields in production errors.
    hideSchemaDetailsFromClientErrors: opts.production,
    csrfPrevention: false,
    context: opts.context,
    resolvers: { ...(opts.scalars ?? {}) },
    buildSchemaOptions: { orphanedTypes: opts.orphanedTypes ?? [] },
    transformSchema: withPlainPropertyFields,
    formatError: (formatted, error) => formatGraphqlError(formatted, error),
  };
}

/**
 * The subgraph's SDL as the gateway composes it (with the federation
 * directives), printed from the running schema; written to schema.gql.
 */
export { printSubgraphSchema } from '@apollo/subgraph';
