import { join } from 'path';
import { IdentityTopics, PeopleTopics, SchedulingTopics } from '@tempo/contracts';
import { defineSubgraph } from '@tempo/subgraph';
import { activityConsumer } from './activity/activity.consumer';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { BusinessModule } from './business/business.module';
import { SanitizedHTML, Secret } from './common/scalars';
import { loadIdentityConfig } from './config';
import { EXTRA_TENANT_TABLES, IDENTITY_DB } from './database/database';
import { EmailDomainsModule } from './email-domains/email-domains.module';
import { InternalController } from './internal/internal.controller';
import { PeopleAccessModule } from './people-sync/people-access.module';
import { peopleAccountsConsumer } from './people-sync/people.consumer';
import { schedulingProgressConsumer } from './scheduling-sync/scheduling.consumer';
import { seed } from './seed';
import { UsersModule } from './users/users.module';

/** Identity: businesses, users, accounts, tokens and the activity feed (ARCHITECTURE §3). */
export const identity = defineSubgraph({
  root: join(__dirname, '..'),
  config: loadIdentityConfig,
  entities: IDENTITY_DB.entities,
  migrations: IDENTITY_DB.migrations,
  tenantTables: EXTRA_TENANT_TABLES,
  scalars: { SanitizedHTML, Secret },
  modules: [UsersModule, AuthModule, BusinessModule, EmailDomainsModule, ActivityModule, PeopleAccessModule],
  controllers: [InternalController],
  // Its own topics, and the people and scheduling topics its accounts and progress flags
  // follow (so that its consumers can subscribe before those workers have first run).
  topics: [
    ...Object.values(IdentityTopics),
    PeopleTopics.person,
    SchedulingTopics.location,
    SchedulingTopics.service,
  ],
  consumers: [activityConsumer, peopleAccountsConsumer, schedulingProgressConsumer],
  seed,
});
