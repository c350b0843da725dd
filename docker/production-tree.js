#!/usr/bin/env node
// What one deployable needs at run time, from an npm workspace install: the packages its `dependencies`
// reach (with their `optionalDependencies` when installed, and their required peers), as Node resolves
// them from each package's real folder. Used by docker/Containerfile:
//
//   node production-tree.js prune SERVICE        in the workspace root: deletes every installed package and
//                                                workspace that services/SERVICE does not reach (optional
//                                                peers such as @nestjs/apollo's @apollo/gateway, other
//                                                services, the web app), and the npm bin folders
//   node production-tree.js dist SERVICE OUT     in a built workspace: copies the dist/ folder of
//                                                services/SERVICE and of each workspace library it reaches
//                                                to OUT, in the same layout
//
// npm installs a workspace's optional peers when the lock file holds them (the gateway's @apollo/gateway,
// with OpenTelemetry, for @nestjs/apollo), and `npm install -w` links every workspace; this keeps an image
// to what its process can load.
const { cpSync, existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync } = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');

const root = realpathSync(process.cwd());
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The folder Node loads `name` from when `from` (a package's real folder) requires it, or null. */
function resolvePackage(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === root || dir === dirname(dir)) return null;
  }
}

/** The real folders of every package `start` reaches at run time (itself included). */
function runtimeClosure(start) {
  const seen = new Set();
  const visit = (dir, via) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    const optionalPeers = new Set(
      Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta?.optional)
        .map(([name]) => name),
    );
    const wanted = [
      ...Object.keys(pkg.dependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(pkg.optionalDependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(pkg.peerDependencies ?? {})
        .filter((name) => !optionalPeers.has(name))
        .map((name) => [name, false]),
    ];
    for (const [name, required] of wanted) {
      const found = resolvePackage(name, dir);
      if (found) visit(found, `${via} > ${name}`);
      else if (required) throw new Error(`${name} (${via}) is not installed`);
    }
  };
  visit(realpathSync(start), relative(root, start));
  return seen;
}

/** The workspace folders of the root package.json ("libs/contracts", "libs/nest/*", ...). */
function workspaces() {
  return (readJson(join(root, 'package.json')).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(join(root, pattern)) ? [join(root, pattern)] : [];
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(parent, d.name, 'package.json')))
      .map((d) => join(parent, d.name));
  });
}

/** Deletes what `keep` does not hold under a node_modules folder (links to unkept folders too). */
function pruneModules(modules, keep) {
  if (!existsSync(modules)) return 0;
  let removed = 0;
  for (const entry of readdirSync(modules)) {
    const path = join(modules, entry);
    if (entry === '.bin' || entry === '.package-lock.json' || entry === '.cache') {
      rmSync(path, { recursive: true, force: true });
      continue;
    }
    if (entry.startsWith('@') && lstatSync(path).isDirectory()) {
      removed += pruneModules(path, keep);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      continue;
    }
    const real = existsSync(path) ? realpathSync(path) : null;
    if (real && keep.has(real)) {
      if (!lstatSync(path).isSymbolicLink()) removed += pruneModules(join(path, 'node_modules'), keep);
    } else {
      rmSync(path, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** Deletes a folder, then its parents up to the root while they are left empty. */
function removeWithEmptyParents(dir) {
  rmSync(dir, { recursive: true, force: true });
  for (let up = dirname(dir); up !== root && readdirSync(up).length === 0; up = dirname(up))
    rmSync(up, { recursive: true });
}

function prune(service) {
  const keep = runtimeClosure(join(root, 'services', service));
  let removed = pruneModules(join(root, 'node_modules'), keep);
  for (const ws of workspaces()) {
    if (keep.has(realpathSync(ws))) removed += pruneModules(join(ws, 'node_modules'), keep);
    else removeWithEmptyParents(ws);
  }
  const kept = [...keep].filter((dir) => !dir.split(sep).includes('node_modules'));
  console.log(
    `${service}: ${keep.size - kept.length} packages kept, ${removed} removed; workspaces kept: ${kept
      .map((dir) => relative(root, dir))
      .join(', ')}`,
  );
}

function dist(service, out) {
  const keep = runtimeClosure(join(root, 'services', service));
  for (const dir of keep) {
    if (dir.split(sep).includes('node_modules') || !dir.startsWith(root + sep)) continue;
    const built = join(dir, 'dist');
    if (!existsSync(built)) throw new Error(`${relative(root, dir)} has no dist/: build it first`);
    cpSync(built, join(out, relative(root, dir), 'dist'), { recursive: true });
    console.log(`${service}: ${relative(root, dir)}/dist`);
  }
}

const [command, service, out] = process.argv.slice(2);
if (
  !service ||
  !/^[a-z][a-z0-9-]*$/.test(service) ||
  !existsSync(join(root, 'services', service, 'package.json'))
) {
  console.error(
    `usage: production-tree.js prune SERVICE | dist SERVICE OUT (no services/${service}/package.json)`,
  );
  process.exit(2);
}
if (command === 'prune') prune(service);
else if (command === 'dist' && out) dist(service, out);
else {
  console.error('usage: production-tree.js prune SERVICE | dist SERVICE OUT');
  process.exit(2);
}
