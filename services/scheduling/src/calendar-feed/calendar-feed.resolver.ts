import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { IcalFeed, IcalUrlResult } from './calendar-feed.model';
import { CalendarFeedService } from './calendar-feed.service';

const business = () => Args('business', { type: () => ID });
const personId = () =>
  Args('id', {
    type: () => ID,
    nullable: true,
    description: 'Oneself (the default) or one of one’s dependents',
  });

/**
 * Calendar feed URLs of the signed-in person (001 §7.1): a client's of their family's events (or a
 * dependent's), a staff member's of their teaching calendar. Served at GET /ical/<token>.ics.
 */
@Resolver()
export class CalendarFeedResolver {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Allow('update', 'SELF')
  @Mutation(() => IcalUrlResult, {
    description:
      'A new secret calendar feed URL (iCalendar) of oneself or a dependent, or with staffCalendar of one’s teaching calendar; it covers the month before now and periodMonth months ahead (1 to 12) and revokes the previous URL of the same kind',
  })
  async selfCreateIcalUrl(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @personId() id: string | null,
    @Args('periodMonth', { type: () => Int, nullable: true }) periodMonth: number | null,
    @Args('staffCalendar', { type: () => Boolean, nullable: true }) staffCalendar: boolean | null,
  ): Promise<Payload<IcalUrlResult>> {
    const b = assertBusiness(actor, name);
    return { url: await this.feeds.create(actor, b, id, periodMonth, staffCalendar === true) };
  }

  @Allow('update', 'SELF')
  @Mutation(() => IcalUrlResult, {
    description:
      'Revokes the calendar feed URL of oneself or a dependent: with staffCalendar true the teaching calendar’s, false the family’s, not given both',
  })
  async revokeIcalUrl(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @personId() id: string | null,
    @Args('staffCalendar', { type: () => Boolean, nullable: true }) staffCalendar: boolean | null,
  ): Promise<Payload<IcalUrlResult>> {
    await this.feeds.revoke(actor, assertBusiness(actor, name), id, staffCalendar);
    return { url: null };
  }

  @Allow('read', 'SELF')
  @Query(() => [IcalFeed], {
    description:
      'The calendar feed URLs of oneself or a dependent that are in use (their URLs are shown only once)',
  })
  selfIcalFeeds(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @personId() id: string | null,
  ): Promise<IcalFeed[]> {
    return this.feeds.list(actor, assertBusiness(actor, name), id);
  }
}
