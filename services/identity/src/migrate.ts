import 'reflect-metadata';
import { migrate, provisionDatabase, resolveDbUrls } from '@tempo/db';
import { infraSchema, loadConfig } from '@tempo/config';
import { IDENTITY_DB } from './database/database';
import { run } from './start';

/** Creates identity's database and application role when missing, then runs pending migrations. */
run(async () => {
  const { DATABASE_APP_PASSWORD } = loadConfig({ DATABASE_APP_PASSWORD: infraSchema.DATABASE_APP_PASSWORD });
  const urls = resolveDbUrls(IDENTITY_DB.service);
  if (!process.env.IDENTITY_DATABASE_APP_URL)
    await provisionDatabase(urls.adminUrl, urls.db, DATABASE_APP_PASSWORD);
  const applied = await migrate(IDENTITY_DB);
  console.log(
    applied.length ? `identity: applied ${applied.join(', ')}` : 'identity: database is up to date',
  );
});
