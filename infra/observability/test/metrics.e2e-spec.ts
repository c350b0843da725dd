import { findSubgraphs } from '@tempo/config';
import { join } from 'node:path';
import { Family, loadCatalogue, OBSERVABILITY_ROOT, Role } from '../src/catalogue';

/**
 * Against the running product: every metric family of metrics.json is on the /metrics of each
 * process that owns it (its HELP and TYPE lines, of the type listed), and each process labels its
 * series with its app and role. The processes are found like scripts/lib.sh starts them: the gateway
 * at GATEWAY_INTERNAL_URL; each subgraph's API on its internal port (its port + 10000) and its
 * worker on the API port + 20000, the subgraphs keeping their manifests' port spacing from the
 * first one's (IDENTITY_URL).
 */
const url = (name: string, fallback: string) => new URL(process.env[name] ?? fallback);
const gateway = url('GATEWAY_URL', 'http://127.0.0.1:4000');
const gatewayInternal = url(
  'GATEWAY_INTERNAL_URL',
  `http://${gateway.hostname}:${Number(gateway.port || 80) + 10000}`,
);
const subgraphs = findSubgraphs(join(OBSERVABILITY_ROOT, '..', '..', 'services'));
const first = url('IDENTITY_URL', `http://127.0.0.1:${subgraphs[0]?.port ?? 4101}`);

interface Process {
  name: string;
  app: string;
  role: Role;
  metrics: string;
}

const at = (host: string, port: number) => `http://${host}:${port}/metrics`;
const processes: Process[] = [
  { name: 'gateway', app: 'gateway', role: 'gateway', metrics: `${gatewayInternal.origin}/metrics` },
  ...subgraphs.flatMap((s) => {
    const port = Number(first.port) + s.port - subgraphs[0].port;
    return [
      { name: `${s.name} api`, app: s.name, role: 'api' as const, metrics: at(first.hostname, port + 10000) },
      {
        name: `${s.name} worker`,
        app: s.name,
        role: 'worker' as const,
        metrics: at(first.hostname, port + 20000),
      },
    ];
  }),
];

const catalogue = loadCatalogue();
const owned = (role: Role): Array<[string, Family]> =>
  Object.entries(catalogue.families).filter(([, f]) => f.roles.includes(role));

/** The families a Prometheus text exposition declares: name -> TYPE (HELP lines must be there too). */
function declared(text: string): Map<string, string> {
  const help = new Set([...text.matchAll(/^# HELP (\S+) /gm)].map((m) => m[1]));
  const types = new Map<string, string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm))
    if (help.has(name)) types.set(name, type);
  return types;
}

describe('every process exports the metrics it owns', () => {
  it('finds the gateway and an API and a worker per subgraph', () => {
    expect(subgraphs.length).toBeGreaterThan(0);
    expect(processes.map((p) => p.role).sort()).toEqual(
      ['gateway', ...subgraphs.flatMap(() => ['api', 'worker'])].sort(),
    );
  });

  describe.each(processes)('$name ($metrics)', (proc) => {
    let text = '';
    beforeAll(async () => {
      const res = await fetch(proc.metrics).catch((e: Error) => {
        throw new Error(`${proc.name}: nothing answers ${proc.metrics} (${String(e.cause ?? e.message)})`);
      });
      expect(`${proc.metrics}: ${res.status}`).toBe(`${proc.metrics}: 200`);
      text = await res.text();
    });

    it('declares each family of metrics.json it owns, of its type', () => {
      const types = declared(text);
      const wrong = owned(proc.role)
        .filter(([name, f]) => types.get(name) !== f.type)
        .map(([name, f]) => `${name}: expected ${f.type}, found ${types.get(name) ?? 'nothing'}`);
      expect(wrong).toEqual([]);
    });

    it('labels its series with its app and role', () => {
      const sample = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes{'));
      expect(sample).toContain(`app="${proc.app}"`);
      expect(sample).toContain(`role="${proc.role}"`);
    });
  });
});
