import { Module } from '@nestjs/common';
import { ServicesModule } from '../services/services.module';
import { SessionsResolver } from './sessions.resolver';
import { SessionsService } from './sessions.service';

/** Sessions of services (rules in session-rules.ts), and the sessions field of a service. */
@Module({
  imports: [ServicesModule],
  providers: [SessionsService, SessionsResolver],
})
export class SessionsModule {}
