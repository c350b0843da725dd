import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_SETTINGS_FRAGMENT_SOURCE,
  OWNER_ARGUMENTS,
  SELF_UPDATE_BUSINESS_SOURCE,
  SUPER_ARGUMENTS,
  UPDATE_BUSINESS_SOURCE,
} from './business-settings.graphql';
import { sanitizeHtml } from './rich-text';
import {
  MANAGED_ELSEWHERE,
  ManagedElsewhere,
  SETTINGS,
  SettingDef,
  fieldOf,
  labelOf,
} from './settings-catalogue';

const ROOT = resolve(__dirname, '../../../../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

/** The server's field catalogue: each Business field with its edit level, read from its source. */
function serverFields(): Map<string, string> {
  const source = read('services/identity/src/business/business-fields.ts');
  const start = source.indexOf('export const BUSINESS_FIELDS');
  const body = source.slice(start, source.indexOf('];', start)).replace(/\s+/g, ' ');
  const fields = new Map<string, string>();
  const levels = "'(?:public|member|private|platform)'";
  // f('name', S, 'public', 'self'), strs('name', 'member', 'self'), objs('name', () => T, 'public', 'self', ...)
  const single = new RegExp(
    `\\b(?:f|strs|objs)\\(\\s*'(\\w+)',[^']*?${levels}\\s*,\\s*'(self|super|none)'`,
    'g',
  );
  for (const [, name, edit] of body.matchAll(single)) fields.set(name, edit);
  // ...['a', 'b'].map((n) => f(n, S, 'public', 'self', ...))
  const grouped = new RegExp(
    `\\.\\.\\.\\[([^\\]]*)\\]\\.map\\(\\(n\\) => f\\(n, \\w+, ${levels}, '(self|super|none)'`,
    'g',
  );
  for (const [, names, edit] of body.matchAll(grouped))
    for (const [, name] of names.matchAll(/'(\w+)'/g)) fields.set(name, edit);
  // ...FEATURE_FLAGS.map((n) => f(n, B, 'public', 'super'))
  const flags = source.slice(source.indexOf('export const FEATURE_FLAGS'), source.indexOf('] as const'));
  const flagEdit = body.match(
    new RegExp(`FEATURE_FLAGS\\.map\\(\\(n\\) => f\\(n, \\w+, ${levels}, '(\\w+)'`),
  );
  for (const [, name] of flags.matchAll(/'(\w+)'/g)) fields.set(name, flagEdit?.[1] ?? 'unknown');
  return fields;
}

const catalogued = new Map<string, SettingDef>();
for (const setting of SETTINGS)
  if (!catalogued.has(fieldOf(setting))) catalogued.set(fieldOf(setting), setting);
const elsewhere = new Map<string, ManagedElsewhere>(MANAGED_ELSEWHERE.map((m) => [m.name, m]));
const SCHEMA = read('services/identity/schema.gql');

/** The argument names and types of a mutation in the API schema. */
function schemaArguments(mutation: string): Map<string, string> {
  const start = SCHEMA.indexOf(`  ${mutation}(`);
  const text = SCHEMA.slice(start + mutation.length + 3, SCHEMA.indexOf('): BusinessResult!', start));
  const args = new Map<string, string>();
  for (const [, name, type] of text.replace(/"""[\s\S]*?"""/g, '').matchAll(/(\w+): ([\w[\]!]+)/g))
    args.set(name, type);
  return args;
}

describe('settings catalogue', () => {
  const server = serverFields();

  it('reads the whole server catalogue', () => {
    expect(server.size).toBeGreaterThanOrEqual(141);
    expect(server.get('fullName')).toBe('self');
    expect(server.get('uiSecondaryFontColor')).toBe('self');
    expect(server.get('landingPages')).toBe('self');
    expect(server.get('timeOffPolicyEnabled')).toBe('super');
    expect(server.get('smsCountTotal')).toBe('none');
  });

  it('edits every owner-editable setting here or names the screen that manages it', () => {
    const self = [...server].filter(([, edit]) => edit === 'self').map(([name]) => name);
    const missing = self.filter((name) => !catalogued.has(name) && !elsewhere.has(name));
    expect(missing).toEqual([]);
  });

  it('covers every superuser setting and every read-only one too', () => {
    const missing = [...server.keys()].filter((name) => !catalogued.has(name) && !elsewhere.has(name));
    expect(missing).toEqual([]);
  });

  it('gives each setting the server’s edit level, and names only real fields', () => {
    const wrong = [...catalogued, ...elsewhere].filter(
      ([name, setting]) => server.get(name) !== setting.edit,
    );
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('has one unique label per setting', () => {
    const labels = SETTINGS.map((s) => `${s.section}/${s.label}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("prefixes the labels of the settings not required with '(optional)' (000 §5)", () => {
    const byName = (name: string) => SETTINGS.find((s) => s.name === name)!;
    expect(labelOf(byName('fullName'))).toBe('Full name');
    expect(labelOf(byName('tagline'))).toBe('(optional) Tagline');
    expect(labelOf(byName('uiPrimaryColor'))).toBe('(optional) Primary colour');
    expect(labelOf(byName('enableClientPosting'))).toBe('Client posting enabled');
  });
});

describe('generated documents', () => {
  it('are valid GraphQL', () => {
    expect(() => parse(`${SELF_UPDATE_BUSINESS_SOURCE}\n${BUSINESS_SETTINGS_FRAGMENT_SOURCE}`)).not.toThrow();
    expect(() => parse(`${UPDATE_BUSINESS_SOURCE}\n${BUSINESS_SETTINGS_FRAGMENT_SOURCE}`)).not.toThrow();
  });

  it('declare selfUpdateBusiness arguments with the schema’s names and types', () => {
    const schema = schemaArguments('selfUpdateBusiness');
    expect(OWNER_ARGUMENTS.length).toBeGreaterThan(75);
    for (const [name, type] of OWNER_ARGUMENTS) expect([name, schema.get(name)]).toEqual([name, type]);
  });

  it('declare updateBusiness arguments with the schema’s names and types, the required flags non-null', () => {
    const schema = schemaArguments('updateBusiness');
    for (const [name, type] of SUPER_ARGUMENTS) expect([name, schema.get(name)]).toEqual([name, type]);
    const required = SUPER_ARGUMENTS.filter(([, type]) => type.endsWith('!')).map(([name]) => name);
    expect(required.sort()).toEqual([
      'internalVideoConfEnabled',
      'notificationsEnabled',
      'notificationsEnabledOwnersOnly',
    ]);
  });

  it('read every catalogued field of the Business type', () => {
    const type = SCHEMA.slice(
      SCHEMA.indexOf('type Business\n'),
      SCHEMA.indexOf('\n}', SCHEMA.indexOf('type Business\n')),
    );
    for (const field of [...catalogued.keys(), ...elsewhere.keys()]) {
      expect(type).toMatch(new RegExp(`\\n  ${field}: `));
      expect(BUSINESS_SETTINGS_FRAGMENT_SOURCE).toMatch(new RegExp(`\\b${field}\\b`));
    }
  });
});

describe('rich text preview', () => {
  it('keeps the allowed markup and removes scripts, handlers and unsafe links', () => {
    const html = sanitizeHtml(
      '<p style="color:#ff0000;position:fixed" onclick="x()">Hi <b>there</b></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">a</a><a href="https://demo.example">b</a><blink>c</blink>',
    );
    expect(html).toBe(
      '<p style="color:#ff0000">Hi <b>there</b></p><a>a</a><a href="https://demo.example">b</a>c',
    );
  });
});
