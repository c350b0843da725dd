import { randomBytes } from 'crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { businessOrigin } from '@tempo/subgraph';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { businessSettings } from '../directory/directory.reader';
import { CalendarFeedEntity } from './calendar-feed.entity';
import type { IcalFeed } from './calendar-feed.model';
import {
  activeFeedByHash,
  dependentIdsIn,
  feedEventsIn,
  includesStudentsNamesIn,
  isMemberIn,
  isStaffIn,
  type FeedSubject,
  personNameIn,
  replaceFeedIn,
  revokeFeedsIn,
} from './calendar-feed.store';
import { FEED_TEXTS, feedPeriod, feedPerson, feedTokenHash, feedWindow } from './feed-rules';
import { FEED_TOKEN_BYTES, feedPath, isFeedToken } from './feed-token';
import { calendarFeed } from './ical-feed';

/** What a feed request to /ical/<token>.ics answers: the iCalendar text, or nothing for a dead token. */
export interface FeedAnswer {
  /** The business of the feed (for the request log). */
  business: string;
  text: string;
}

/**
 * Calendar feeds (001 §7.1 selfCreateIcalUrl, §9 'Calendar URL period in months'): a signed-in person gets a
 * secret URL of their family's events (a client: themselves and their dependents, or one dependent) or of
 * their teaching calendar (a staff member); a new URL of the same kind revokes the previous one. The feed
 * itself is served to whoever holds the URL, from a month before now to the period ahead.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SCHEDULING_CONFIG) private readonly config: SchedulingConfig,
  ) {}

  /** Makes the person's new feed URL of the kind asked (revoking the previous one) and returns it. */
  async create(
    actor: ActorContext,
    business: string,
    id: string | null | undefined,
    periodMonth: number | null | undefined,
    staffCalendar: boolean,
  ): Promise<string> {
    const period = feedPeriod(periodMonth);
    if ('error' in period) throw new UserError(period.error);
    return this.db.withTenant(business, async (em) => {
      const personId = await this.feedOwner(em, actor, business, id, staffCalendar);
      const token = randomBytes(FEED_TOKEN_BYTES).toString('base64url');
      await replaceFeedIn(em, {
        id: newId(),
        business,
        peopleId: personId,
        staffCalendar,
        periodMonths: period.months,
        tokenHash: feedTokenHash(token),
        createdBy: actor.accountId,
        createdAt: this.clock.now(),
        revokedAt: null,
      });
      return `${businessOrigin(this.config, business)}${feedPath(token)}`;
    });
  }

  /** Revokes the person's feed URLs: of one kind, or of both when `staffCalendar` is not given. */
  revoke(
    actor: ActorContext,
    business: string,
    id: string | null | undefined,
    staffCalendar: boolean | null | undefined,
  ): Promise<number> {
    return this.db.withTenant(business, async (em) => {
      // One who left the staff may still revoke the teaching calendar URL they had.
      const personId = await this.feedOwner(em, actor, business, id, staffCalendar === true, false);
      return revokeFeedsIn(em, business, personId, staffCalendar ?? null, this.clock.now());
    });
  }

  /** The person's feeds in use (never their URLs). */
  list(actor: ActorContext, business: string, id: string | null | undefined): Promise<IcalFeed[]> {
    return this.db.withTenant(business, async (em) => {
      const personId = await this.feedOwner(em, actor, business, id, false);
      const rows = await em.find(CalendarFeedEntity, {
        where: { business, peopleId: personId, revokedAt: IsNull() },
        order: { staffCalendar: 'ASC', createdAt: 'DESC' },
      });
      return rows.map((r) => ({
        staffCalendar: r.staffCalendar,
        periodMonths: r.periodMonths,
        createdAt: r.createdAt.toISOString(),
      }));
    });
  }

  /**
   * The feed of a token: found by its hash across businesses, then read in its own business. Null for a
   * malformed, unknown or revoked token, a staff calendar of someone no longer on the staff, or the feed of
   * someone deleted or deactivated.
   */
  async feed(token: string): Promise<FeedAnswer | null> {
    if (!isFeedToken(token)) return null;
    const tokenHash = feedTokenHash(token);
    const found = await this.db.withPlatform((em) => activeFeedByHash(em, tokenHash));
    if (!found) return null;
    const { business } = found;
    return this.db.withTenant(business, async (em) => {
      // Read again under the tenant: a revocation committed since the lookup wins.
      const feed = await activeFeedByHash(em, tokenHash);
      if (!feed || feed.business !== business) return null;
      const subject = await this.subjectOf(em, feed);
      if (!subject) return null;
      const settings = await businessSettings(em, business);
      const now = this.clock.now();
      const { from, to } = feedWindow(now, feed.periodMonths, settings.timezone);
      const events = await feedEventsIn(em, business, subject, from, to);
      const name = await personNameIn(em, business, feed.peopleId, feed.staffCalendar);
      const text = calendarFeed({
        business: { name: business, fullName: settings.fullName || business, timezone: settings.timezone },
        owner: { kind: subject.kind, name: name || (feed.staffCalendar ? 'Teaching calendar' : 'Lessons') },
        events,
        includeStudentsNames: await includesStudentsNamesIn(em, business),
        now: now.getTime(),
      });
      return { business, text };
    });
  }

  /**
   * Whose feed the actor may ask for: themselves or one of their dependents (the client copy's account
   * managers); for a staff calendar only themselves, and only while on the staff.
   */
  private async feedOwner(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    id: string | null | undefined,
    staffCalendar: boolean,
    mustBeStaff = staffCalendar,
  ): Promise<string> {
    const dependents = actor.accountId ? await dependentIdsIn(em, business, actor.accountId) : [];
    const person = feedPerson(actor.accountId, id, dependents, staffCalendar);
    if ('error' in person) throw new UserError(person.error);
    if (mustBeStaff && !(await isStaffIn(em, business, person.personId)))
      throw new UserError(FEED_TEXTS.notStaff);
    return person.personId;
  }

  /**
   * The events a feed shows: a staff member's teaching calendar while they are on the staff; while the
   * person is still a client or staff member, their own and their dependents' events (a dependent's: theirs).
   */
  private async subjectOf(em: EntityManager, feed: CalendarFeedEntity): Promise<FeedSubject | null> {
    if (feed.staffCalendar) {
      return (await isStaffIn(em, feed.business, feed.peopleId))
        ? { kind: 'staff', staffId: feed.peopleId }
        : null;
    }
    if (!(await isMemberIn(em, feed.business, feed.peopleId))) return null;
    const dependents = await dependentIdsIn(em, feed.business, feed.peopleId);
    return { kind: 'client', clientIds: [feed.peopleId, ...dependents] };
  }
}
