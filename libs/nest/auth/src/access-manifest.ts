import { Reflector, ModulesContainer } from '@nestjs/core';
import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { AUTHENTICATED_KEY, PERMISSION_KEY, PUBLIC_KEY } from './guards';

/**
 * The access manifest of a subgraph: for every root Query and Mutation field,
 * the access its resolver declares in code (@Public, @Authenticated or
 * @Allow). Each subgraph writes it next to its schema.gql; the gateway's
 * composition merges them into operation-access.json, which the generated
 * security suites read.
 */

export type OperationAccess =
  { public: true } | { authenticated: true } | { allow: { action: string; resource: string } };

export const ROOT_OPERATION_TYPES = ['Query', 'Mutation'] as const;
export type RootOperationType = (typeof ROOT_OPERATION_TYPES)[number];

export type AccessManifest = Record<RootOperationType, Record<string, OperationAccess>>;

/** A root field's resolver method and its class, as Nest registered them. */
export interface RootResolverHandler {
  type: RootOperationType;
  field: string;
  handler: object;
  resolverClass: object;
}

/** Nest's GraphQL metadata keys on resolver methods (@Query/@Mutation). */
const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';
const RESOLVER_NAME_METADATA = 'graphql:resolver_name';

export class AccessManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(`Access manifest incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'AccessManifestError';
  }
}

/** The access a handler declares, read the way PermissionGuard reads it (method first, then class). */
export function accessOf(
  reflector: Reflector,
  handler: object,
  resolverClass: object,
): OperationAccess | null {
  // Reflector's metadata targets are functions (methods and classes) in Nest's own types.
  const targets = [handler, resolverClass] as Array<() => void>;
  if (reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return { public: true };
  if (reflector.getAllAndOverride<boolean>(AUTHENTICATED_KEY, targets)) return { authenticated: true };
  const need = reflector.getAllAndOverride<{ action: string; resource: string } | undefined>(
    PERMISSION_KEY,
    targets,
  );
  return need ? { allow: { action: need.action, resource: need.resource } } : null;
}

/** Every @Query and @Mutation method of the resolvers registered in the application's modules. */
export function rootResolverHandlers(modules: ModulesContainer): RootResolverHandler[] {
  const seen = new Set<object>();
  const out: RootResolverHandler[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.providers.values()) {
      const cls: unknown = wrapper.metatype;
      if (typeof cls !== 'function' || seen.has(cls)) continue;
      seen.add(cls);
      const proto = (cls as { prototype?: Record<string, unknown> }).prototype;
      if (!proto) continue;
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key === 'constructor') continue;
        // Only plain methods: reading a getter on a prototype runs it.
        const handler: unknown = Object.getOwnPropertyDescriptor(proto, key)?.value;
        if (typeof handler !== 'function') continue;
        const type: unknown = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler);
        if (type !== 'Query' && type !== 'Mutation') continue;
        const name: unknown = Reflect.getMetadata(RESOLVER_NAME_METADATA, handler);
        out.push({
          type,
          field: typeof name === 'string' && name ? name : key,
          handler,
          resolverClass: cls,
        });
      }
    }
  }
  return out;
}

/** Root fields of a schema by operation type; federation's own fields (`_service`, `_entities`) left out. */
export function rootFieldsOf(schema: GraphQLSchema): Record<RootOperationType, string[]> {
  const fields = (t: GraphQLObjectType | null | undefined) =>
    t ? Object.keys(t.getFields()).filter((f) => !f.startsWith('_')) : [];
  return { Query: fields(schema.getQueryType()), Mutation: fields(schema.getMutationType()) };
}

/**
 * The manifest of a subgraph's schema; throws AccessManifestError naming
 * every root field without a declared access (the guard would refuse it to
 * everyone) or without a resolver.
 */
export function buildAccessManifest(
  schema: GraphQLSchema,
  handlers: RootResolverHandler[],
  reflector: Reflector = new Reflector(),
): AccessManifest {
  const problems: string[] = [];
  const manifest: AccessManifest = { Query: {}, Mutation: {} };
  const roots = rootFieldsOf(schema);
  for (const type of ROOT_OPERATION_TYPES) {
    for (const field of [...roots[type]].sort()) {
      const h = handlers.find((x) => x.type === type && x.field === field);
      if (!h) {
        problems.push(`${type}.${field} has no resolver method`);
        continue;
      }
      const access = accessOf(reflector, h.handler, h.resolverClass);
      if (!access) problems.push(`${type}.${field} declares no @Public, @Authenticated or @Allow`);
      else manifest[type][field] = access;
    }
  }
  if (problems.length) throw new AccessManifestError(problems);
  return manifest;
}

/** The manifest as written to access.json (stable order, trailing newline). */
export const printAccessManifest = (manifest: AccessManifest): string =>
  `${JSON.stringify(manifest, null, 2)}\n`;
