import { readJson, Tree } from '@nx/devkit';
import { DocumentNode, Kind, parse } from 'graphql';
import { parseSubgraphManifest } from '@tempo/config';

/** Where the subgraphs live; each is found by the manifest in its package.json. */
export const SERVICES_DIR = 'services';
/** The port of the first subgraph when there is none yet. */
export const FIRST_PORT = 4101;

export interface FoundSubgraph {
  folder: string;
  name: string;
  port: number;
}

interface PackageJson {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const packageJson = (tree: Tree, folder: string): PackageJson | null => {
  const file = `${folder}/package.json`;
  return tree.isFile(file) ? readJson<PackageJson>(tree, file) : null;
};

/** The subgraphs declared under services/ (`"tempo": { "subgraph": { "name", "port" } }`), as the kit finds them. */
export function existingSubgraphs(tree: Tree): FoundSubgraph[] {
  if (!tree.exists(SERVICES_DIR)) return [];
  return tree.children(SERVICES_DIR).flatMap((folder) => {
    const root = `${SERVICES_DIR}/${folder}`;
    const s = parseSubgraphManifest(packageJson(tree, root), `${root}/package.json`, root);
    return s ? [{ folder, name: s.name, port: s.port }] : [];
  });
}

/** The highest port of the subgraphs found + 1. */
export const nextPort = (found: FoundSubgraph[]): number =>
  found.length ? Math.max(...found.map((s) => s.port)) + 1 : FIRST_PORT;

/** GraphQL names the committed schemas already define, each with the subgraph defining it. */
export interface TakenNames {
  types: Map<string, string>;
  rootFields: Map<string, string>;
}

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

function collectNames(doc: DocumentNode, subgraph: string, taken: TakenNames): void {
  for (const def of doc.definitions) {
    if (
      def.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      def.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      def.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION &&
      def.kind !== Kind.ENUM_TYPE_DEFINITION &&
      def.kind !== Kind.INTERFACE_TYPE_DEFINITION &&
      def.kind !== Kind.UNION_TYPE_DEFINITION &&
      def.kind !== Kind.SCALAR_TYPE_DEFINITION
    )
      continue;
    const name = def.name.value;
    if (!ROOTS.has(name)) {
      taken.types.set(name, subgraph);
      continue;
    }
    if ('fields' in def)
      for (const field of def.fields ?? []) taken.rootFields.set(`${name}.${field.name.value}`, subgraph);
  }
}

/** The types and root fields of every subgraph's committed schema.gql. */
export function takenGraphqlNames(tree: Tree, found: FoundSubgraph[]): TakenNames {
  const taken: TakenNames = { types: new Map(), rootFields: new Map() };
  for (const s of found) {
    const file = `${SERVICES_DIR}/${s.folder}/schema.gql`;
    const sdl = tree.read(file, 'utf-8');
    if (sdl) collectNames(parse(sdl), s.name, taken);
  }
  return taken;
}

/** The workspace's package folders (root package.json `workspaces`, `dir/*` patterns one level deep). */
function workspaceFolders(tree: Tree): string[] {
  const patterns = packageJson(tree, '.')?.workspaces ?? [];
  return patterns.flatMap((p) =>
    p.endsWith('/*')
      ? tree.exists(p.slice(0, -2))
        ? tree.children(p.slice(0, -2)).map((c) => `${p.slice(0, -2)}/${c}`)
        : []
      : [p],
  );
}

/**
 * The version ranges of `wanted`: the one the workspace's packages already
 * use (the subgraphs' first), else the given default, so that a new subgraph
 * asks for what is installed.
 */
export function workspaceRanges(tree: Tree, wanted: Record<string, string>): Record<string, string> {
  const folders = workspaceFolders(tree).sort(
    (a, b) => Number(!a.startsWith(`${SERVICES_DIR}/`)) - Number(!b.startsWith(`${SERVICES_DIR}/`)),
  );
  const known = new Map<string, string>();
  for (const folder of folders) {
    const pkg = packageJson(tree, folder);
    for (const [name, range] of Object.entries({ ...pkg?.devDependencies, ...pkg?.dependencies }))
      if (!known.has(name)) known.set(name, range);
  }
  return Object.fromEntries(Object.entries(wanted).map(([name, range]) => [name, known.get(name) ?? range]));
}
