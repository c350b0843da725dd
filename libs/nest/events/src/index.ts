export * from './entities';
export * from './migration';
export * from './outbox';
export * from './kafka';
export * from './relay';
export * from './consumer';
