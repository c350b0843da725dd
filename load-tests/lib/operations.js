#!/usr/bin/env node
// The web app's GraphQL operations as the SPA sends them, for the k6 profiles: the documents of
// apps/web/src/**/*.graphql.ts (each `graphql(`...`)` template), an operation with the fragments it
// spreads, and `__typename` in every selection set below the root, as @apollo/client's cache adds it.
//   node load-tests/lib/operations.js OUT.json [NAME...]   writes { NAME: document text } to OUT.json
//   (every named operation of the web app when no NAME is given)
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Kind, parse, print, visit } = require('graphql');

const WEB_SRC = join(__dirname, '..', '..', 'apps', 'web', 'src');

function documentFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : documentFiles(path);
    return e.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/** Every operation and fragment definition of the web app's documents, by name. */
function definitions() {
  const operations = new Map();
  const fragments = new Map();
  for (const file of documentFiles(WEB_SRC)) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`\s*\)/g)) {
      for (const def of parse(text).definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
        else if (def.kind === Kind.OPERATION_DEFINITION && def.name) operations.set(def.name.value, def);
      }
    }
  }
  return { operations, fragments };
}

/** The fragments a definition spreads, and theirs, in first-use order. */
function spreadFragments(def, fragments, seen = new Map()) {
  visit(def, {
    FragmentSpread(node) {
      const name = node.name.value;
      if (seen.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`fragment ${name} is not defined in apps/web/src`);
      seen.set(name, fragment);
      spreadFragments(fragment, fragments, seen);
    },
  });
  return [...seen.values()];
}

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** `__typename` in every selection set but the operation's own, as Apollo Client writes it. */
function withTypenames(doc) {
  return visit(doc, {
    SelectionSet(node, _key, parent) {
      if (parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some(
        (s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias,
      );
      return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

function operationDocuments(names) {
  const { operations, fragments } = definitions();
  const out = {};
  for (const name of names.length ? names : [...operations.keys()].sort()) {
    const op = operations.get(name);
    if (!op) throw new Error(`operation ${name} is not in apps/web/src/**/*.graphql.ts`);
    const doc = { kind: Kind.DOCUMENT, definitions: [op, ...spreadFragments(op, fragments)] };
    out[name] = print(withTypenames(doc));
  }
  return out;
}

if (require.main === module) {
  const [out, ...names] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node load-tests/lib/operations.js OUT.json [OPERATION...]');
    process.exit(2);
  }
  writeFileSync(out, `${JSON.stringify(operationDocuments(names), null, 2)}\n`);
}

module.exports = { operationDocuments };
