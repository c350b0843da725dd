import { Module } from '@nestjs/common';
import { TimeOffResolver } from './time-off.resolver';
import { TimeOffService } from './time-off.service';

/** Time off requests: rules (time-off-rules.ts), store (the approval's blocked hours), service and resolver. */
@Module({
  providers: [TimeOffService, TimeOffResolver],
})
export class TimeOffModule {}
