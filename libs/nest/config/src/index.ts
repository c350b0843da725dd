export * from './config';
export * from './infra';
export * from './paths';
export * from './subgraph-manifest';
