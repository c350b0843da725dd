import {
  ASTVisitor,
  DocumentNode,
  FieldNode,
  GraphQLError,
  GraphQLNamedType,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  ValidationRule,
} from 'graphql';
import { fragmentsOf } from './root-fields';

/**
 * Query depth and cost limits, as GraphQL validation rules.
 *
 * - depth: the deepest field nesting (`{ a { b } }` is 2), through fragments.
 * - cost: every field selection costs 1; a list field multiplies the cost of
 *   its sub-selection by its `first` / `limit` / `take` literal argument
 *   (capped at LIST_CAP), or by DEFAULT_LIST_SIZE when it has none or the
 *   value is a variable. So `{ people { id name } }` costs 1 + 10 × 2 = 21.
 * Introspection fields (`__schema`, `__type`, `__typename`) are free, so tools
 * work in development; production turns introspection off anyway.
 */

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';
/** A request with more root selections than MAX_ROOT_FIELDS, refused before anything runs (pipeline.ts). */
export const TOO_MANY_ROOT_FIELDS = 'TOO_MANY_ROOT_FIELDS';
export const DEFAULT_LIST_SIZE = 10;
const LIST_CAP = 100;
const PAGE_ARGS = ['first', 'limit', 'take'];

type Fragments = ReturnType<typeof fragmentsOf>;

const isIntrospection = (f: FieldNode) => f.name.value.startsWith('__');

/** The selection depth of an operation. */
export function queryDepth(op: OperationDefinitionNode, fragments: Fragments): number {
  // Each fragment is measured once: repeated spreads must not make validation exponential.
  const memo = new Map<string, number>();
  const fragmentDepth = (name: string, seen: ReadonlySet<string>): number => {
    const frag = fragments.get(name);
    if (!frag || seen.has(name)) return 0; // unknown or cyclic: other rules report it
    let d = memo.get(name);
    if (d === undefined) {
      d = depthOf(frag.selectionSet, new Set([...seen, name]));
      memo.set(name, d);
    }
    return d;
  };
  const depthOf = (set: SelectionSetNode, seen: ReadonlySet<string>): number => {
    let max = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (isIntrospection(sel)) continue;
        max = Math.max(max, 1 + (sel.selectionSet ? depthOf(sel.selectionSet, seen) : 0));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, depthOf(sel.selectionSet, seen));
      } else {
        max = Math.max(max, fragmentDepth(sel.name.value, seen));
      }
    }
    return max;
  };
  return depthOf(op.selectionSet, new Set());
}

function listSize(field: FieldNode): number {
  for (const arg of field.arguments ?? []) {
    if (PAGE_ARGS.includes(arg.name.value) && arg.value.kind === Kind.INT) {
      return Math.min(Math.max(Number(arg.value.value), 1), LIST_CAP);
    }
  }
  return DEFAULT_LIST_SIZE;
}

/** The cost of an operation; without a schema no field is known to be a list. */
export function queryCost(op: OperationDefinitionNode, fragments: Fragments, schema?: GraphQLSchema): number {
  const typeOf = (parent: GraphQLNamedType | undefined, name: string) => {
    if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
    return parent.getFields()[name]?.type;
  };
  const memo = new Map<string, number>();
  const fragmentCost = (name: string, seen: ReadonlySet<string>): number => {
    const frag = fragments.get(name);
    if (!frag || seen.has(name)) return 0;
    let c = memo.get(name);
    if (c === undefined) {
      c = costOf(
        frag.selectionSet,
        schema?.getType(frag.typeCondition.name.value) ?? undefined,
        new Set([...seen, name]),
      );
      memo.set(name, c);
    }
    return c;
  };
  const costOf = (
    set: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    seen: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (isIntrospection(sel)) continue;
        const type = typeOf(parent, sel.name.value);
        const multiplier = type && isListType(getNullableType(type)) ? listSize(sel) : 1;
        const child = type ? getNamedType(type) : undefined;
        total += 1 + (sel.selectionSet ? multiplier * costOf(sel.selectionSet, child, seen) : 0);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const cond = sel.typeCondition ? schema?.getType(sel.typeCondition.name.value) : parent;
        total += costOf(sel.selectionSet, cond ?? parent, seen);
      } else {
        total += fragmentCost(sel.name.value, seen);
      }
    }
    return total;
  };
  const root = schema?.getRootType(op.operation) ?? undefined;
  return costOf(op.selectionSet, root, new Set());
}

const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX } });

function perOperation(
  check: (op: OperationDefinitionNode, doc: DocumentNode, ctx: ValidationContext) => string | null,
): ValidationRule {
  return (ctx: ValidationContext): ASTVisitor => ({
    OperationDefinition(op) {
      const message = check(op, ctx.getDocument(), ctx);
      if (message) ctx.reportError(tooComplex(message));
      return false; // the rule looks at the whole operation at once
    },
  });
}

export const depthLimitRule = (max: number): ValidationRule =>
  perOperation((op, doc) => {
    const depth = queryDepth(op, fragmentsOf(doc));
    return depth > max ? `Query is too deep (${depth} > ${max})` : null;
  });

export const costLimitRule = (max: number): ValidationRule =>
  perOperation((op, doc, ctx) => {
    const cost = queryCost(op, fragmentsOf(doc), ctx.getSchema());
    return cost > max ? `Query is too costly (${cost} > ${max})` : null;
  });

/** The gateway's validation rules beside graphql's own (Apollo's and the direct route's). */
export const queryLimitRules = (cfg: {
  MAX_QUERY_DEPTH: number;
  MAX_QUERY_COST: number;
}): ValidationRule[] => [depthLimitRule(cfg.MAX_QUERY_DEPTH), costLimitRule(cfg.MAX_QUERY_COST)];
