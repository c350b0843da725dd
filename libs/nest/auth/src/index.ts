export * from './actor-token';
export * from './context';
export * from './guards';
export * from './object-access';
export * from './token-kinds';
export * from './access-manifest';
