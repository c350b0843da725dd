export * from './images';
export * from './object-store';
export * from './rules';
export * from './s3-config';
export * from './s3-object-store';
export * from './storage.module';
