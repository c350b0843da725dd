export * from './errors';
export * from './mutation-result';
export * from './cursor';
export * from './subgraph';
