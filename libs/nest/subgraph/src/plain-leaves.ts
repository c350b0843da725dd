import {
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  GraphQLEnumType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

/**
 * Plain leaves: answers whose built-in scalars and enums are already in their wire form, so that an
 * answer can be sent without GraphQL's per-field serialization (compiled-queries.ts).
 *
 * The wire form of each leaf: String a string, ID a string, Int an integer number, Float a finite number,
 * Boolean a boolean, an enum the name of one of its values. Anything else (a number for an ID, a numeric
 * string for an Int, a Date for a String) is what serialization would have changed, so it is named here.
 * Custom scalars are serialized either way and are not checked.
 */

/** Whether every enum of the schema keeps its values under their own names (a plain answer sends the values). */
export function enumsAreNamed(schema: GraphQLSchema): boolean {
  return Object.values(schema.getTypeMap()).every(
    (t) => !(t instanceof GraphQLEnumType) || t.getValues().every((v) => v.value === v.name),
  );
}

/** Why a leaf value is not in its wire form, or null when it is. */
export function leafFault(type: GraphQLOutputType, value: unknown): string | null {
  const named = getNamedType(type);
  if (isEnumType(named))
    return typeof value === 'string' && named.getValue(value) ? null : `not a ${named.name} value`;
  if (!isSpecifiedScalarType(named)) return null;
  const ok =
    named.name === 'Int'
      ? Number.isInteger(value)
      : named.name === 'Float'
        ? typeof value === 'number' && Number.isFinite(value)
        : named.name === 'Boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string'; // String, ID
  return ok ? null : `a ${value === null ? 'null' : typeof value} where ${named.name} is sent`;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
}

/** The response keys of a selection set on an object type, with their fields (fragments followed). */
function selectedFields(
  w: Walk,
  parent: GraphQLObjectType,
  set: SelectionSetNode,
  out = new Map<string, { field: GraphQLField<unknown, unknown>; set?: SelectionSetNode }>(),
) {
  const fields = parent.getFields();
  for (const s of set.selections) {
    if (s.kind === 'Field') {
      const field = fields[s.name.value];
      if (field) out.set(s.alias?.value ?? s.name.value, { field, set: s.selectionSet });
    } else {
      const fragment = s.kind === 'InlineFragment' ? s : w.fragments[s.name.value];
      const on = fragment?.typeCondition?.name.value;
      if (!fragment) continue;
      const applies =
        !on ||
        on === parent.name ||
        parent.getInterfaces().some((i) => i.name === on) ||
        (isAbstractType(w.schema.getType(on)) && w.schema.isSubType(w.schema.getType(on) as never, parent));
      if (applies) selectedFields(w, parent, fragment.selectionSet, out);
    }
  }
  return out;
}

function valueFault(
  w: Walk,
  type: GraphQLOutputType,
  value: unknown,
  set: SelectionSetNode | undefined,
  path: string,
): string | null {
  if (value === null || value === undefined) return null; // nulls are checked by the execution itself
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return `${path}: not a list`;
    for (let i = 0; i < value.length; i++) {
      const fault = valueFault(w, inner.ofType, value[i], set, `${path}.${i}`);
      if (fault) return fault;
    }
    return null;
  }
  if (!isObjectType(inner) && !isAbstractType(inner)) {
    const fault = leafFault(inner, value);
    return fault ? `${path}: ${fault}` : null;
  }
  const record = value as Record<string, unknown>;
  const object = isObjectType(inner) ? inner : w.schema.getType(String(record.__typename ?? ''));
  if (!object || !isObjectType(object)) return null;
  const fields = set
    ? selectedFields(w, object, set)
    : new Map(Object.values(object.getFields()).map((f) => [f.name, { field: f, set: undefined }]));
  for (const [key, { field, set: inner }] of fields) {
    if (!(key in record)) continue;
    const fault = valueFault(w, field.type, record[key], inner, `${path}.${key}`);
    if (fault) return fault;
  }
  return null;
}

/**
 * The first leaf of an answer that is not in its wire form, as 'path: why', or null when there is none.
 * With a selection set the answer is read by its response keys; without one, every field of the type
 * the value has is read (a resolver's own value, before any query).
 */
export function wireFault(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  value: unknown,
  selection?: { set: SelectionSetNode; fragments?: Record<string, FragmentDefinitionNode> },
  path = 'value',
): string | null {
  return valueFault({ schema, fragments: selection?.fragments ?? {} }, type, value, selection?.set, path);
}
