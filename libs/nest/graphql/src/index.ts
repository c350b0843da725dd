export * from './errors';
export * from './mutation-result';
export * from './cursor';
export * from './subgraph';
export * from './input-policy';
export * from './input-rule';
export * from './input-policy.interceptor';
export { redactSecrets, safeError, safeErrorText } from '@tempo/contracts';
