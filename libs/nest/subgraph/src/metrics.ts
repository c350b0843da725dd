import { Controller, DynamicModule, Get, Global, Header, Inject, Module } from '@nestjs/common';
import { processRegistry, Registry } from '@tempo/metrics';

/** The injection token of the process's Prometheus registry (labelled with the subgraph and its role). */
export const SUBGRAPH_METRICS = Symbol('SUBGRAPH_METRICS');

/** The registry of a subgraph's API or worker, with the default metrics and the `app` and `role` labels. */
@Global()
@Module({})
export class SubgraphMetricsModule {
  static forRoot(app: string, role: 'api' | 'worker'): DynamicModule {
    return {
      module: SubgraphMetricsModule,
      providers: [{ provide: SUBGRAPH_METRICS, useFactory: () => processRegistry({ app, role }) }],
      exports: [SUBGRAPH_METRICS],
    };
  }
}

/** The API's /metrics (internal port only: internal-port.ts). */
@Controller()
export class MetricsController {
  constructor(@Inject(SUBGRAPH_METRICS) private readonly registry: Registry) {}

  @Get('metrics')
  @Header('content-type', Registry.PROMETHEUS_CONTENT_TYPE)
  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
