import { DataSource } from 'typeorm';
import { dataSourceOptions, resolveDbUrls, TenantDb } from '@tempo/db';
import { IDENTITY_DB } from '../src/database/database';

/** Connections to identity's real database: the application role (RLS applies) and the owner. */
export async function connect(): Promise<{ app: TenantDb; owner: DataSource; close: () => Promise<void> }> {
  const urls = resolveDbUrls('identity');
  const appDs = new DataSource(dataSourceOptions(urls.appUrl, IDENTITY_DB, 4));
  const owner = new DataSource(dataSourceOptions(urls.ownerUrl, IDENTITY_DB, 2));
  await Promise.all([appDs.initialize(), owner.initialize()]);
  return {
    app: new TenantDb(appDs),
    owner,
    close: async () => void (await Promise.all([appDs.destroy(), owner.destroy()])),
  };
}
