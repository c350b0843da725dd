import { readJson, Tree, writeJson } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FixedClock } from '@tempo/contracts';
import { nextSteps, planSubgraph, subgraphGenerator } from './generator';
import { plural } from './options';

/** A workspace like this one: npm workspaces, identity on 4101 with its committed schema. */
function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  writeJson(tree, 'package.json', { name: 'tempo', workspaces: ['libs/nest/*', 'services/*'] });
  writeJson(tree, 'services/identity/package.json', {
    name: '@tempo/identity',
    tempo: { subgraph: { name: 'identity', port: 4101 } },
    dependencies: { typeorm: '^0.3.99', '@nestjs/common': '^11.9.0' },
  });
  tree.write(
    'services/identity/schema.gql',
    'type Activity { id: ID! }\ntype Query { activities(business: ID!): [Activity!]! }\n' +
      'type Mutation { loginSimple(login: ID!): Activity }\n',
  );
  writeJson(tree, 'services/gateway/package.json', { name: '@tempo/gateway' });
  writeJson(tree, 'libs/nest/db/package.json', { name: '@tempo/db', dependencies: { typeorm: '^0.3.1' } });
  return tree;
}

const generated = (tree: Tree, folder: string) =>
  tree
    .listChanges()
    .map((c) => c.path)
    .filter((p) => p.startsWith(`${folder}/`))
    .map((p) => p.slice(folder.length + 1))
    .sort();

