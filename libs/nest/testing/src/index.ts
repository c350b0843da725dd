export * from './http';
export * from './mailpit';
