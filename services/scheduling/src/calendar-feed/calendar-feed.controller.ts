import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CalendarFeedService } from './calendar-feed.service';
import { feedTokenOf } from './feed-token';

/** The headers of every feed answer: never kept by a shared cache, nor by the client beyond the request. */
const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

/**
 * GET /ical/<token>.ics (reached through the gateway's /ical/ route, on any host): the iCalendar feed of
 * the token's URL to whoever holds it. A malformed, unknown or revoked token is 404, all alike.
 */
@Controller('ical')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  async feed(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const token = feedTokenOf(`/ical/${file}`);
    const answer = token === null ? null : await this.feeds.feed(token);
    res.set(NO_STORE);
    if (!answer) {
      res.status(404).type('text/plain').send('No calendar at this address');
      return;
    }
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .set('content-disposition', 'inline; filename="calendar.ics"')
      .send(answer.text);
  }
}