describe('the subgraph generator', () => {
  it('writes a subgraph shaped like identity, on the next free port', async () => {
    const tree = workspace();
    await subgraphGenerator(tree, { name: 'people', skipFormat: true });
    expect(generated(tree, 'services/people')).toEqual(
      expect.arrayContaining([
        'jest.config.js',
        'jest.e2e.js',
        'jest.integration.js',
        'package.json',
        'src/config.ts',
        'src/database/database.ts',
        'src/main.ts',
        'src/notes/note-rules.spec.ts',
        'src/notes/note-rules.ts',
        'src/notes/note.entity.ts',
        'src/notes/note.model.ts',
        'src/notes/notes.module.ts',
        'src/notes/notes.resolver.ts',
        'src/notes/notes.service.ts',
        'src/people.subgraph.ts',
        'test/e2e/notes.e2e-spec.ts',
        'test/integration/migrations.integration-spec.ts',
        'test/integration/notes.integration-spec.ts',
        'test/integration/tenancy.integration-spec.ts',
        'tsconfig.json',
      ]),
    );
    expect(generated(tree, 'services/people').filter((p) => p.includes('migrations/'))).toEqual([
      expect.stringMatching(/^src\/database\/migrations\/\d{13}-people-init\.ts$/),
    ]);
    const pkg = readJson(tree, 'services/people/package.json');
    expect(pkg).toMatchObject({
      name: '@tempo/people',
      main: 'dist/main.js',
      nx: { tags: ['scope:people', 'type:subgraph'] },
      tempo: { subgraph: { name: 'people', port: 4102 } },
      devDependencies: { '@tempo/testing': '*' },
      // The workspace's build (scripts/compile.js), found from the subgraph's folder.
      scripts: { build: 'node ../../scripts/compile.js' },
    });
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining([
        'build',
        'typecheck',
        'lint',
        'test',
        'integration',
        'e2e',
        'schema',
        'migrate',
      ]),
    );
    // The workspace's ranges win (a subgraph's over a library's); the rest are identity's.
    expect(pkg.dependencies).toMatchObject({
      typeorm: '^0.3.99',
      '@nestjs/common': '^11.9.0',
      '@tempo/subgraph': '*',
    });
  });

  it('fills every template: no placeholder is left, and the code names only the product', async () => {
    const tree = workspace();
    await subgraphGenerator(tree, { name: 'people', skipFormat: true });
    for (const file of generated(tree, 'services/people')) {
      const text = tree.read(`services/people/${file}`, 'utf-8') ?? '';
      expect({ file, placeholders: text.match(/<%|%>|__\w+__/g) }).toEqual({ file, placeholders: null });
      expect({ file, words: text.match(/\b(issue|helper|task|TODO)\b/gi) }).toEqual({ file, words: null });
    }
    const subgraph = tree.read('services/people/src/people.subgraph.ts', 'utf-8');
    expect(subgraph).toContain('export const people = defineSubgraph({');
    expect(subgraph).toContain('modules: [NotesModule]');
    const migration = generated(tree, 'services/people').find((p) => p.includes('migrations/'))!;
    expect(tree.read(`services/people/${migration}`, 'utf-8')).toContain(`enableTenantRls(qr, 'note')`);
  });

  it("names the first migration after the clock's instant", async () => {
    const tree = workspace();
    const at = new FixedClock('2031-02-03T04:05:06.007Z');
    await subgraphGenerator(tree, { name: 'people', skipFormat: true }, at);
    const ms = at.now().getTime();
    expect(generated(tree, 'services/people').filter((p) => p.includes('migrations/'))).toEqual([
      `src/database/migrations/${ms}-people-init.ts`,
    ]);
    const migration = tree.read(`services/people/src/database/migrations/${ms}-people-init.ts`, 'utf-8');
    expect(migration).toContain(`export class PeopleInit${ms} implements MigrationInterface`);
    expect(migration).toContain(`name = 'PeopleInit${ms}'`);
  });

  it('names the aggregate in files, classes, GraphQL and SQL', async () => {
    const tree = workspace();
    await subgraphGenerator(tree, {
      name: 'staffing',
      aggregate: 'time-off-entry',
      port: 4300,
      skipFormat: true,
    });
    const folder = 'services/staffing/src/time-off-entries';
    expect(generated(tree, 'services/staffing').filter((p) => p.startsWith('src/time-off-entries/'))).toEqual(
      [
        'src/time-off-entries/time-off-entries.module.ts',
        'src/time-off-entries/time-off-entries.resolver.ts',
        'src/time-off-entries/time-off-entries.service.ts',
        'src/time-off-entries/time-off-entry-rules.spec.ts',
        'src/time-off-entries/time-off-entry-rules.ts',
        'src/time-off-entries/time-off-entry.entity.ts',
        'src/time-off-entries/time-off-entry.model.ts',
      ],
    );
    expect(tree.read(`${folder}/time-off-entries.resolver.ts`, 'utf-8')).toMatch(
      /async timeOffEntries\([\s\S]*async createTimeOffEntry\(/,
    );
    expect(tree.read(`${folder}/time-off-entry.entity.ts`, 'utf-8')).toContain(
      `@Entity('time_off_entry')\n@Index('time_off_entry_business_created'`,
    );
    expect(readJson(tree, 'services/staffing/package.json').tempo.subgraph.port).toBe(4300);
  });

  it('starts at 4101 when there is no subgraph yet', () => {
    const tree = createTreeWithEmptyWorkspace();
    expect(planSubgraph(tree, { name: 'identity' }).port).toBe(4101);
  });

  it.each([
    ['People', /one lower-case word/],
    ['time-off', /one lower-case word/],
    ['2fa', /one lower-case word/],
    ['', /one lower-case word/],
    ['delete', /reserved word/],
    ['join', /reserved word/],
  ])('refuses the name %j', (name, message) => {
    expect(() => planSubgraph(workspace(), { name })).toThrow(message);
  });

  it("reads the subgraphs' manifests by the kit's rule: a malformed one stops it, naming the file", () => {
    const tree = workspace();
    writeJson(tree, 'services/accounts/package.json', {
      tempo: { subgraph: { name: 'Billing', port: 4107 } },
    });
    expect(() => planSubgraph(tree, { name: 'people' })).toThrow(
      'services/accounts/package.json: tempo.subgraph.name must be a lower-case word',
    );
    writeJson(tree, 'services/accounts/package.json', {
      tempo: { subgraph: { name: 'billing', port: 60000 } },
    });
    expect(() => planSubgraph(tree, { name: 'people' })).toThrow('port number up to 55535');
  });

  it('refuses an existing folder, a name another folder declares, and a taken or impossible port', () => {
    const tree = workspace();
    writeJson(tree, 'services/accounts/package.json', {
      tempo: { subgraph: { name: 'billing', port: 4107 } },
    });
    expect(() => planSubgraph(tree, { name: 'gateway' })).toThrow('services/gateway already exists');
    expect(() => planSubgraph(tree, { name: 'billing' })).toThrow(
      "services/accounts already declares a subgraph named 'billing'",
    );
    expect(() => planSubgraph(tree, { name: 'people', port: 4101 })).toThrow(
      'port 4101 is the port of the identity subgraph: leave --port out to take 4108',
    );
    expect(() => planSubgraph(tree, { name: 'people', port: 60000 })).toThrow(/from 1024 to 55535/);
    expect(() => planSubgraph(tree, { name: 'people', aggregate: 'Note' })).toThrow(/lower-case words/);
  });

  it('refuses a sample aggregate whose GraphQL names a committed schema already has', () => {
    expect(() => planSubgraph(workspace(), { name: 'people', aggregate: 'activity' })).toThrow(
      "the sample aggregate 'activity' would define what the supergraph already has: type Activity (identity), Query.activities (identity)",
    );
  });

  it('ends with the commands to run: build, schema, compose, migrate', () => {
    const steps = nextSteps(planSubgraph(workspace(), { name: 'people' })).join('\n');
    expect(steps).toMatch(
      /nx run @tempo\/people:build[\s\S]*main\.js schema[\s\S]*npm run compose[\s\S]*main\.js migrate/,
    );
  });
});

describe('plural names', () => {
  it.each([
    ['note', 'notes'],
    ['entry', 'entries'],
    ['day', 'days'],
    ['class', 'classes'],
    ['time-off-box', 'time-off-boxes'],
  ])('%s → %s', (one, many) => expect(plural(one)).toBe(many));
});
