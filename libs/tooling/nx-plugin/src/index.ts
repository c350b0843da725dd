export { subgraphGenerator, planSubgraph, nextSteps } from './generators/subgraph/generator';
export type { SubgraphGeneratorOptions } from './generators/subgraph/options';
