import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { infraSchema, isSchemaOnly, loadConfig } from '@tempo/config';
import { dataSourceOptions, resolveDbUrls, SubgraphDbOptions } from './data-source';
import { TenantDb } from './tenant-db';

export const DB_OPTIONS = Symbol('DB_OPTIONS');

@Injectable()
class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(TenantDb) private readonly db: TenantDb) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.db.dataSource.isInitialized) await this.db.dataSource.destroy();
  }
}

/** Gives a subgraph its TenantDb over the application role. */
@Global()
@Module({})
export class DbModule {
  static forSubgraph(opts: SubgraphDbOptions): DynamicModule {
    return {
      module: DbModule,
      providers: [
        { provide: DB_OPTIONS, useValue: opts },
        {
          provide: TenantDb,
          useFactory: async () => {
            const { DATABASE_POOL_SIZE } = loadConfig({ DATABASE_POOL_SIZE: infraSchema.DATABASE_POOL_SIZE });
            const ds = new DataSource(
              dataSourceOptions(resolveDbUrls(opts.service).appUrl, opts, DATABASE_POOL_SIZE),
            );
            if (!isSchemaOnly()) await ds.initialize();
            return new TenantDb(ds);
          },
        },
        DataSourceCloser,
      ],
      exports: [TenantDb, DB_OPTIONS],
    };
  }
}
