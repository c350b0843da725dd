import { ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/** The compiled plans of one schema: by document (the parsed documents Apollo keeps), then operation name. */
type Plans = WeakMap<DocumentNode, Map<string, CompiledQuery | null>>;

/** Root fields left to graphql-js: introspection (the composition's and tools' rare questions). */
const INTROSPECTION = new Set(['__schema', '__type']);

const introspects = (operation: OperationDefinitionNode): boolean =>
  operation.selectionSet.selections.some((s) => s.kind === 'Field' && INTROSPECTION.has(s.name.value));

/**
 * Answers queries with plans compiled once per document (graphql-jit) instead of graphql-js's generic
 * walk, which builds a resolve-info object, reads arguments and checks the type for every field of every
 * item: in an answer of thousands of records (a month of availabilities) that walk is most of the time
 * and most of the garbage.
 *
 * Only what the compiled plan answers without errors is sent. Mutations, introspection, documents the
 * compiler refuses, and any query whose compiled run meets an error are answered by Apollo's own
 * execution as before, so errors keep their one formatting (formatError, status codes, didEncounterErrors)
 * and a query's error answer is the same either way. Queries only read, so running one again after an
 * error changes nothing.
 */
export function compiledQueriesPlugin(): ApolloServerPlugin {
  const bySchema = new WeakMap<GraphQLSchema, Plans>();

  const planOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    name: string | null,
  ): CompiledQuery | null => {
    let plans = bySchema.get(schema);
    if (!plans) bySchema.set(schema, (plans = new WeakMap()));
    let named = plans.get(document);
    if (!named) plans.set(document, (named = new Map()));
    const key = name ?? '';
    if (!named.has(key)) {
      const compiled = compileQuery(schema, document, name ?? undefined);
      named.set(key, isCompiledQuery(compiled) ? compiled : null);
    }
    return named.get(key) ?? null;
  };

  return {
    async requestDidStart() {
      return {
        async responseForOperation({ schema, document, operation, operationName, contextValue, request }) {
          if (!operation || operation.operation !== 'query' || introspects(operation)) return null;
          const plan = planOf(schema, document, operationName ?? null);
          if (!plan) return null;
          const result = await plan.query(undefined, contextValue, request.variables ?? {});
          if (result.errors?.length || result.data === undefined) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data: result.data } },
          };
        },
      };
    },
  };
}
