#!/usr/bin/env node
// Each process of a rendered release, given the environment the chart gives it (its ConfigMaps, its
// env entries with `$(VAR)` expanded as the kubelet does, stand-ins for the Secrets' values), must pass
// its own configuration check in the built code: the gateway's loadGatewayConfig, each subgraph's
// `config` (its definition in services/<name>/dist/<name>.subgraph.js), the database URLs the
// subgraph derives (@tempo/db), the object store's settings where it uses one (@tempo/storage), and
// for the migration jobs what `migrate` reads. Needs the build (npx nx run-many -t build).
//
//   node helm/check-env.js LABEL MANIFEST_FILE [LABEL MANIFEST_FILE...]
'use strict';
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { generateKeyPairSync } = require('node:crypto');
const { join } = require('node:path');
const YAML = require('yaml');

const ROOT = join(__dirname, '..');
const dist = (...p) => join(ROOT, 'services', ...p);

/** A value standing in for a Secret's: long enough for every check, a real key where one is parsed. */
function standIn(name) {
  if (name === 'ID_TOKEN_PRIVATE_KEY')
    return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
  if (name.endsWith('_DATABASE_URL') || name.endsWith('_DATABASE_APP_URL'))
    return `postgres://role:stand-in-password@db.example:5432/${name.toLowerCase()}`;
  return `stand-in-${name.toLowerCase().replace(/_/g, '-')}-0123456789abcdef0123456789`;
}

/** The container's environment as the kubelet builds it: envFrom first, then env in order. */
function environment(container, configMaps) {
  const env = {};
  for (const ref of container.envFrom ?? []) Object.assign(env, configMaps[ref.configMapRef.name] ?? {});
  for (const e of container.env ?? []) {
    if (e.valueFrom?.secretKeyRef) env[e.name] = standIn(e.name);
    else env[e.name] = (e.value ?? '').replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (m, v) => env[v] ?? m);
  }
  return env;
}

/** A subgraph's definition (the kit's defineSubgraph result) from its build. */
function definition(name) {
  const dir = dist(name, 'dist');
  const file = existsSync(dir) && readdirSync(dir).find((f) => f.endsWith('.subgraph.js'));
  if (!file)
    throw new Error(`services/${name}/dist has no *.subgraph.js: build first (npx nx run-many -t build)`);
  const def = Object.values(require(join(dir, file))).find((v) => v && typeof v.config === 'function');
  if (!def) throw new Error(`services/${name}/dist/${file} exports no subgraph definition`);
  return def;
}

function main(args) {
  if (args.length < 2 || args.length % 2)
    throw new Error('usage: check-env.js LABEL MANIFEST_FILE [LABEL MANIFEST_FILE...]');
  const { infraSchema, loadConfig } = require('@tempo/config');
  const { resolveDbUrls } = require('@tempo/db');
  const { s3ClientConfig } = require('@tempo/storage');
  const gatewayConfig = join(dist('gateway', 'dist'), 'config.js');
  if (!existsSync(gatewayConfig)) throw new Error('services/gateway/dist/config.js is missing: build first');
  const { loadGatewayConfig } = require(gatewayConfig);

  /** The problems of one process, given its environment. */
  const check = (app, role, env) => {
    if (env.NODE_ENV !== 'production') throw new Error(`NODE_ENV is '${env.NODE_ENV}', not production`);
    loadConfig({ NODE_ENV: infraSchema.NODE_ENV, LOG_LEVEL: infraSchema.LOG_LEVEL }, env);
    if (role === 'gateway') return loadGatewayConfig(env);
    const urls = resolveDbUrls(app, env);
    if (new URL(urls.adminUrl).password) throw new Error('DATABASE_URL carries a password');
    if (!new URL(urls.appUrl).password)
      throw new Error(`the application role's URL of ${app} has no password`);
    if (role === 'migration') {
      loadConfig({ DATABASE_APP_PASSWORD: infraSchema.DATABASE_APP_PASSWORD }, env);
      const provisioned =
        env[`${app.toUpperCase()}_DATABASE_URL`] && env[`${app.toUpperCase()}_DATABASE_APP_URL`];
      if (!provisioned && !env.PGPASSWORD) throw new Error('no PGPASSWORD for the admin role');
      return;
    }
    definition(app).config(env);
    loadConfig({ DATABASE_POOL_SIZE: infraSchema.DATABASE_POOL_SIZE }, env);
    if (env.S3_URL !== undefined)
      s3ClientConfig(
        loadConfig({ S3_URL: infraSchema.S3_URL, S3_BUCKET: infraSchema.S3_BUCKET }, env).S3_URL,
      );
  };

  for (let i = 0; i < args.length; i += 2) {
    const [label, file] = [args[i], args[i + 1]];
    const docs = YAML.parseAllDocuments(readFileSync(file, 'utf8'))
      .map((d) => d.toJS())
      .filter(Boolean);
    const configMaps = Object.fromEntries(
      docs.filter((d) => d.kind === 'ConfigMap').map((d) => [d.metadata.name, d.data ?? {}]),
    );
    const problems = [];
    const workloads = docs.filter((x) => x.kind === 'Deployment' || x.kind === 'Job');
    for (const d of workloads) {
      const labels = d.spec.template.metadata.labels;
      try {
        check(
          labels['tempo/app'],
          labels['tempo/role'],
          environment(d.spec.template.spec.containers[0], configMaps),
        );
      } catch (e) {
        problems.push(
          `${d.kind} ${d.metadata.name}: ${e instanceof Error ? e.message.replace(/\n\s*/g, ' ') : String(e)}`,
        );
      }
    }
    if (problems.length) {
      console.error(
        `${label}: a process would refuse the chart's environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else console.log(`${label}: ${workloads.length} processes accept the environment the chart gives them`);
  }
}

try {
  main(process.argv.slice(2));
} catch (e) {
  console.error(`check-env: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
