#!/usr/bin/env node
// The chart's own rules on a rendered release (what the Kubernetes schemas cannot say):
// - no Secret is ever rendered, and nothing secret-looking sits in a ConfigMap or a plain env value;
// - every subgraph found under services/ (plus EXTRA names) has its API and worker Deployments, its
//   Service, ConfigMap and migration hook Job, and the gateway routes to it;
// - every pod runs as uid 10001, non-root, read-only root, no privileges, /tmp from an emptyDir, no API
//   token; every Deployment has its probes on the internal port and the Prometheus annotations;
// - the gateway and every API have a PodDisruptionBudget, and an HPA exactly when replicas are left to it;
// - every variable the processes read (their config schemas in the sources) is set, or listed below as
//   deliberately left to its default.
// Prints the objects per kind.
//
//   node helm/check-manifests.js LABEL MANIFEST_FILE RELEASE [EXTRA_SUBGRAPH...]
'use strict';
const { readFileSync, readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const YAML = require('yaml');

const ROOT = join(__dirname, '..');
/** Variables no process is given, on purpose. */
const LEFT_TO_DEFAULT = {
  SPA_DIR: 'the gateway serves the web build of its image (apps/web/dist next to it)',
};
const SECRET_NAME = /SECRET|PASSWORD|TOKEN$|PRIVATE_KEY|AUTH_TOKEN|ACCESS_KEY/;
const CREDENTIALS_IN_URL = /:\/\/[^/\s@:]*:[^/\s@]+@/;

const problems = [];
const problem = (text) => problems.push(text);

/** Subgraph names from services/<dir>/package.json (tempo.subgraph.name). */
function foundSubgraphs() {
  const dir = join(ROOT, 'services');
  return readdirSync(dir)
    .map((d) => join(dir, d, 'package.json'))
    .filter((f) => existsSync(f))
    .map((f) => JSON.parse(readFileSync(f, 'utf8')).tempo?.subgraph?.name)
    .filter(Boolean);
}

/** The variable names of an object literal in a source file, from `start` to its closing line. */
function schemaKeys(file, start) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const from = text.indexOf(start);
  if (from < 0) throw new Error(`${file}: '${start}' not found (the variable check needs updating)`);
  const body = text.slice(from, text.indexOf('\n}', from));
  return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
}

