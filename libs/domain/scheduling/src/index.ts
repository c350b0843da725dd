export * from './intervals';
export * from './zoned-time';
export * from './recurrence';
export * from './availability';
export * from './age';
export * from './claims';
export * from './series';
export * from './series-change';
