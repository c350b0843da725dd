export * from './errors';
export * from './constants';
export * from './business';
export * from './actor';
export * from './events/envelope';
export * from './events/identity';
export * from './internal';
export * from './validation';
