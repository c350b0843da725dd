import { Module } from '@nestjs/common';
import { cursorCodec } from '@tempo/graphql';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { ACTIVITY_CURSORS, ActivityResolver } from './activity.resolver';

/**
 * The activity feed (audit): read here, written by the worker's consumer
 * (activity.consumer.ts) from identity's events.
 */
@Module({
  providers: [
    {
      provide: ACTIVITY_CURSORS,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) => cursorCodec(c.ACTOR_TOKEN_SECRET),
    },
    ActivityResolver,
  ],
})
export class ActivityModule {}
