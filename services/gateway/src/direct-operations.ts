import { Supergraph, operationFromDocument } from '@apollo/federation-internals';
import { FetchNode, QueryPlanner } from '@apollo/query-planner';
import {
  DocumentNode,
  GraphQLError,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  SelectionNode,
  ValidationRule,
  getOperationAST,
  parse,
  print,
  specifiedRules,
  stripIgnoredCharacters,
  validate,
  visit,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';

/**
 * Operations that one subgraph answers whole, in one fetch of exactly the
 * client's selections: the gateway may send them straight to that subgraph
 * and return its data as it came (direct-route.ts), since Apollo's plan,
 * execution and result shaping would reproduce it unchanged. Everything
 * else (several subgraphs, entity joins, fragments the planner rewrites,
 * a `__typename` the planner adds, introspection, subscriptions, invalid
 * documents) takes Apollo's path. A `__typename` the client asks for (the
 * web app asks one in every selection set) is answered directly.
 */
export interface DirectOperation {
  subgraph: string;
  /** The operation sent to the subgraph (the query planner's fetch, its __typename fields where the client has them). */
  query: string;
  /**
   * The query planner's fetch as Apollo sends it: an answer handed over to Apollo (direct-route.ts) is for
   * this fetch, whatever order `query` asked its __typename fields in.
   */
  plannedQuery: string;
  operationName?: string;
  /** The variables the fetch uses (the others are not sent, as Apollo does). */
  variableNames: readonly string[];
  /** The client's operation, for variable coercion. */
  operation: OperationDefinitionNode;
}

/** Why an operation takes Apollo's path (for tests and debugging). */
export type Refusal =
  | 'unparsable'
  | 'invalid'
  | 'no-operation'
  | 'subscription'
  | 'introspection'
  | 'not-one-fetch'
  | 'rewritten';

export type Decision = DirectOperation | { refused: Refusal };

const isDirect = (d: Decision): d is DirectOperation => !('refused' in d);

/** The operation with every selection set's __typename fields first (the query planner's order). */
const typenameFirst = (op: OperationDefinitionNode): OperationDefinitionNode =>
  visit(op, {
    SelectionSet(node) {
      const isTypename = (sel: SelectionNode) =>
        sel.kind === Kind.FIELD && sel.name.value === '__typename' && !sel.alias;
      const first = node.selections.filter(isTypename);
      if (first.length === 0) return undefined;
      return { ...node, selections: [...first, ...node.selections.filter((sel) => !isTypename(sel))] };
    },
  });

/** Selections as graphql-js prints them, whatever the spacing of the source. */
const printed = (op: OperationDefinitionNode): string => print(op.selectionSet);

function usesIntrospection(op: OperationDefinitionNode): boolean {
  let found = false;
  visit(op, {
    Field(node) {
      if (node.name.value.startsWith('__') && node.name.value !== '__typename') found = true;
    },
  });
  return found;
}

export class DirectOperations {
  private readonly planner: QueryPlanner;
  private readonly api: ReturnType<Supergraph['apiSchema']>;
  /** The API schema as graphql-js sees it (validation, variable coercion). */
  readonly schema: GraphQLSchema;
  private readonly decided = new Map<string, Decision>();

  constructor(
    supergraphSdl: string,
    private readonly rules: readonly ValidationRule[],
    private readonly maxEntries = 1000,
  ) {
    const supergraph = Supergraph.build(supergraphSdl);
    this.planner = new QueryPlanner(supergraph);
    this.api = supergraph.apiSchema();
    this.schema = this.api.toGraphQLJSSchema();
  }

  /** The direct form of an operation, or why it has none (decided once per document and name). */
  decide(query: string, operationName: string | undefined): Decision {
    const key = `${operationName ?? ''}\n${query}`;
    let decision = this.decided.get(key);
    if (!decision) {
      decision = this.plan(query, operationName);
      if (this.decided.size >= this.maxEntries) {
        const oldest = this.decided.keys().next();
        if (!oldest.done) this.decided.delete(oldest.value);
      }
      this.decided.set(key, decision);
    }
    return decision;
  }

  /** The direct operation for a request, or null when it takes Apollo's path. */
  find(query: string, operationName: string | undefined): DirectOperation | null {
    const d = this.decide(query, operationName);
    return isDirect(d) ? d : null;
  }

  /**
   * The variables to send, when the client's values are valid for the
   * operation (coerced as Apollo's gateway checks them); null when they are
   * not, so that Apollo answers with its own errors.
   */
  variables(op: DirectOperation, given: Record<string, unknown> | undefined): Record<string, unknown> | null {
    const coerced = getVariableValues(this.schema, op.operation.variableDefinitions ?? [], given ?? {});
    if (coerced.errors) return null;
    const out: Record<string, unknown> = {};
    for (const name of op.variableNames) if (given && name in given) out[name] = given[name];
    return out;
  }

  private plan(query: string, operationName: string | undefined): Decision {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return { refused: 'unparsable' };
    }
    const errors: readonly GraphQLError[] = validate(this.schema, document, [
      ...specifiedRules,
      ...this.rules,
    ]);
    if (errors.length) return { refused: 'invalid' };
    const operation = getOperationAST(document, operationName);
    if (!operation) return { refused: 'no-operation' };
    if (operation.operation === 'subscription') return { refused: 'subscription' };
    if (usesIntrospection(operation)) return { refused: 'introspection' };

    const plan = this.planner.buildQueryPlan(operationFromDocument(this.api, document, { operationName }));
    const fetch = plan.node;
    if (!fetch || fetch.kind !== 'Fetch' || !plainFetch(fetch)) return { refused: 'not-one-fetch' };
    const fetched = parse(fetch.operation);
    // One operation, no fragment definitions: the client's selections exactly, or nothing. The planner
    // moves each __typename the client asks for to the front of its selection set; sent in the client's
    // own order instead, the subgraph answers with the keys where Apollo would put them.
    const sent = fetched.definitions.length === 1 ? getOperationAST(fetched, fetch.operationName) : null;
    if (!sent || sent.operation !== operation.operation) return { refused: 'rewritten' };
    let sentQuery = fetch.operation;
    if (printed(sent) !== printed(operation)) {
      if (printed(typenameFirst(sent)) !== printed(typenameFirst(operation))) return { refused: 'rewritten' };
      const name = fetch.operationName ? { kind: Kind.NAME, value: fetch.operationName } : undefined;
      sentQuery = stripIgnoredCharacters(print({ ...operation, name } as OperationDefinitionNode));
    }
    return {
      subgraph: fetch.serviceName,
      query: sentQuery,
      plannedQuery: fetch.operation,
      operationName: fetch.operationName,
      variableNames: fetch.variableUsages ?? [],
      operation,
    };
  }
}

/** A fetch that only runs an operation: no entity representations, no rewriting of what comes back. */
const plainFetch = (f: FetchNode): boolean =>
  !f.requires?.length &&
  !f.inputRewrites?.length &&
  !f.outputRewrites?.length &&
  !f.contextRewrites?.length &&
  !f.hasDefers;
