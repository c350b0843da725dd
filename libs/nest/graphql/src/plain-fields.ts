import { GraphQLSchema, isObjectType } from 'graphql';

/**
 * The name of the resolver Nest gives a code-first field that has none of its own (and no field
 * middleware): it reads the object's property of the field's name, else the field's defaultValue.
 */
const NEST_PROPERTY_RESOLVER = 'rootFieldResolver';

/**
 * Leaves the fields that only read a property of the same name without a resolver, as graphql-js and
 * graphql-jit then read the property themselves: graphql-jit inlines the read instead of calling a resolver
 * with its resolve info for every field of every item (a month of the calendar is 2,000 events of 30 fields),
 * and graphql-js's default resolver answers a property the same way. A field is left alone unless its
 * resolver is Nest's and, asked for a marker in that property, gives it back, and asked for an object
 * without it, gives nothing (so a field whose property has another name, or with a defaultValue, keeps
 * its resolver). The schema's types and fields are those given; only these resolvers are removed.
 */
export function withPlainPropertyFields(schema: GraphQLSchema): GraphQLSchema {
  const marker = Symbol('property');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as ((root: Record<string, unknown>) => unknown) | undefined;
      if (!resolve || resolve.name !== NEST_PROPERTY_RESOLVER) continue;
      if (resolve({ [field.name]: marker }) === marker && resolve({}) === undefined)
        field.resolve = undefined;
    }
  }
  return schema;
}
