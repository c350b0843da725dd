import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { ClientScheduleArgs, FROM, PeopleEventsArgs, StaffScheduleArgs, TO } from './calendar.args';
import { AttendanceRow } from './calendar.model';
import { CalendarService } from './calendar.service';
import { Event } from './event.model';

const business = () => Args('business', { type: () => ID });
const requiredDate = (name: string, description: string) => Args(name, { type: () => String, description });
const ids = (name: string) => Args(name, { type: () => [ID], nullable: true });
const strings = (name: string, description?: string) =>
  Args(name, { type: () => [String], nullable: true, description });
const flag = (name: string, description: string) =>
  Args(name, { type: () => Boolean, nullable: true, description });

/**
 * The calendar's reads. Staff with the calendar (EVENTS list) read every event; a staff member without
 * it the events they teach; a client their own and their dependents' (calendar-access.ts).
 */
@Resolver(() => Event)
export class CalendarResolver {
  constructor(private readonly calendar: CalendarService) {}

  @Allow('read', 'EVENT')
  @Query(() => [Event], {
    description:
      'The calendar: events overlapping fromDate..toDate (at most 62 days), filtered; a staff member without the calendar sees the events they teach',
  })
  events(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @requiredDate('fromDate', FROM) fromDate: string,
    @requiredDate('toDate', TO) toDate: string,
    @ids('locationIds') locationIds?: string[] | null,
    @ids('roomIds') roomIds?: string[] | null,
    @ids('staffIds') staffIds?: string[] | null,
    @ids('serviceIds') serviceIds?: string[] | null,
    @strings('serviceTags', 'Events of services having any of these tags') serviceTags?: string[] | null,
    @flag('activeOnly', 'Only active, held and completed events') activeOnly?: boolean | null,
  ): Promise<Event[]> {
    return this.calendar.events(actor, assertBusiness(actor, name), {
      fromDate,
      toDate,
      locationIds,
      roomIds,
      staffIds,
      serviceIds,
      serviceTags,
      activeOnly,
    });
  }

  @Allow('list', 'SELF_EVENTS')
  @Query(() => Event, {
    description:
      'An event: staff with the calendar any, a teacher their own, a client their own or a dependent’s (else not found)',
  })
  event(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Event> {
    return this.calendar.event(actor, assertBusiness(actor, name), id);
  }

  @Allow('list', 'EVENTS')
  @Query(() => [Event], {
    description: 'A client’s events and, unless clientOnly, their dependents’ (by start)',
  })
  clientSchedule(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args() filter: ClientScheduleArgs,
  ): Promise<Event[]> {
    return this.calendar.clientSchedule(assertBusiness(actor, name), clientId, filter);
  }

  @Allow('list', 'SELF_EVENTS')
  @Query(() => [Event], {
    description:
      'The signed-in client’s events and, unless clientOnly, their dependents’; with dependentId, that dependent’s',
  })
  clientSelfSchedule(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('dependentId', { type: () => ID, nullable: true }) dependentId?: string | null,
    @Args() filter?: ClientScheduleArgs,
  ): Promise<Event[]> {
    return this.calendar.clientSelfSchedule(actor, assertBusiness(actor, name), { ...filter, dependentId });
  }

  @Allow('list', 'EVENTS')
  @Query(() => [Event], {
    description: 'The events a staff member teaches (staffOnly: those where they are the primary staff)',
  })
  staffSchedule(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('staffId', { type: () => ID }) staffId: string,
    @Args() filter: StaffScheduleArgs,
  ): Promise<Event[]> {
    return this.calendar.staffSchedule(assertBusiness(actor, name), staffId, filter);
  }

  @Allow('read', 'EVENT')
  @Query(() => [Event], { description: 'The events the signed-in staff member teaches (/today)' })
  staffSelfSchedule(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args() filter: StaffScheduleArgs,
  ): Promise<Event[]> {
    return this.calendar.staffSelfSchedule(actor, assertBusiness(actor, name), filter);
  }

  @Allow('list', 'EVENTS')
  @Query(() => [Event], { description: 'The events these people take part in or teach (by start)' })
  eventsForPeople(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('peopleIds', { type: () => [ID] }) peopleIds: string[],
    @Args() filter: PeopleEventsArgs,
  ): Promise<Event[]> {
    return this.calendar.eventsForPeople(assertBusiness(actor, name), peopleIds, filter);
  }

  @Allow('list', 'SELF_EVENTS')
  @Query(() => [Event], {
    description: 'The signed-in person’s events: theirs, their dependents’ and those they teach (by start)',
  })
  eventsForSelf(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args() filter: PeopleEventsArgs,
  ): Promise<Event[]> {
    return this.calendar.eventsForSelf(actor, assertBusiness(actor, name), filter);
  }

  @Allow('list', 'EVENTS')
  @Query(() => [AttendanceRow], {
    description:
      'One row per client of each event overlapping fromDate..toDate (at most 366 days), filtered by location, staff, service and status (the client’s, else the event’s)',
  })
  attendanceReport(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @requiredDate('fromDate', FROM) fromDate: string,
    @requiredDate('toDate', TO) toDate: string,
    @ids('locationIds') locationIds?: string[] | null,
    @ids('staffIds') staffIds?: string[] | null,
    @ids('serviceIds') serviceIds?: string[] | null,
    @strings('statuses', 'Client statuses (NO_SHOW, ...) or event statuses (EVENT_STATUS_*)')
    statuses?: string[] | null,
  ): Promise<AttendanceRow[]> {
    return this.calendar.attendanceReport(assertBusiness(actor, name), {
      fromDate,
      toDate,
      locationIds,
      staffIds,
      serviceIds,
      statuses,
    });
  }
}
