import { FieldNode, Kind, ValueNode } from 'graphql';

/*
 * Argument values of a field as the request gives them: literals, and
 * variables resolved (root-fields.ts fills in the operation's defaults).
 */

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
