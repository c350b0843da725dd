import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, CLOCK, systemClock } from '@tempo/contracts';

/**
 * Provides the CLOCK every service reads the time from: the system clock, or
 * in tests a given one (e.g. a FixedClock) with `ClockModule.using(clock)`.
 */
@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {
  static using(clock: Clock): DynamicModule {
    return {
      module: ClockModule,
      global: true,
      providers: [{ provide: CLOCK, useValue: clock }],
      exports: [CLOCK],
    };
  }
}
