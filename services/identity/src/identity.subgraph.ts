import { join } from 'path';
import { IdentityTopics } from '@tempo/contracts';
import { cursorCodec } from '@tempo/graphql';
import { defineSubgraph } from '@tempo/subgraph';
import { activityConsumer } from './activity/activity.consumer';
import { ActivityResolver, ACTIVITY_CURSORS } from './activity/activity.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { Mailer } from './auth/mailer';
import { SessionRevocations } from './auth/session-revocations';
import { TokenService } from './auth/token.service';
import { BusinessRegistrationService } from './business/business-registration.service';
import { BusinessResolver } from './business/business.resolver';
import { BusinessService } from './business/business.service';
import { SanitizedHTML, Secret } from './common/scalars';
import { IDENTITY_CONFIG, IdentityConfig, loadIdentityConfig } from './config';
import { EXTRA_TENANT_TABLES, IDENTITY_DB } from './database/database';
import { RedisTxtResolver, SystemTxtResolver, TXT_RESOLVER } from './email-domains/dns-resolver';
import { EmailDomainsResolver } from './email-domains/email-domains.resolver';
import { EmailDomainsService } from './email-domains/email-domains.service';
import { InternalController } from './internal/internal.controller';
import { seed } from './seed';
import { AccountResolver } from './users/account.resolver';
import { UsersService } from './users/users.service';

/** Identity: businesses, users, accounts, tokens and the activity feed (ARCHITECTURE §3). */
export const identity = defineSubgraph({
  root: join(__dirname, '..'),
  config: loadIdentityConfig,
  entities: IDENTITY_DB.entities,
  migrations: IDENTITY_DB.migrations,
  tenantTables: EXTRA_TENANT_TABLES,
  scalars: { SanitizedHTML, Secret },
  controllers: [InternalController],
  providers: [
    {
      provide: Mailer,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) =>
        new Mailer(c.SMTP_URL, { address: c.MAIL_FROM, name: c.MAIL_FROM_NAME }),
    },
    {
      provide: TXT_RESOLVER,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) =>
        c.MAIL_DNS_RESOLVER === 'redis' ? new RedisTxtResolver(c.REDIS_URL) : new SystemTxtResolver(),
    },
    {
      provide: ACTIVITY_CURSORS,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) => cursorCodec(c.ACTOR_TOKEN_SECRET),
    },
    TokenService,
    SessionRevocations,
    UsersService,
    AuthService,
    BusinessService,
    EmailDomainsService,
    BusinessRegistrationService,
    AuthResolver,
    AccountResolver,
    BusinessResolver,
    ActivityResolver,
    EmailDomainsResolver,
  ],
  topics: Object.values(IdentityTopics),
  consumers: [activityConsumer],
  seed,
});
