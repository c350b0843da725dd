import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PeopleAccessController } from '../internal/people-access.controller';
import { PeopleAccessService } from './people-access.service';

/**
 * What identity does for the people subgraph through its internal API. (The accounts also
 * follow people's events: people.consumer.ts, run by the worker.)
 */
@Module({
  imports: [AuthModule],
  providers: [PeopleAccessService],
  controllers: [PeopleAccessController],
})
export class PeopleAccessModule {}
