import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import { join } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { OBSERVABILITY_ROOT } from './catalogue';
import type { GrafanaDashboard } from './grafana-schema';
import { dashboardFiles, isRow, readDashboard } from './sources';

/**
 * The dashboards against Grafana's published dashboard schema (src/grafana-schema.ts): its types
 * turned into a JSON Schema that refuses unknown properties, so that a misspelt field, a value of
 * the wrong type or an unknown enum value fails here rather than being dropped by Grafana on import.
 */
const generator = createGenerator({
  path: join(__dirname, 'grafana-schema.ts'),
  tsconfig: join(OBSERVABILITY_ROOT, 'tsconfig.json'),
  additionalProperties: false,
  skipTypeCheck: true,
  expose: 'none',
  jsDoc: 'none',
  topRef: false,
});
// Grafana's types have members of more than one type (a legend width is a number or a string).
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validator = (type: string): ValidateFunction => ajv.compile(generator.createSchema(type));
const validate = {
  dashboard: validator('GrafanaDashboard'),
  timeseries: validator('TimeSeriesPanel'),
  stat: validator('StatPanel'),
  row: validator('RowPanel'),
} as const;

const messages = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);

/** What the schema says of a value: [] when it is valid. */
function problems(check: ValidateFunction, value: unknown): string[] {
  return check(value) ? [] : messages(check.errors);
}

function panelProblems(panel: { type: string }): string[] {
  const check = validate[panel.type as keyof typeof validate];
  if (!check || check === validate.dashboard) return [`unknown panel type ${panel.type}`];
  return problems(check, panel);
}

describe('the dashboards validate against Grafana’s dashboard schema', () => {
  describe.each(dashboardFiles())('%s', (file) => {
    const dashboard = readDashboard(file);

    it('is a dashboard of the schema', () => {
      expect(problems(validate.dashboard, dashboard)).toEqual([]);
    });

    it('has panels of the schema, each its plugin’s options and Prometheus queries', () => {
      const panels = dashboard.panels.flatMap((p) => (isRow(p) ? [p, ...p.panels] : [p]));
      expect(panels.length).toBeGreaterThan(10);
      expect(panels.flatMap((p) => panelProblems(p).map((m) => `${p.title}: ${m}`))).toEqual([]);
    });
  });
});

describe('the schema refuses what Grafana would not read', () => {
  const [file] = dashboardFiles();
  const original = readDashboard(file);
  const copy = (): GrafanaDashboard => JSON.parse(JSON.stringify(original)) as GrafanaDashboard;
  const firstOf = (d: GrafanaDashboard, type: string) => {
    const found = d.panels.find((p) => p.type === type);
    if (!found) throw new Error(`no ${type} panel in ${file}`);
    return found as unknown as Record<string, unknown> & {
      gridPos: Record<string, unknown>;
      targets: Array<Record<string, unknown>>;
      options: Record<string, Record<string, unknown>>;
      fieldConfig: { defaults: Record<string, unknown> & { custom: Record<string, unknown> } };
    };
  };
  /** A change, and a word the schema's complaint must name (so that it fails for that reason). */
  const broken: Array<[string, string, (d: GrafanaDashboard) => void]> = [
    ['a misspelt panel field', 'titel', (d) => (firstOf(d, 'timeseries').titel = 'x')],
    [
      'a misspelt query field',
      'legendFromat',
      (d) => (firstOf(d, 'timeseries').targets[0].legendFromat = '{{x}}'),
    ],
    [
      'a grid position that is a string',
      '/gridPos/w must be number',
      (d) => (firstOf(d, 'stat').gridPos.w = '6'),
    ],
    [
      'an unknown legend mode',
      '/options/legend/displayMode must be equal to one of the allowed values',
      (d) => (firstOf(d, 'timeseries').options.legend.displayMode = 'huge'),
    ],
    [
      'a misspelt custom field option',
      'lineWidht',
      (d) => (firstOf(d, 'timeseries').fieldConfig.defaults.custom.lineWidht = 2),
    ],
    [
      'a time-series option on a stat',
      '"additionalProperty":"legend"',
      (d) => (firstOf(d, 'stat').options.legend = { showLegend: true }),
    ],
    [
      'an unknown panel type',
      '/type must be equal to constant',
      (d) => (firstOf(d, 'timeseries').type = 'timeseris'),
    ],
    [
      'a missing schema version',
      'schemaVersion',
      (d) => delete (d as Partial<GrafanaDashboard>).schemaVersion,
    ],
  ];

  it.each(broken)('%s', (_what, named, breakIt) => {
    const d = copy();
    breakIt(d);
    const found = problems(validate.dashboard, d);
    expect(found).not.toEqual([]);
    expect(found.join('\n')).toContain(named);
  });

  it('reads the dashboard as it is', () => {
    expect(problems(validate.dashboard, copy())).toEqual([]);
  });
});
