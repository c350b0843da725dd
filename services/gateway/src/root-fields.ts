import {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { valueOf } from './arguments';

/**
 * What a request's document selects: the operation(s) that may execute and
 * their root fields (aliases kept one by one, fragments expanded), each with
 * the variables it runs with. Used for the root-field cap, rate limits,
 * tenancy and the token policy.
 */

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
