import {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
  parse,
} from 'graphql';

/**
 * Reading a GraphQL request before it runs: which operation executes, its
 * root fields (aliases kept one by one, fragments expanded) and their
 * argument values. Used for rate limits, tenancy and the token policy.
 */

export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

export interface ParsedRequest {
  document: DocumentNode | null;
  operationName: string | null;
  variables: Record<string, unknown>;
}

/** Parses the request's document; a syntax error gives `document: null` (Apollo reports it). */
export function parseRequest(params: GraphQLParams): ParsedRequest {
  const operationName =
    typeof params.operationName === 'string' && params.operationName ? params.operationName : null;
  let variables: Record<string, unknown> = {};
  if (params.variables && typeof params.variables === 'object' && !Array.isArray(params.variables)) {
    variables = params.variables as Record<string, unknown>;
  } else if (typeof params.variables === 'string') {
    // GET requests carry variables as JSON text.
    try {
      const v: unknown = JSON.parse(params.variables);
      if (v && typeof v === 'object' && !Array.isArray(v)) variables = v as Record<string, unknown>;
    } catch {
      /* Apollo answers the malformed variables */
    }
  }
  let document: DocumentNode | null = null;
  if (typeof params.query === 'string') {
    try {
      document = parse(params.query, { noLocation: true });
    } catch {
      document = null;
    }
  }
  return { document, operationName, variables };
}

/**
 * The operations that may execute: the named one, or the only one. When a
 * document holds several and names none, all are returned, so that limits
 * are never under-counted (execution itself will then fail).
 */
export function selectedOperations(
  document: DocumentNode,
  operationName: string | null,
): OperationDefinitionNode[] {
  const ops = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return ops.filter((o) => o.name?.value === operationName);
  return ops;
}

export const fragmentsOf = (document: DocumentNode): Map<string, FragmentDefinitionNode> =>
  new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );

export interface RootField {
  operation: 'query' | 'mutation' | 'subscription';
  field: FieldNode;
}

/** Bounds the expansion of repeated fragment spreads; a real request is far below it. */
export const MAX_ROOT_SELECTIONS = 1000;

/**
 * Every root field occurrence of the selected operations, through fragments;
 * aliases stay separate (each is one execution). Expansion stops after
 * MAX_ROOT_SELECTIONS visits, which still counts more than any limit.
 */
export function rootFields(document: DocumentNode, operationName: string | null): RootField[] {
  const fragments = fragmentsOf(document);
  const out: RootField[] = [];
  let visits = 0;
  const visit = (set: SelectionSetNode, operation: RootField['operation'], seen: Set<string>) => {
    for (const sel of set.selections) {
      if (++visits > MAX_ROOT_SELECTIONS) return;
      if (sel.kind === Kind.FIELD) out.push({ operation, field: sel });
      else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet, operation, seen);
      else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (frag && !seen.has(name)) visit(frag.selectionSet, operation, new Set([...seen, name]));
      }
    }
  };
  for (const op of selectedOperations(document, operationName))
    visit(op.selectionSet, op.operation, new Set());
  return out;
}

/** A JSON value for an argument, literals and variables resolved. */
export function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]));
  }
}

export function argument(field: FieldNode, name: string, variables: Record<string, unknown>): unknown {
  const arg = field.arguments?.find((a) => a.name.value === name);
  return arg ? valueOf(arg.value, variables) : undefined;
}

/** The first `business` / `businessName` string argument of a root field, for tenancy on the app host. */
export function businessArgument(fields: RootField[], variables: Record<string, unknown>): string | null {
  for (const { field } of fields) {
    for (const name of ['business', 'businessName']) {
      const v = argument(field, name, variables);
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return null;
}

/** Mutations that sign a user in; each occurrence is one login attempt. */
export const LOGIN_FIELDS = new Set([
  'loginSimple',
  'loginPasswordless',
  'loginRefresh',
  'requestSelfAuthLink',
]);

/** The argument naming the account a login attempt targets, per login field. */
const LOGIN_NAME_ARG: Record<string, string> = { loginSimple: 'login', requestSelfAuthLink: 'email' };

import { PUBLIC_QUERY_FIELDS } from './public-operations';
export { PUBLIC_QUERY_FIELDS };

export interface LoginAttempts {
  /** Login attempts in the request (each alias counts). */
  total: number;
  /** The targeted login names, trimmed and lower-cased, once per attempt. */
  logins: string[];
}

export function countLoginAttempts(fields: RootField[], variables: Record<string, unknown>): LoginAttempts {
  const attempts: LoginAttempts = { total: 0, logins: [] };
  for (const { operation, field } of fields) {
    const name = field.name.value;
    if (operation !== 'mutation' || !LOGIN_FIELDS.has(name)) continue;
    attempts.total += 1;
    const argName = LOGIN_NAME_ARG[name];
    const login = argName ? argument(field, argName, variables) : undefined;
    // Federated login sends an empty login: nothing to count per login then.
    if (typeof login === 'string' && login.trim()) attempts.logins.push(login.trim().toLowerCase());
  }
  return attempts;
}

/** True when every root field is a login mutation or a public query: such a request tolerates a bad token. */
export function isTokenlessOperation(fields: RootField[]): boolean {
  return (
    fields.length > 0 &&
    fields.every(({ operation, field }) =>
      operation === 'mutation'
        ? LOGIN_FIELDS.has(field.name.value)
        : operation === 'query' && PUBLIC_QUERY_FIELDS.has(field.name.value),
    )
  );
}
