import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedResolver } from './calendar-feed.resolver';
import { CalendarFeedService } from './calendar-feed.service';

/**
 * Calendar feeds: the person's secret feed URLs (resolver, service, store over calendar_feed) and the
 * /ical/<token>.ics route that serves them (ical-feed.ts writes the iCalendar text).
 */
@Module({
  providers: [CalendarFeedService, CalendarFeedResolver],
  controllers: [CalendarFeedController],
})
export class CalendarFeedModule {}
