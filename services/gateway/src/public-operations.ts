import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AccessManifest } from '@tempo/auth';
import type { RootField } from './root-fields';

/**
 * The operations every subgraph declares @Public, read from
 * operation-access.json (written by `npm run compose` from the resolvers'
 * own declarations), so that the gateway's list never drifts from the code.
 */

export const OPERATION_ACCESS_PATH = resolve(__dirname, '..', 'operation-access.json');

export function readOperationAccess(file: string = OPERATION_ACCESS_PATH): AccessManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as AccessManifest;
}

/** The root fields of `type` whose access is public, sorted. */
export function publicFields(manifest: AccessManifest, type: 'Query' | 'Mutation'): string[] {
  return Object.entries(manifest[type] ?? {})
    .filter(([, access]) => 'public' in access && access.public)
    .map(([field]) => field)
    .sort();
}

/**
 * Root queries that work without a user (spec 000 §7.4): `__typename` and
 * every @Public query of the supergraph.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  ...publicFields(readOperationAccess(), 'Query'),
]);

/**
 * Mutations open to visitors (sign-in, login links, logout with a refresh
 * token, self-registration): a request of these and public queries still
 * runs, as a visitor, with a bad or expired id token.
 */
export const PUBLIC_MUTATION_FIELDS: ReadonlySet<string> = new Set(
  publicFields(readOperationAccess(), 'Mutation'),
);

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
