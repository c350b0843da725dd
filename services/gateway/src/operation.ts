import { LocalCache } from './local-cache';
import { PUBLIC_MUTATION_FIELDS, PUBLIC_QUERY_FIELDS } from './public-operations';
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

/**
 * Parsed documents by their text: clients send the same few operations over
 * and over. Documents are only read, never changed, so one can serve every
 * request with that text. Long texts are parsed each time, not kept.
 */
const parsedDocuments = new LocalCache<DocumentNode>({ ttlMs: 600_000, maxEntries: 1000 });
const MAX_CACHED_QUERY_LENGTH = 20_000;

function parseDocument(query: string): DocumentNode | null {
  const cacheable = query.length <= MAX_CACHED_QUERY_LENGTH;
  const cached = cacheable ? parsedDocuments.get(query) : undefined;
  if (cached) return cached;
  try {
    const document = parse(query, { noLocation: true });
    if (cacheable) parsedDocuments.set(query, document);
    return document;
  } catch {
    return null;
  }
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
  const document = typeof params.query === 'string' ? parseDocument(params.query) : null;
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
  /** The request's variables with the operation's defaults filled in (`$l: ID! = "x"`). */
  variables: Record<string, unknown>;
}

/** Root selections allowed in one request (every selection, `__typename` included); MAX_ROOT_FIELDS. */
export const DEFAULT_MAX_ROOT_FIELDS = 20;

export interface RootSelection {
  /** Every root field occurrence of the selected operations, at most `max`. */
  fields: RootField[];
  /** More than `max` root selections: the request must be refused, the fields are not complete. */
  tooMany: boolean;
}

/**
 * The variables an operation runs with: the given values, and the default of
 * every variable the request left out (an explicit null stays null, as in execution).
 */
export function operationVariables(
  op: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...variables };
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (!(name in variables) && def.defaultValue) out[name] = valueOf(def.defaultValue, {});
  }
  return out;
}

/**
 * The root fields of the selected operations, through fragments and inline
 * fragments; aliases stay separate (each is one execution). Every selection
 * counts, `__typename` included; past `max` the walk stops and `tooMany` is
 * set, so that a caller never works with a partial count.
 */
export function rootSelection(
  document: DocumentNode,
  operationName: string | null,
  variables: Record<string, unknown> = {},
  max: number = DEFAULT_MAX_ROOT_FIELDS,
): RootSelection {
  const fragments = fragmentsOf(document);
  const fields: RootField[] = [];
  let count = 0;
  // Spreads and inline fragments cost a step too, so nested spreads of (unknown) fragments stay bounded.
  let steps = 0;
  const maxSteps = 10 * max + 100;
  const visit = (
    set: SelectionSetNode,
    operation: RootField['operation'],
    vars: Record<string, unknown>,
    seen: ReadonlySet<string>,
  ): boolean => {
    for (const sel of set.selections) {
      if (++steps > maxSteps) return false;
      if (sel.kind === Kind.FIELD) {
        if (++count > max) return false;
        fields.push({ operation, field: sel, variables: vars });
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (!visit(sel.selectionSet, operation, vars, seen)) return false;
      } else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        // Unknown or cyclic spreads fail validation; they select nothing here.
        if (frag && !seen.has(name) && !visit(frag.selectionSet, operation, vars, new Set([...seen, name])))
          return false;
      }
    }
    return true;
  };
  for (const op of selectedOperations(document, operationName)) {
    if (!visit(op.selectionSet, op.operation, operationVariables(op, variables), new Set()))
      return { fields, tooMany: true };
  }
  return { fields, tooMany: false };
}

