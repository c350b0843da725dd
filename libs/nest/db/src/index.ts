export * from './names';
export * from './ids';
export * from './rls';
export * from './provision';
export * from './tenant-db';
export * from './data-source';
export * from './naming';
export * from './db.module';
