import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError } from '@tempo/graphql';
import { formatLocalDate, localDateAt } from '@tempo/scheduling-rules';
import { businessSettings } from '../directory/directory.reader';
import { clientsByIds, dependentsOf } from '../directory/directory.reader';
import { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import { isOwnTeacher, mayReadEvent, seesAllEvents, selfAndDependents } from './calendar-access';
import {
  ACTIVE_EVENT_STATUSES,
  attendanceStatusFilter,
  checkLimit,
  dateWindow,
  DEFAULT_LIMIT,
  eventStatusFilter,
  MAX_CALENDAR_DAYS,
  MAX_LIMIT,
  MAX_REPORT_DAYS,
  type Window,
} from './calendar-rules';
import type { AttendanceRow } from './calendar.model';
import { attendanceRowsIn, type EventQuery, findEvent, findEvents } from './calendar.store';
import type { Event } from './event.model';
import { eventViewsIn } from './event-view';

/** The calendar's filters (all optional; a list narrows the events to those matching any of it). */
export interface CalendarFilter {
  fromDate?: string | null;
  toDate?: string | null;
  locationIds?: string[] | null;
  roomIds?: string[] | null;
  staffIds?: string[] | null;
  serviceIds?: string[] | null;
  serviceTags?: string[] | null;
  activeOnly?: boolean | null;
}

/** A schedule's filters: a window of local dates (open ends), statuses and how many. */
export interface ScheduleFilter {
  fromDate?: string | null;
  toDate?: string | null;
  limit?: number | null;
  status?: string[] | null;
}

/** The attendance report's filters. */
export interface AttendanceFilter {
  fromDate?: string | null;
  toDate?: string | null;
  locationIds?: string[] | null;
  staffIds?: string[] | null;
  serviceIds?: string[] | null;
  statuses?: string[] | null;
}

/** No one's id: a read for someone without an account finds nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The most rows the attendance report gives. */
export const MAX_REPORT_ROWS = 10_000;

/** Ids a filter names: trimmed, distinct; an id that is not one is not found. */
function idList(ids: readonly string[] | null | undefined): string[] | null {
  if (!ids) return null;
  const list = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  for (const id of list) if (!isUuid(id)) throw new NotFoundError(id);
  return list.length ? list : null;
}

const tagList = (tags: readonly string[] | null | undefined): string[] | null => {
  const list = [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
  return list.length ? list : null;
};

/**
 * The calendar's reads (001 §2.7, §3.5, §7.3). Dates are local dates in the business zone; a window runs
 * from local midnight of fromDate to local midnight after toDate. Staff with the calendar (EVENTS list)
 * read every event; others only the events they teach (staff) or take part in with their dependents
 * (clients). An event the actor may not read is not found.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The calendar: the events of a window of at most 62 days, filtered. */
  async events(actor: ActorContext, business: string, f: CalendarFilter): Promise<Event[]> {
    const locationIds = idList(f.locationIds);
    const roomIds = idList(f.roomIds);
    const staffIds = idList(f.staffIds);
    const serviceIds = idList(f.serviceIds);
    const serviceTags = tagList(f.serviceTags);
    return this.db.withTenant(business, async (em) => {
      const w = await this.window(em, business, f, { required: true, maxDays: MAX_CALENDAR_DAYS });
      const rows = await findEvents(em, business, {
        ...w,
        locationIds,
        roomIds,
        serviceIds,
        serviceTags,
        statuses: f.activeOnly ? [...ACTIVE_EVENT_STATUSES] : null,
        teacherIds: staffIds,
        // Without the calendar, a staff member sees the events they teach.
        taughtBy: seesAllEvents(actor) ? null : (actor.accountId ?? NOBODY),
      });
      return eventViewsIn(em, business, rows);
    });
  }

  /** One event: staff with the calendar any, a teacher their own, a client their own or a dependent's. */
  async event(actor: ActorContext, business: string, id: string): Promise<Event> {
    if (!isUuid(id)) throw new NotFoundError(id);
    return this.db.withTenant(business, async (em) => {
      const row = await findEvent(em, business, id);
      if (!row || !(await this.mayRead(em, actor, business, row))) throw new NotFoundError(id);
      return (await eventViewsIn(em, business, [row]))[0];
    });
  }

  /** A client's schedule (staff side): theirs and, unless clientOnly, their dependents'. */
  async clientSchedule(
    business: string,
    clientId: string,
    f: ScheduleFilter & { clientOnly?: boolean | null },
  ): Promise<Event[]> {
    if (!isUuid(clientId)) throw new NotFoundError(clientId);
    return this.db.withTenant(business, async (em) => {
      const dependents = f.clientOnly ? [] : (await dependentsOf(em, business, clientId)).map((d) => d.id);
      return this.schedule(em, business, f, { clientIds: [clientId, ...dependents] });
    });
  }

  /**
   * The signed-in client's schedule: theirs and, unless clientOnly, their dependents'; with dependentId,
   * that dependent's (or their own) only.
   */
  async clientSelfSchedule(
    actor: ActorContext,
    business: string,
    f: ScheduleFilter & { dependentId?: string | null; clientOnly?: boolean | null },
  ): Promise<Event[]> {
    const me = actor.accountId;
    if (!me) throw new NotAllowedError('not a client');
    const dependentId = f.dependentId?.trim() || null;
    if (dependentId && !isUuid(dependentId)) throw new NotFoundError(dependentId);
    return this.db.withTenant(business, async (em) => {
      const reach = selfAndDependents(actor, await dependentsOf(em, business, me));
      if (dependentId && !reach.includes(dependentId)) throw new NotAllowedError('not your record');
      const clientIds = dependentId ? [dependentId] : f.clientOnly ? [me] : reach;
      return this.schedule(em, business, f, { clientIds });
    });
  }

  /** A staff member's schedule: the events they teach (staffOnly: those where they are the primary staff). */
  async staffSchedule(
    business: string,
    staffId: string,
    f: ScheduleFilter & { staffOnly?: boolean | null },
  ): Promise<Event[]> {
    if (!isUuid(staffId)) throw new NotFoundError(staffId);
    return this.db.withTenant(business, (em) =>
      this.schedule(
        em,
        business,
        f,
        f.staffOnly ? { primaryStaffIds: [staffId] } : { teacherIds: [staffId] },
      ),
    );
  }

  /** The signed-in staff member's schedule (/today). */
  async staffSelfSchedule(
    actor: ActorContext,
    business: string,
    f: ScheduleFilter & { staffOnly?: boolean | null },
  ): Promise<Event[]> {
    if (!actor.accountId) throw new NotAllowedError('not a staff member');
    return this.staffSchedule(business, actor.accountId, f);
  }

  /** The events these people take part in or teach (staff side). */
  async eventsForPeople(business: string, peopleIds: string[], f: ScheduleFilter): Promise<Event[]> {
    const people = idList(peopleIds) ?? [];
    return this.db.withTenant(business, (em) => this.schedule(em, business, f, { peopleIds: people }));
  }

  /** The signed-in person's events: those they or their dependents take part in, and those they teach. */
  async eventsForSelf(actor: ActorContext, business: string, f: ScheduleFilter): Promise<Event[]> {
    const me = actor.accountId;
    if (!me) throw new NotAllowedError('not signed in');
    return this.db.withTenant(business, async (em) => {
      const reach = selfAndDependents(actor, await dependentsOf(em, business, me));
      return this.schedule(em, business, f, { peopleIds: reach });
    });
  }

  /** The attendance report: one row per client of each event of a window of at most 366 days. */
  async attendanceReport(business: string, f: AttendanceFilter): Promise<AttendanceRow[]> {
    const locationIds = idList(f.locationIds);
    const staffIds = idList(f.staffIds);
    const serviceIds = idList(f.serviceIds);
    const statuses = attendanceStatusFilter(f.statuses);
    return this.db.withTenant(business, async (em) => {
      const w = await this.window(em, business, f, { required: true, maxDays: MAX_REPORT_DAYS });
      return attendanceRowsIn(em, business, {
        from: w.from!,
        to: w.to!,
        locationIds,
        staffIds,
        serviceIds,
        statuses,
        limit: MAX_REPORT_ROWS,
      });
    });
  }

  /**
   * A schedule: the events `who` names in a window (none given: from today on, in the business zone),
   * by start, at most `limit` (default 200, 1..1000), every status but deleted unless statuses are named.
   */
  private async schedule(
    em: EntityManager,
    business: string,
    f: ScheduleFilter,
    who: Pick<EventQuery, 'clientIds' | 'teacherIds' | 'primaryStaffIds' | 'peopleIds'>,
  ): Promise<Event[]> {
    const limit = checkLimit(f.limit, DEFAULT_LIMIT);
    const statuses = eventStatusFilter(f.status);
    const zone = (await businessSettings(em, business)).timezone;
    const fromDate =
      f.fromDate?.trim() || f.toDate?.trim()
        ? f.fromDate
        : formatLocalDate(localDateAt(this.clock.now().getTime(), zone));
    const w = dateWindow(fromDate, f.toDate, zone);
    const rows = await findEvents(em, business, {
      ...w,
      ...who,
      statuses,
      limit: Math.min(limit, MAX_LIMIT),
    });
    return eventViewsIn(em, business, rows);
  }

  private async window(
    em: EntityManager,
    business: string,
    f: { fromDate?: string | null; toDate?: string | null },
    opts: { required?: boolean; maxDays?: number },
  ): Promise<Window> {
    const zone = (await businessSettings(em, business)).timezone;
    return dateWindow(f.fromDate, f.toDate, zone, opts);
  }

  /** Whether the actor reads this event: the access rules over its staff and its clients' families. */
  private async mayRead(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    e: EventEntity,
  ): Promise<boolean> {
    if (seesAllEvents(actor) || isOwnTeacher(actor, e)) return true;
    const participants = await em.find(EventParticipantEntity, {
      select: { peopleId: true },
      where: { business, eventId: e.id, kind: 'client' },
    });
    const clients = await clientsByIds(
      em,
      business,
      participants.map((p) => p.peopleId),
    );
    // A participant the copy does not know yet is still themself.
    const facts = participants.map(
      (p) => clients.get(p.peopleId) ?? { id: p.peopleId, accountManagerIds: [] },
    );
    return mayReadEvent(actor, { ...e, clients: facts });
  }
}
