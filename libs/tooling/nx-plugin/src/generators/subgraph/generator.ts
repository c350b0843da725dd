import { join } from 'path';
import { Clock, systemClock } from '@tempo/contracts';
import {
  formatFiles,
  generateFiles,
  GeneratorCallback,
  logger,
  names,
  offsetFromRoot,
  Tree,
  writeJson,
} from '@nx/devkit';
import {
  aggregateName,
  aggregateNames,
  checkedPort,
  GeneratorOptionError,
  subgraphName,
  SubgraphGeneratorOptions,
} from './options';
import { existingSubgraphs, nextPort, SERVICES_DIR, takenGraphqlNames, workspaceRanges } from './workspace';

/** The templates: files/subgraph next to src/ and dist/ (this file runs from either). */
const TEMPLATES = join(__dirname, '..', '..', '..', 'files', 'subgraph');

/** What a subgraph's code needs at run time (ranges as identity's, or the workspace's when it has them). */
const DEPENDENCIES: Record<string, string> = {
  '@apollo/server': '^5.0.0',
  '@apollo/subgraph': '^2.11.0',
  '@nestjs/apollo': '^13.1.0',
  '@nestjs/common': '^11.1.0',
  '@nestjs/core': '^11.1.0',
  '@nestjs/graphql': '^13.1.0',
  '@nestjs/platform-express': '^11.1.0',
  '@tempo/auth': '*',
  '@tempo/config': '*',
  '@tempo/contracts': '*',
  '@tempo/db': '*',
  '@tempo/events': '*',
  '@tempo/graphql': '*',
  '@tempo/subgraph': '*',
  graphql: '^16.11.0',
  pg: '^8.16.0',
  'reflect-metadata': '^0.2.2',
  rxjs: '^7.8.1',
  typeorm: '^0.3.26',
};
const DEV_DEPENDENCIES: Record<string, string> = { '@tempo/testing': '*' };

/** Everything the generator derives from its options. */
export interface SubgraphPlan {
  name: string;
  port: number;
  folder: string;
  aggregate: ReturnType<typeof aggregateNames>;
}

/** Checks the options against the workspace; throws GeneratorOptionError with what to change. */
export function planSubgraph(tree: Tree, options: SubgraphGeneratorOptions): SubgraphPlan {
  const name = subgraphName(options.name);
  const aggregate = aggregateNames(aggregateName(options.aggregate ?? 'note'));
  const folder = `${SERVICES_DIR}/${name}`;
  if (tree.exists(folder)) throw new GeneratorOptionError(`${folder} already exists: choose another name`);
  const found = existingSubgraphs(tree);
  const sameName = found.find((s) => s.name === name);
  if (sameName)
    throw new GeneratorOptionError(
      `${SERVICES_DIR}/${sameName.folder} already declares a subgraph named '${name}': choose another name`,
    );
  const port = options.port === undefined ? nextPort(found) : checkedPort(options.port);
  const samePort = found.find((s) => s.port === port);
  if (samePort)
    throw new GeneratorOptionError(
      `port ${port} is the port of the ${samePort.name} subgraph: leave --port out to take ${nextPort(found)}`,
    );
  const taken = takenGraphqlNames(tree, found);
  const clashes = [
    ...[aggregate.className, `${aggregate.className}Result`, `Create${aggregate.className}Input`].flatMap(
      (t) => (taken.types.has(t) ? [`type ${t} (${taken.types.get(t)})`] : []),
    ),
    ...[`Query.${aggregate.plural.property}`, `Mutation.create${aggregate.className}`].flatMap((f) =>
      taken.rootFields.has(f) ? [`${f} (${taken.rootFields.get(f)})`] : [],
    ),
  ];
  if (clashes.length)
    throw new GeneratorOptionError(
      `the sample aggregate '${options.aggregate ?? 'note'}' would define what the supergraph already has: ${clashes.join(', ')}; choose another with --aggregate`,
    );
  return { name, port, folder, aggregate };
}

/** The package.json of the new subgraph: identity's scripts, its nx tags and its manifest. */
function packageJsonOf(tree: Tree, plan: SubgraphPlan): object {
  return {
    name: `@tempo/${plan.name}`,
    version: '0.1.0',
    private: true,
    main: 'dist/main.js',
    scripts: {
      build: `node ${offsetFromRoot(plan.folder)}scripts/compile.js`,
      typecheck: 'tsc -p tsconfig.json --noEmit',
      lint: 'eslint src',
      test: 'jest --passWithNoTests=false',
      start: 'node dist/main.js api',
      'start:worker': 'node dist/main.js worker',
      migrate: 'node dist/main.js migrate',
      seed: 'node dist/main.js seed',
      schema: 'node dist/main.js schema',
      integration: 'jest -c jest.integration.js --runInBand',
      e2e: 'jest -c jest.e2e.js --runInBand',
    },
    nx: { tags: [`scope:${plan.name}`, 'type:subgraph'] },
    tempo: { subgraph: { name: plan.name, port: plan.port } },
    dependencies: workspaceRanges(tree, DEPENDENCIES),
    devDependencies: workspaceRanges(tree, DEV_DEPENDENCIES),
  };
}

/** The commands that take the new subgraph from source to the running product. */
export function nextSteps(plan: SubgraphPlan): string[] {
  const project = `@tempo/${plan.name}`;
  const commands: Array<[string, string]> = [
    [`npx nx run ${project}:build`, 'compile it'],
    [`node ${plan.folder}/dist/main.js schema`, 'write its schema.gql and access.json'],
    ['npm run compose', 'compose the supergraph, operation access and web types with it'],
    [`node ${plan.folder}/dist/main.js migrate`, 'create and migrate its database'],
    [`npx nx run-many -t lint typecheck test integration -p ${project}`, 'check it'],
    ['npm install', 'record the new workspace in package-lock.json, then commit'],
  ];
  const width = Math.max(...commands.map(([c]) => c.length)) + 3;
  return [
    `${plan.folder} is written (port ${plan.port}, sample aggregate ${plan.aggregate.words}). Next:`,
    ...commands.map(([command, why]) => `  ${command.padEnd(width)}${why}`),
    'npm start and npm test pick it up (its e2e suite runs through the gateway).',
  ];
}

/**
 * nx g @tempo/nx-plugin:subgraph <name> [--port=41xx] [--aggregate=note] [--skipFormat]
 * The first migration is named after the clock's instant (nx passes none: the machine's clock).
 */
export async function subgraphGenerator(
  tree: Tree,
  options: SubgraphGeneratorOptions,
  clock: Clock = systemClock,
): Promise<GeneratorCallback> {
  const plan = planSubgraph(tree, options);
  const subgraph = names(plan.name);
  const a = plan.aggregate;
  generateFiles(tree, TEMPLATES, plan.folder, {
    name: plan.name,
    className: subgraph.className,
    constantName: subgraph.constantName,
    timestamp: String(clock.now().getTime()),
    aggFile: a.file,
    Agg: a.className,
    agg: a.property,
    AGG: a.constant,
    aggTable: a.table,
    aggWords: a.words,
    aggsFile: a.plural.file,
    Aggs: a.plural.className,
    aggs: a.plural.property,
    aggsWords: a.plural.words,
    // The start of the e2e suite's business names (they are at most 63 characters).
    businessPrefix: plan.name.slice(0, 8),
  });
  writeJson(tree, `${plan.folder}/package.json`, packageJsonOf(tree, plan));
  if (!options.skipFormat) await formatFiles(tree, { sortRootTsconfigPaths: false });
  return () => logger.info(nextSteps(plan).join('\n'));
}

export default subgraphGenerator;
