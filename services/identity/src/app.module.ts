import { join } from 'path';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import { GraphQLError } from 'graphql';
import { contextFromRequest, PermissionGuard } from '@tempo/auth';
import { DbModule } from '@tempo/db';
import { ClockModule, SUBGRAPH_POLICY_PROVIDERS, subgraphGraphqlConfig } from '@tempo/graphql';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { BusinessModule } from './business/business.module';
import { SanitizedHTML, Secret } from './common/scalars';
import { IDENTITY_CONFIG, IdentityConfig, loadIdentityConfig } from './config';
import { IDENTITY_DB } from './database/database';
import { EmailDomainsModule } from './email-domains/email-domains.module';
import { InternalController } from './internal/internal.controller';
import { UsersModule } from './users/users.module';

/** Where the committed SDL lives: services/identity/schema.gql. */
export const SCHEMA_PATH = join(__dirname, '..', 'schema.gql');

const configProvider = { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() };

@Global()
@Module({ providers: [configProvider], exports: [IDENTITY_CONFIG] })
export class IdentityConfigModule {}

@Module({
  imports: [
    IdentityConfigModule,
    ClockModule,
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
    UsersModule,
    AuthModule,
    BusinessModule,
    EmailDomainsModule,
    ActivityModule,
  ],
  controllers: [InternalController],
  providers: [{ provide: APP_GUARD, useClass: PermissionGuard }, ...SUBGRAPH_POLICY_PROVIDERS],
})
export class AppModule {}
