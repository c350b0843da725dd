export * from './e2e-client';
export * from './http';
export * from './mailpit';
export * from './operation';
export * from './sandbox-schema';
export * from './metrics-text';
