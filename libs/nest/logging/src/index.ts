export * from './context';
export * from './logger';
export * from './nest-logger';
export * from './process';
export * from './redact';
