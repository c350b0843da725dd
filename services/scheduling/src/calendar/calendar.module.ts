import { Module } from '@nestjs/common';
import { CalendarResolver } from './calendar.resolver';
import { CalendarService } from './calendar.service';

/**
 * The calendar's reads: the events of a window, one event, client and staff schedules and the
 * attendance report (event-view.ts assembles the Event type; calendar-access.ts says who reaches which).
 */
@Module({
  providers: [CalendarService, CalendarResolver],
  exports: [CalendarService],
})
export class CalendarModule {}
