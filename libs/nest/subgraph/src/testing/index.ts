export * from './db';
export * from './tenancy';
