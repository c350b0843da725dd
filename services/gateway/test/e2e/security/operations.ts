import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, GraphQLField, GraphQLSchema } from 'graphql';
import type { AccessManifest, OperationAccess } from '@tempo/auth';
import { can, ROLES } from '@tempo/permissions';

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