/** The root fields of a request that is within the cap (see rootSelection); [] otherwise. */
export function rootFields(
  document: DocumentNode,
  operationName: string | null,
  variables: Record<string, unknown> = {},
  max: number = DEFAULT_MAX_ROOT_FIELDS,
): RootField[] {
  const selection = rootSelection(document, operationName, variables, max);
  return selection.tooMany ? [] : selection.fields;
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

/** An argument by path ('email', 'input.email'): nested input objects are walked. */
export function argumentAt(field: FieldNode, path: string, variables: Record<string, unknown>): unknown {
  const [head, ...rest] = path.split('.');
  let value = argument(field, head, variables);
  for (const key of rest) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The first `business` / `businessName` string argument of a root field, for tenancy on the app host. */
export function businessArgument(fields: RootField[]): string | null {
  for (const { field, variables } of fields) {
    for (const name of ['business', 'businessName']) {
      const v = argument(field, name, variables);
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return null;
}

/**
 * Root fields that sign in, send mail or probe business names, with what
 * their rate limits count (README "Rate limits"): the class picks the
 * limits; `login` is the argument naming the targeted account, `recipient`
 * the one naming who gets the mail (first non-empty path wins). Names as in
 * the spec (000 §7.2, §7.4; 001 §7.1, §7.4; 002 proposals).
 */
export type LimitClass = 'sign-in' | 'mail' | 'name-check';

export interface LimitedField {
  class: LimitClass;
  login?: readonly string[];
  recipient?: readonly string[];
}

export const LIMITED_FIELDS: Readonly<Record<string, LimitedField>> = {
  loginSimple: { class: 'sign-in', login: ['login'] },
  loginPasswordless: { class: 'sign-in' },
  loginRefresh: { class: 'sign-in' },
  confirmBusinessRegistration: { class: 'sign-in' },
  // Guessing invite codes of one client is guessing that client's password.
  inviteVerify: { class: 'sign-in', login: ['clientId'] },
  requestSelfAuthLink: { class: 'mail', recipient: ['email'] },
  requestSelfBookingAuthLink: { class: 'mail', recipient: ['email'] },
  requestProposalLink: { class: 'mail', recipient: ['email'] },
  selfRegisterBusiness: { class: 'mail', recipient: ['email'] },
  selfRegister: { class: 'mail', recipient: ['email', 'input.email'] },
  invite: { class: 'mail', recipient: ['clientId'] },
  checkBusinessNameAvailability: { class: 'name-check' },
  businessExists: { class: 'name-check' },
};

export { PUBLIC_MUTATION_FIELDS, PUBLIC_QUERY_FIELDS };

/** One occurrence of a rate-limited root field. */
export interface LimitedAttempt {
  field: string;
  /** The alias, or the field name: where its result is in the response data. */
  responseKey: string;
  class: LimitClass;
  /** Trimmed, lower-cased; null when the field names none (or an empty one, as federated login does). */
  login: string | null;
  recipient: string | null;
}

const firstString = (
  field: FieldNode,
  paths: readonly string[] | undefined,
  vars: Record<string, unknown>,
) => {
  for (const path of paths ?? []) {
    const v = argumentAt(field, path, vars);
    if (typeof v === 'string' && v.trim()) return v.trim().toLowerCase();
  }
  return null;
};

/** Every rate-limited root field occurrence of a request, aliases one by one, variable defaults resolved. */
export function limitedAttempts(fields: RootField[]): LimitedAttempt[] {
  const out: LimitedAttempt[] = [];
  for (const { field, variables } of fields) {
    const name = field.name.value;
    const spec = Object.prototype.hasOwnProperty.call(LIMITED_FIELDS, name)
      ? LIMITED_FIELDS[name]
      : undefined;
    if (!spec) continue;
    out.push({
      field: name,
      responseKey: field.alias?.value ?? name,
      class: spec.class,
      login: firstString(field, spec.login, variables),
      recipient: firstString(field, spec.recipient, variables),
    });
  }
  return out;
}

/** True when every root field is a public mutation or a public query (operation-access.json): such a request tolerates a bad token. */
export function isTokenlessOperation(fields: RootField[]): boolean {
  return (
    fields.length > 0 &&
    fields.every(({ operation, field }) =>
      operation === 'mutation'
        ? PUBLIC_MUTATION_FIELDS.has(field.name.value)
        : operation === 'query' && PUBLIC_QUERY_FIELDS.has(field.name.value),
    )
  );
}
