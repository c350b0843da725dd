import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  buildSchema,
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLOutputType,
  GraphQLSchema,
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
import type { AccessManifest, OperationAccess } from '@tempo/auth';
import { can, ROLES } from '@tempo/permissions';
import type { GqlResponse } from '@tempo/testing';
import { call, login, op, Session } from '../client';

/**
 * The operation list of the generated security suites: every root field of
 * the API schema clients see (api-schema.graphql), with the access its
 * resolver declares (operation-access.json, written by `npm run compose`).
 * An operation added later is covered without editing the suites; one
 * without an access entry fails them.
 */

const GATEWAY_DIR = resolve(__dirname, '..', '..', '..');
export const API_SCHEMA: GraphQLSchema = buildSchema(
  readFileSync(resolve(GATEWAY_DIR, 'api-schema.graphql'), 'utf8'),
);
export const ACCESS: AccessManifest = JSON.parse(
  readFileSync(resolve(GATEWAY_DIR, 'operation-access.json'), 'utf8'),
) as AccessManifest;

export type OperationKind = 'query' | 'mutation';

export interface Operation {
  kind: OperationKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** The declared access; undefined when the manifest has no entry (the suites fail then). */
  access: OperationAccess | undefined;
}

/** Every root Query and Mutation field of the API schema, queries first, each sorted by name. */
export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [kind, type] of [
    ['query', API_SCHEMA.getQueryType()],
    ['mutation', API_SCHEMA.getMutationType()],
  ] as const) {
    if (!type) continue;
    const manifest = ACCESS[kind === 'query' ? 'Query' : 'Mutation'] ?? {};
    for (const name of Object.keys(type.getFields()).sort())
      out.push({ kind, name, field: type.getFields()[name], access: manifest[name] });
  }
  return out;
}

export const accessLabel = (access: OperationAccess | undefined): string =>
  !access
    ? 'no access entry'
    : 'public' in access
      ? 'public'
      : 'authenticated' in access
        ? 'authenticated'
        : `allow ${access.allow.action} ${access.allow.resource}`;

/** The built-in roles from visitor up, in inheritance order. */
export const ROLE_ORDER = ROLES;
export type LadderRole = (typeof ROLES)[number];

/** The lowest built-in role the permission table allows `action` on `resource`. */
export function lowestRole(action: string, resource: string): LadderRole {
  const role = ROLE_ORDER.find((r) => can({ role: r }, action, resource));
  if (!role) throw new Error(`no role may ${action} ${resource}`);
  return role;
}

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

/** Runs `work` over `items` a few at a time. */
export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/** The demo logins (README.md), one per role below the superuser, and the platform superuser. */
export const DEMO_LOGINS: Partial<Record<LadderRole, string>> = {
  client: 'client@demo.example',
  limited_staff: 'limited@demo.example',
  staff: 'staff@demo.example',
  manager: 'manager@demo.example',
  owner: 'owner@demo.example',
};
export const DEMO_EMAILS = Object.values(DEMO_LOGINS) as string[];
/** The accounts of a login, in every business (the superuser reads anyone's). */
export const ACCOUNTS_OF = op<{ accounts: Array<{ id: string; business: string }> }, { e: string }>(
  `query($e: String!) { accounts(email: $e) { id business } }`,
);
export const SUPERUSER_LOGIN = 'admin@platform.example';
export const RIVAL_OWNER = 'owner@rival.example';
export const RIVAL_CLIENT = 'client@rival.example';

/** Signs in once; the e2e run allows a handful of logins per login name. */
export async function signIn(business: string | null, email: string): Promise<Session> {
  return login(business, email);
}

/** A refusal as the spec words it: 'authorization error' (FORBIDDEN) or 'not currently authenticated' (UNAUTHENTICATED). */
export function isRefusal(r: GqlResponse): boolean {
  return (r.errors ?? []).some(
    (e) =>
      (/authorization error/.test(e.message) && e.extensions?.code === 'FORBIDDEN') ||
      (/not currently authenticated/.test(e.message) && e.extensions?.code === 'UNAUTHENTICATED'),
  );
}

/** Error codes that mean the generated call itself was wrong, not refused or answered. */
export const BROKEN_CALL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'INTERNAL_SERVER_ERROR',
]);

export const brokenCall = (r: GqlResponse): string | null => {
  const e = (r.errors ?? []).find((x) => BROKEN_CALL_CODES.has(String(x.extensions?.code)));
  return e ? `${String(e.extensions?.code)}: ${e.message}` : null;
};

export { call };
export type { Session };
