import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  validate,
} from 'graphql';
import { API_SCHEMA, Operation } from './operations';

/**
 * A type-valid call for every operation of the catalogue: arguments built
 * from their types and names (the demo business, its ids, a member's
 * e-mail), and a selection that stays within the gateway's cost limit.
 */

/** Values the argument builder uses: the demo business and ids and e-mails of its members. */
export interface ArgumentValues {
  business: string;
  /** Ids of the demo business's records (account ids, user ids), first used for ID arguments. */
  ids: string[];
  /** A demo member's e-mail, for e-mail-like arguments. */
  email: string;
}

const BUSINESS_ARGS = new Set(['business', 'businessName']);
const EMAIL_ARGS = /^(email|login|ownerEmail)$|Email$/;

/** A plausible value for a String argument, by its name. */
function plausibleString(name: string, values: ArgumentValues): string {
  const n = name.toLowerCase();
  if (EMAIL_ARGS.test(name)) return values.email;
  if (n.includes('password')) return 'Wrong-pass-9';
  if (n.includes('token')) return 'not-a-valid-token';
  if (n.includes('url') || n.includes('link') || n.includes('website')) return 'https://example.org/suite';
  if (n.includes('phone')) return '+12125550199';
  if (n === 'country') return 'US';
  if (n === 'locale') return 'en-US';
  if (n === 'timezone') return 'America/New_York';
  if (n.includes('color')) return '#123456';
  if (n.includes('domain')) return 'suite.example.org';
  if (n.includes('name')) return 'Suite Name';
  return 'suite value';
}

/** A type-valid value for an input type; `name` is the argument or field name it is for. */
export function valueFor(type: GraphQLInputType, name: string, values: ArgumentValues, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, values, depth);
  if (isListType(type)) return [valueFor(type.ofType, name, values, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      const required = isNonNullType(f.type) && f.defaultValue === undefined;
      if (required || (depth < 3 && isTargeting(f.name, f.type)))
        out[f.name] = valueFor(f.type, f.name, values, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    if (BUSINESS_ARGS.has(name)) return values.business;
    switch (type.name) {
      case 'ID':
        return EMAIL_ARGS.test(name) ? values.email : (values.ids[0] ?? 'no-such-id');
      case 'String':
        return plausibleString(name, values);
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'SanitizedHTML':
        return '<p>suite</p>';
      case 'Secret':
        return 'suite-secret-value';
      default:
        return plausibleString(name, values);
    }
  }
  throw new Error(`no value for ${String(type)}`);
}

/** Arguments that point at a business, a record or a person: always given, even when optional. */
function isTargeting(name: string, type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return BUSINESS_ARGS.has(name) || EMAIL_ARGS.test(name) || (isScalarType(named) && named.name === 'ID');
}

/** The arguments of a call: every required one, and every one naming a business, an id or an e-mail. */
export function argumentsFor(field: GraphQLField<unknown, unknown>): GraphQLArgument[] {
  return field.args.filter(
    (a: GraphQLArgument) =>
      (isNonNullType(a.type) && a.defaultValue === undefined) || isTargeting(a.name, a.type),
  );
}

/** Estimated cost as the gateway counts it: 1 per field, lists × 10. */
const LIST_SIZE = 10;

/** A selection set of `type`: its leaf fields and, to `depth`, its nested objects (fields without required arguments). */
export function selectionFor(type: GraphQLOutputType, depth: number): { text: string; cost: number } {
  const named = getNamedType(type);
  if (isLeafType(named)) return { text: '', cost: 0 };
  if (isUnionType(named) || isInterfaceType(named)) return { text: '{ __typename }', cost: 0 };
  if (!isObjectType(named)) return { text: '{ __typename }', cost: 0 };
  const parts: string[] = [];
  let cost = 0;
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const inner = getNamedType(f.type);
    const list = isListLike(f.type) ? LIST_SIZE : 1;
    if (isLeafType(inner)) {
      parts.push(f.name);
      cost += 1;
    } else if (depth > 0) {
      const sub = selectionFor(f.type, depth - 1);
      if (sub.text === '{ }') continue;
      parts.push(`${f.name} ${sub.text}`);
      cost += 1 + list * sub.cost;
    }
  }
  return { text: parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }', cost };
}

const isListLike = (t: GraphQLOutputType): boolean =>
  isListType(t) || (isNonNullType(t) && isListType(t.ofType));

/** Stays well under the gateway's default cost limit (2000). */
const COST_BUDGET = 1200;

export interface Call {
  document: string;
  variables: Record<string, unknown>;
}

/** A type-valid document for one operation, with its variables. */
export function callFor(op: Operation, values: ArgumentValues): Call {
  const args = argumentsFor(op.field);
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  const uses: string[] = [];
  for (const a of args) {
    variables[a.name] = valueFor(a.type, a.name, values);
    defs.push(`$${a.name}: ${String(a.type)}`);
    uses.push(`${a.name}: $${a.name}`);
  }
  const list = isListLike(op.field.type) ? LIST_SIZE : 1;
  let selection = { text: '', cost: 0 };
  for (const depth of [2, 1, 0]) {
    selection = selectionFor(op.field.type, depth);
    if (list * selection.cost <= COST_BUDGET) break;
  }
  const document =
    `${op.kind} Suite_${op.name}${defs.length ? `(${defs.join(', ')})` : ''} ` +
    `{ ${op.name}${uses.length ? `(${uses.join(', ')})` : ''} ${selection.text} }`;
  return { document, variables };
}

/** Validation errors of a generated document against the API schema (none expected). */
export const validationErrors = (c: Call): string[] =>
  validate(API_SCHEMA, parse(c.document)).map((e) => e.message);
