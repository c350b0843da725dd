import { Module } from '@nestjs/common';
import { ServicesResolver } from './services.resolver';
import { ServicesService } from './services.service';

/** The service aggregate with its plans: rules (service-rules.ts, plan-rules.ts), service and resolver. */
@Module({
  providers: [ServicesService, ServicesResolver],
  exports: [ServicesService],
})
export class ServicesModule {}
