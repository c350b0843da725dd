import { ApolloServerPlugin, HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type FormattedExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { enumsAreNamed, wireFault } from './plain-leaves';

/** A compiled plan, and whether it sends leaves as the resolvers gave them (plain leaves). */
interface Plan {
  compiled: CompiledQuery;
  plain: boolean;
}

/** The compiled plans of one schema: by document (the parsed documents Apollo keeps), then operation name. */
type Plans = WeakMap<DocumentNode, Map<string, Plan | null>>;

export interface CompiledQueriesOptions {
  /**
   * Root query fields whose resolvers give every built-in scalar and enum in its wire form (plain-leaves.ts):
   * an operation made of these fields only is compiled without leaf serialization, which otherwise costs
   * every leaf of every item of a large list (a month of the calendar) a call and two arrays.
   */
  plainLeafFields?: readonly string[];
  /**
   * Checks every plain answer's leaves before it is sent, and fails the request naming the first that is
   * not in its wire form (development and tests: a resolver that breaks the promise is found by any test
   * that reads it).
   */
  checkPlainLeaves?: boolean;
}

/** A single answer of the plugin, with Apollo's own status and headers. */
const answer = (singleResult: FormattedExecutionResult) => ({
  http: { status: undefined, headers: new HeaderMap() },
  body: { kind: 'single' as const, singleResult },
});

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
export function compiledQueriesPlugin(options: CompiledQueriesOptions = {}): ApolloServerPlugin {
  const bySchema = new WeakMap<GraphQLSchema, Plans>();
  const plainFields = new Set(options.plainLeafFields ?? []);
  const namedEnums = new WeakMap<GraphQLSchema, boolean>();

  /** Whether an operation may be answered with plain leaves: only listed root fields, no renamed enum values. */
  const plainFor = (schema: GraphQLSchema, operation: OperationDefinitionNode): boolean => {
    if (!plainFields.size) return false;
    let named = namedEnums.get(schema);
    if (named === undefined) namedEnums.set(schema, (named = enumsAreNamed(schema)));
    return (
      named &&
      operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || plainFields.has(s.name.value)),
      )
    );
  };

  const planOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    name: string | null,
  ): Plan | null => {
    let plans = bySchema.get(schema);
    if (!plans) bySchema.set(schema, (plans = new WeakMap()));
    let named = plans.get(document);
    if (!named) plans.set(document, (named = new Map()));
    const key = name ?? '';
    if (!named.has(key)) {
      const plain = plainFor(schema, operation);
      const compiled = compileQuery(schema, document, name ?? undefined, {
        disableLeafSerialization: plain,
      });
      named.set(key, isCompiledQuery(compiled) ? { compiled, plain } : null);
    }
    return named.get(key) ?? null;
  };

  /** The first leaf of a plain answer not in its wire form (checkPlainLeaves), or null. */
  const plainFault = (
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    data: unknown,
  ): string | null => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    return wireFault(
      schema,
      schema.getQueryType()!,
      data,
      { set: operation.selectionSet, fragments },
      'data',
    );
  };

  return {
    async requestDidStart() {
      return {
        async responseForOperation({ schema, document, operation, operationName, contextValue, request }) {
          if (!operation || operation.operation !== 'query' || introspects(operation)) return null;
          const plan = planOf(schema, document, operation, operationName ?? null);
          if (!plan) return null;
          const result = await plan.compiled.query(undefined, contextValue, request.variables ?? {});
          if (result.errors?.length || result.data === undefined) return null;
          const fault =
            plan.plain && options.checkPlainLeaves
              ? plainFault(schema, document, operation, result.data)
              : null;
          return answer(
            fault
              ? {
                  errors: [
                    {
                      message: `plain leaves: ${fault} (plainLeafFields promises wire forms)`,
                      extensions: { code: 'INTERNAL_SERVER_ERROR' },
                    },
                  ],
                }
              : { data: result.data },
          );
        },
      };
    },
  };
}