/** What each process reads: the gateway's schema; a subgraph's base schema, database, storage, own. */
function readVariables(subgraph) {
  if (subgraph === null)
    return [...schemaKeys('services/gateway/src/config.ts', 'export const gatewaySchema'), 'LOG_LEVEL'];
  const vars = [
    ...schemaKeys('libs/nest/subgraph/src/config.ts', 'export const subgraphBaseSchema'),
    'LOG_LEVEL',
    'DATABASE_URL',
    'DATABASE_APP_PASSWORD',
    'DATABASE_POOL_SIZE',
  ];
  const src = join('services', subgraph, 'src');
  // A subgraph named only in values (a test of the chart) has no sources: its base variables suffice.
  if (!existsSync(join(ROOT, src))) return vars;
  if (existsSync(join(ROOT, src, 'config.ts'))) {
    const text = readFileSync(join(ROOT, src, 'config.ts'), 'utf8');
    const m = /const (\w+Schema) = \{/.exec(text);
    if (m) vars.push(...schemaKeys(join(src, 'config.ts'), m[0]));
  }
  const description = readdirSync(join(ROOT, src)).find((f) => f.endsWith('.subgraph.ts'));
  if (description && readFileSync(join(ROOT, src, description), 'utf8').includes('StorageModule'))
    vars.push('S3_URL', 'S3_BUCKET');
  return vars;
}

function podChecks(what, spec, { probes }) {
  const psc = spec.securityContext ?? {};
  if (psc.runAsNonRoot !== true || psc.runAsUser !== 10001)
    problem(`${what}: pod must run as non-root uid 10001`);
  if (spec.automountServiceAccountToken !== false) problem(`${what}: mounts a service account token`);
  const tmp = (spec.volumes ?? []).find((v) => v.name === 'tmp');
  if (!tmp?.emptyDir) problem(`${what}: no emptyDir volume for /tmp`);
  for (const c of spec.containers) {
    const sc = c.securityContext ?? {};
    const at = `${what}/${c.name}`;
    if (sc.readOnlyRootFilesystem !== true) problem(`${at}: root filesystem is writable`);
    if (sc.allowPrivilegeEscalation !== false) problem(`${at}: privilege escalation allowed`);
    if (!(sc.capabilities?.drop ?? []).includes('ALL')) problem(`${at}: capabilities not dropped`);
    if (!(c.volumeMounts ?? []).some((m) => m.name === 'tmp' && m.mountPath === '/tmp'))
      problem(`${at}: /tmp not mounted`);
    for (const k of ['requests', 'limits'])
      if (!c.resources?.[k]?.cpu || !c.resources?.[k]?.memory) problem(`${at}: resources.${k} incomplete`);
    for (const e of c.env ?? []) {
      if (e.value !== undefined && SECRET_NAME.test(e.name))
        problem(`${at}: ${e.name} has a literal value; secrets come from secretKeyRef`);
      if (e.value !== undefined && CREDENTIALS_IN_URL.test(e.value) && !e.value.includes('$('))
        problem(`${at}: ${e.name} carries credentials in its value`);
    }
    if (!probes) continue;
    const internal = (c.ports ?? []).find((p) => p.name === 'internal');
    if (internal?.containerPort !== 9090) problem(`${at}: no internal port 9090`);
    const probe = (name, path) => {
      const g = c[name]?.httpGet;
      if (g?.path !== path || g?.port !== 'internal')
        problem(`${at}: ${name} is not ${path} on the internal port`);
    };
    probe('readinessProbe', '/readyz');
    probe('livenessProbe', '/healthz');
    probe('startupProbe', '/healthz');
  }
}

function main([label, file, release, ...extra]) {
  if (!label || !file || !release)
    throw new Error('usage: check-manifests.js LABEL MANIFEST_FILE RELEASE [EXTRA_SUBGRAPH...]');
  const docs = YAML.parseAllDocuments(readFileSync(file, 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);
  const byKind = {};
  const get = (kind, name) => docs.find((d) => d.kind === kind && d.metadata?.name === name);
  for (const d of docs) byKind[d.kind] = (byKind[d.kind] ?? 0) + 1;

  for (const d of docs.filter((x) => x.kind === 'Secret'))
    problem(
      `Secret ${d.metadata?.name} is rendered${d.data || d.stringData ? ' with data' : ''}: Secrets are created by the operator`,
    );
  const configMaps = docs.filter((d) => d.kind === 'ConfigMap');
  for (const cm of configMaps)
    for (const [k, v] of Object.entries(cm.data ?? {})) {
      if (SECRET_NAME.test(k)) problem(`ConfigMap ${cm.metadata.name}: ${k} looks secret`);
      if (CREDENTIALS_IN_URL.test(v)) problem(`ConfigMap ${cm.metadata.name}: ${k} carries credentials`);
    }

  const subgraphs = [...new Set([...foundSubgraphs(), ...extra])];
  const gatewayConfig = get('ConfigMap', `${release}-gateway`)?.data ?? {};
  const processes = [{ name: `${release}-gateway`, subgraph: null, configMaps: ['shared', 'gateway'] }];
  for (const s of subgraphs) {
    const hint = `(a block under subgraphs: in helm/tempo/values.yaml, helm/README.md)`;
    for (const kind of ['api', 'worker'])
      processes.push({ name: `${release}-${s}-${kind}`, subgraph: s, configMaps: ['shared', s], hint });
    if (!get('Service', `${release}-${s}-api`))
      problem(`subgraph ${s}: no Service ${release}-${s}-api ${hint}`);
    if (!get('ConfigMap', `${release}-${s}`)) problem(`subgraph ${s}: no ConfigMap ${release}-${s} ${hint}`);
    if (gatewayConfig[`${s.toUpperCase()}_URL`] !== `http://${release}-${s}-api:8080/graphql`)
      problem(`subgraph ${s}: the gateway's ${s.toUpperCase()}_URL does not point at ${release}-${s}-api`);
    const job = get('Job', `${release}-${s}-migrate`);
    const hook = job?.metadata?.annotations ?? {};
    if (!job) problem(`subgraph ${s}: no migration Job ${hint}`);
    else {
      if (hook['helm.sh/hook'] !== 'pre-install,pre-upgrade')
        problem(`${job.metadata.name}: not a pre-install,pre-upgrade hook`);
      if (hook['helm.sh/hook-delete-policy'] !== 'before-hook-creation,hook-succeeded')
        problem(`${job.metadata.name}: hook delete policy`);
      if (hook['helm.sh/hook-weight'] === undefined) problem(`${job.metadata.name}: no hook weight`);
      if (job.spec.backoffLimit === undefined || !job.spec.activeDeadlineSeconds)
        problem(`${job.metadata.name}: unbounded`);
      const c = job.spec.template.spec.containers[0];
      if (JSON.stringify(c.args) !== '["migrate"]' || !c.image.includes(`/${s}-api:`))
        problem(`${job.metadata.name}: must run 'migrate' from the ${s}-api image`);
      podChecks(job.metadata.name, job.spec.template.spec, { probes: false });
    }
  }

  for (const p of processes) {
    const dep = get('Deployment', p.name);
    if (!dep) {
      problem(`no Deployment ${p.name} ${p.hint ?? ''}`);
      continue;
    }
    const tpl = dep.spec.template;
    const ann = tpl.metadata.annotations ?? {};
    if (
      ann['prometheus.io/scrape'] !== 'true' ||
      ann['prometheus.io/port'] !== '9090' ||
      ann['prometheus.io/path'] !== '/metrics'
    )
      problem(`${p.name}: Prometheus annotations missing`);
    podChecks(p.name, tpl.spec, { probes: true });
    const c = tpl.spec.containers[0];
    const provided = new Set((c.env ?? []).map((e) => e.name));
    for (const ref of c.envFrom ?? []) {
      const cm = configMaps.find((m) => m.metadata.name === ref.configMapRef?.name);
      if (!cm) problem(`${p.name}: ConfigMap ${ref.configMapRef?.name} is not rendered`);
      for (const k of Object.keys(cm?.data ?? {})) provided.add(k);
    }
    for (const v of readVariables(p.subgraph))
      if (!provided.has(v) && !LEFT_TO_DEFAULT[v])
        problem(`${p.name}: ${v} is read by the process but the chart does not set it`);
    if (p.name.endsWith('-worker')) continue;
    const hpa = docs.find(
      (d) => d.kind === 'HorizontalPodAutoscaler' && d.spec.scaleTargetRef.name === p.name,
    );
    if (Boolean(hpa) === (dep.spec.replicas !== undefined))
      problem(`${p.name}: ${hpa ? 'both replicas and an HPA' : 'neither replicas nor an HPA'}`);
    const sel = JSON.stringify(dep.spec.selector.matchLabels);
    if (
      !docs.some(
        (d) => d.kind === 'PodDisruptionBudget' && JSON.stringify(d.spec.selector.matchLabels) === sel,
      )
    )
      problem(`${p.name}: no PodDisruptionBudget`);
  }

  const counts = Object.entries(byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  console.log(`${label}: ${docs.length} objects (${counts}); subgraphs ${subgraphs.join(', ')}`);
  if (problems.length) {
    console.error(`${label}: the chart's rules are broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

try {
  main(process.argv.slice(2));
} catch (e) {
  console.error(`check-manifests: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
