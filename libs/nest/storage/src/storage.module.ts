import { DynamicModule, Global, Module } from '@nestjs/common';
import { infraSchema, loadConfig } from '@tempo/config';
import { OBJECT_STORE } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/**
 * The object store (OBJECT_STORE) for every module, from S3_URL and S3_BUCKET.
 * Its connections close with the application.
 */
@Global()
@Module({})
export class StorageModule {
  static forRoot(): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        {
          provide: OBJECT_STORE,
          useFactory: () => {
            const { S3_URL, S3_BUCKET } = loadConfig({
              S3_URL: infraSchema.S3_URL,
              S3_BUCKET: infraSchema.S3_BUCKET,
            });
            return S3ObjectStore.fromUrl(S3_URL, S3_BUCKET);
          },
        },
      ],
      exports: [OBJECT_STORE],
    };
  }
}
