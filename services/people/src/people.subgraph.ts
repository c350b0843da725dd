import { join } from 'path';
import { PeopleTopics } from '@tempo/contracts';
import { StorageModule } from '@tempo/storage';
import { defineSubgraph } from '@tempo/subgraph';
import { accountConsumer } from './accounts/account.consumer';
import { loadPeopleConfig } from './config';
import { PEOPLE_DB } from './database/database';
import { Account } from './families/family.resolver';
import { FilesModule } from './files/files.module';
import { PeopleModule } from './people/people.module';
import { seed } from './seed/seed';

/**
 * People (ARCHITECTURE §3): persons (clients and staff), families, the self
 * side, registration and lead capture, invites and merges.
 */
export const people = defineSubgraph({
  root: join(__dirname, '..'),
  config: loadPeopleConfig,
  entities: PEOPLE_DB.entities,
  migrations: PEOPLE_DB.migrations,
  modules: [StorageModule.forRoot(), PeopleModule, FilesModule],
  orphanedTypes: [Account],
  topics: Object.values(PeopleTopics),
  consumers: [accountConsumer],
  seed,
});
