import { DynamicModule, Global, Module } from '@nestjs/common';
import { SUBGRAPH_CONFIG } from './config';
import type { SubgraphDefinition } from './definition';

/** The subgraph's validated configuration for every module (SUBGRAPH_CONFIG). */
@Global()
@Module({})
export class SubgraphConfigModule {
  static forRoot(def: Pick<SubgraphDefinition, 'config'>): DynamicModule {
    return {
      module: SubgraphConfigModule,
      providers: [{ provide: SUBGRAPH_CONFIG, useFactory: () => def.config() }],
      exports: [SUBGRAPH_CONFIG],
    };
  }
}
