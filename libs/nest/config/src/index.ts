export * from './config';
export * from './infra';
export * from './mail';
export * from './paths';
export * from './subgraph-manifest';
