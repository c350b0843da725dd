export * from './texts';
export * from './phone';
export * from './names';
