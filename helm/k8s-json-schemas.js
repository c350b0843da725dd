#!/usr/bin/env node
// Kubernetes' OpenAPI v2 document (api/openapi-spec/swagger.json of the k8s.io/kubernetes module)
// to one JSON schema per kind, in the layout kubeconform reads with `-schema-location DIR`:
//   DIR/v<version>-standalone-strict/<kind><suffix>.json
// where <suffix> is -<first label of the group>-<version> (`-apps-v1`, `-networking-v1`) or, for the
// core group, -<version> (`-v1`). Each file is the kind's definition with the definitions it reaches
// under `definitions` (draft 4, which kubeconform assumes), and:
// - strict: every object that lists its properties refuses others (additionalProperties: false);
// - IntOrString (and format int-or-string) is a string or an integer, Quantity a string (in
//   Kubernetes' quantity grammar) or a number;
// - apiVersion and kind are required and fixed to the kind's;
// - null is refused (a rendered null is a template slip, though the API server would ignore it).
//
//   node helm/k8s-json-schemas.js SWAGGER_JSON OUT_DIR KUBERNETES_VERSION
'use strict';
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const INT_OR_STRING = 'io.k8s.apimachinery.pkg.util.intstr.IntOrString';
const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';
const REF_PREFIX = '#/definitions/';

/** Replacements of whole definitions the OpenAPI document gives only as `type: string`. */
const SPECIAL = {
  [INT_OR_STRING]: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  [QUANTITY]: {
    oneOf: [
      {
        type: 'string',
        pattern: '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+|[numkMGTPE]|[KMGTPE]i)?$',
      },
      { type: 'number' },
    ],
  },
};

/** Keywords kept from the OpenAPI schemas (descriptions and x-kubernetes-* extensions are dropped). */
const KEEP = new Set([
  'type',
  'format',
  'enum',
  'required',
  'minimum',
  'maximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

/**
 * One schema node of the document, converted; `refs` collects the definitions it reaches. The walk
 * follows the schema's structure (properties, items, additionalProperties, allOf...), so a property
 * that happens to be named `format` or `type` is never mistaken for a keyword.
 */
function convert(node, refs) {
  if (node.$ref) {
    const name = node.$ref.slice(REF_PREFIX.length);
    if (!node.$ref.startsWith(REF_PREFIX)) throw new Error(`unexpected $ref ${node.$ref}`);
    refs.add(name);
    return { $ref: node.$ref };
  }
  if (node.format === 'int-or-string') return SPECIAL[INT_OR_STRING];
  const out = {};
  for (const [k, v] of Object.entries(node)) if (KEEP.has(k)) out[k] = v;
  if (node.properties) {
    out.properties = {};
    for (const [name, prop] of Object.entries(node.properties)) out.properties[name] = convert(prop, refs);
    if (!out.type) out.type = 'object';
  }
  if (node.items) out.items = convert(node.items, refs);
  if (node.additionalProperties !== undefined)
    out.additionalProperties =
      typeof node.additionalProperties === 'object'
        ? convert(node.additionalProperties, refs)
        : node.additionalProperties;
  else if (node.properties && !node['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
  for (const k of ['allOf', 'anyOf', 'oneOf']) if (node[k]) out[k] = node[k].map((s) => convert(s, refs));
  if (node.not) out.not = convert(node.not, refs);
  return out;
}

/** The definitions reachable from `root`, each converted once. */
function closure(definitions, root) {
  const done = {};
  const todo = [root];
  while (todo.length) {
    const name = todo.pop();
    if (done[name]) continue;
    const def = definitions[name];
    if (!def) throw new Error(`definition ${name} is missing from the document`);
    const refs = new Set();
    done[name] = SPECIAL[name] ?? convert(def, refs);
    for (const r of refs) if (!done[r]) todo.push(r);
  }
  return done;
}

/** kubeconform's file name of a kind (pkg/registry: ResourceKind and KindSuffix). */
function fileName(kind, apiVersion) {
  const parts = apiVersion.split('/');
  let suffix = `-${parts[0].split('.')[0].toLowerCase()}`;
  if (parts.length > 1) suffix += `-${parts[1].toLowerCase()}`;
  return `${kind.toLowerCase()}${suffix}.json`;
}

function main([swaggerFile, outDir, version]) {
  if (!swaggerFile || !outDir || !/^\d+\.\d+\.\d+$/.test(version ?? ''))
    throw new Error('usage: k8s-json-schemas.js SWAGGER_JSON OUT_DIR KUBERNETES_VERSION (e.g. 1.34.8)');
  const { definitions } = JSON.parse(readFileSync(swaggerFile, 'utf8'));
  const dir = join(outDir, `v${version}-standalone-strict`);
  mkdirSync(dir, { recursive: true });
  const written = new Map();
  for (const [name, def] of Object.entries(definitions)) {
    for (const gvk of def['x-kubernetes-group-version-kind'] ?? []) {
      const apiVersion = gvk.group ? `${gvk.group}/${gvk.version}` : gvk.version;
      const file = fileName(gvk.kind, apiVersion);
      // Two kinds would share a file (never so far): refuse rather than validate against the wrong one.
      if (written.has(file) && written.get(file) !== `${apiVersion} ${gvk.kind}`)
        throw new Error(`${file}: both ${written.get(file)} and ${apiVersion} ${gvk.kind}`);
      const defs = closure(definitions, name);
      const root = { ...defs[name] };
      root.properties = {
        ...root.properties,
        apiVersion: { type: 'string', enum: [apiVersion] },
        kind: { type: 'string', enum: [gvk.kind] },
      };
      root.required = [...new Set(['apiVersion', 'kind', ...(root.required ?? [])])];
      writeFileSync(join(dir, file), JSON.stringify({ ...root, definitions: defs }));
      written.set(file, `${apiVersion} ${gvk.kind}`);
    }
  }
  console.log(`${written.size} schemas in ${dir}`);
}

try {
  main(process.argv.slice(2));
} catch (e) {
  console.error(`k8s-json-schemas: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
