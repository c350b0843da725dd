export * from './intervals';
export * from './zoned-time';
export * from './recurrence';
