import { join } from 'path';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import { GraphQLError } from 'graphql';
import { contextFromRequest, PermissionGuard } from '@tempo/auth';
import { DbModule } from '@tempo/db';
import { cursorCodec, SUBGRAPH_POLICY_PROVIDERS, subgraphGraphqlConfig } from '@tempo/graphql';
import { ActivityResolver, ACTIVITY_CURSORS } from './activity/activity.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { Mailer } from './auth/mailer';
import { SessionRevocations } from './auth/session-revocations';
import { TokenService } from './auth/token.service';
import { BusinessResolver } from './business/business.resolver';
import { BusinessRegistrationService } from './business/business-registration.service';
import { BusinessService } from './business/business.service';
import { SanitizedHTML, Secret } from './common/scalars';
import { IDENTITY_CONFIG, IdentityConfig, loadIdentityConfig } from './config';
import { IDENTITY_DB } from './database/database';
import { RedisTxtResolver, SystemTxtResolver, TXT_RESOLVER } from './email-domains/dns-resolver';
import { EmailDomainsResolver } from './email-domains/email-domains.resolver';
import { EmailDomainsService } from './email-domains/email-domains.service';
import { InternalController } from './internal/internal.controller';
import { AccountResolver } from './users/account.resolver';
import { UsersService } from './users/users.service';

/** Where the committed SDL lives: services/identity/schema.gql. */
export const SCHEMA_PATH = join(__dirname, '..', 'schema.gql');

const configProvider = { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() };

@Global()
@Module({ providers: [configProvider], exports: [IDENTITY_CONFIG] })
export class IdentityConfigModule {}

@Module({
  imports: [
    IdentityConfigModule,
    DbModule.forSubgraph(IDENTITY_DB),
    GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
      driver: ApolloFederationDriver,
      imports: [IdentityConfigModule],
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => {
        const { driver: _driver, ...rest } = subgraphGraphqlConfig({
          production: config.NODE_ENV === 'production',
          scalars: { SanitizedHTML, Secret },
          context: async ({ req }) => {
            try {
              return await contextFromRequest(
                req as { headers: Record<string, string> },
                config.ACTOR_TOKEN_SECRET,
              );
            } catch {
              throw new GraphQLError('Requests must come through the gateway', {
                extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
              });
            }
          },
        });
        return rest;
      },
    }),
  ],
  controllers: [InternalController],
  providers: [
    { provide: APP_GUARD, useClass: PermissionGuard },
    ...SUBGRAPH_POLICY_PROVIDERS,
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
        c.MAIL_DNS_RESOLVER === 'redis' && c.REDIS_URL
          ? new RedisTxtResolver(c.REDIS_URL)
          : new SystemTxtResolver(),
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
})
export class AppModule {}
