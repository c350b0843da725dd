import { Module } from '@nestjs/common';

/**
 * The calendar's reads: the events of a window, one event, client and staff schedules and the
 * attendance report (event-view.ts assembles the Event type; calendar-access.ts says who reaches which).
 */
@Module({
  providers: [],
})
export class CalendarModule {}
