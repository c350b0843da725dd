import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { type Clock, CLOCK } from '@tempo/contracts';
import { APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { ActorTokenVerifier, contextFromRequest, PermissionGuard } from '@tempo/auth';
import type { Registry } from '@tempo/metrics';
import { DbModule } from '@tempo/db';
import { SUBGRAPH_POLICY_PROVIDERS, subgraphGraphqlConfig, ClockModule } from '@tempo/graphql';
import { updateLogContext } from '@tempo/logging';
import { SUBGRAPH_CONFIG, SubgraphBaseConfig } from './config';
import { SubgraphConfigModule } from './config.module';
import { dbOptions, SubgraphDefinition } from './definition';
import { HealthController } from './health.controller';
import { queueModules } from './jobs';
import { MetricsController, SUBGRAPH_METRICS, SubgraphMetricsModule } from './metrics';
import { plainAnswerPlugin } from './plain-answer';
import { compiledQueriesPlugin } from './compiled-queries';
import { operationMetricsPlugin } from './operation-metrics';
import { requestLogContext } from './request-log-context';

/** A request that does not carry the gateway's signature. */
const unsigned = () =>
  new GraphQLError('Requests must come through the gateway', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });

/**
 * The API process of a subgraph: its configuration, its database as the
 * application role (TenantDb), the federated GraphQL schema with the actor
 * from the gateway's signed header, the permission guard and input policy on
 * every operation, /healthz, /readyz and /metrics, the queues it adds jobs to, and its
 * feature modules. Every request runs in a log context (requestLogContext).
 */
@Module({})
export class SubgraphApiModule implements NestModule {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestLogContext(this.clock)).forRoutes('*');
  }

  static forRoot(def: SubgraphDefinition): DynamicModule {
    const config = SubgraphConfigModule.forRoot(def);
    const metrics = SubgraphMetricsModule.forRoot(def.name, 'api');
    return {
      module: SubgraphApiModule,
      imports: [
        config,
        DbModule.forSubgraph(dbOptions(def)),
        ClockModule,
        metrics,
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          imports: [config, metrics, ClockModule],
          inject: [SUBGRAPH_CONFIG, SUBGRAPH_METRICS, CLOCK],
          useFactory: (c: SubgraphBaseConfig, registry: Registry, clock: Clock) => {
            // the gateway reuses an actor's token for many requests: each is verified once
            const actorTokens = new ActorTokenVerifier(c.ACTOR_TOKEN_SECRET, clock);
            const { driver: _driver, ...rest } = subgraphGraphqlConfig({
              production: c.NODE_ENV === 'production',
              scalars: def.scalars,
              orphanedTypes: def.orphanedTypes,
              context: async ({ req }) => {
                try {
                  const context = await contextFromRequest(
                    req as { headers: Record<string, string> },
                    actorTokens,
                  );
                  updateLogContext({ business: context.actor.business });
                  return context;
                } catch {
                  throw unsigned();
                }
              },
            });
            // No cache hints and no Studio traces are used: their per-field hooks would cost every
            // field of every answer (thousands in a month of availabilities).
            return {
              ...rest,
              plugins: [
                operationMetricsPlugin(registry, def.name),
                ApolloServerPluginCacheControlDisabled(),
                ApolloServerPluginInlineTraceDisabled(),
                compiledQueriesPlugin({
                  plainLeafFields: def.plainLeafFields,
                  checkPlainLeaves: c.NODE_ENV !== 'production',
                }),
                plainAnswerPlugin(), // last: it reads the answer as sent
              ],
            };
          },
        }),
        ...queueModules(def),
        ...(def.modules ?? []),
      ],
      controllers: [HealthController, MetricsController, ...(def.controllers ?? [])],
      providers: [
        { provide: APP_GUARD, useClass: PermissionGuard },
        ...SUBGRAPH_POLICY_PROVIDERS,
        ...(def.providers ?? []),
      ],
    };
  }
}
