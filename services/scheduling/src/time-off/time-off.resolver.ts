import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import {
  TimeOffRequest,
  TimeOffRequestInput,
  TimeOffRequestResult,
  UpdateTimeOffRequestInput,
} from './time-off.model';
import { TimeOffService } from './time-off.service';

const business = () => Args('business', { type: () => ID });
const optional = (name: string) => Args(name, { type: () => String, nullable: true });
const optionalId = (name: string) => Args(name, { type: () => ID, nullable: true });
const id = () => Args('id', { type: () => ID });

/** Time off: staff members request their own (/timeoff), managers approve or reject them. */
@Resolver(() => TimeOffRequest)
export class TimeOffResolver {
  constructor(private readonly timeOff: TimeOffService) {}

  @Allow('list', 'OWN_TIME_OFF')
  @Query(() => [TimeOffRequest], {
    description: 'Time off requests by start: managers see all, a staff member their own',
  })
  timeOffRequests(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @optional('status') status?: string | null,
    @optionalId('requesterId') requesterId?: string | null,
    @optional('fromDate') fromDate?: string | null,
    @optional('toDate') toDate?: string | null,
  ): Promise<TimeOffRequest[]> {
    return this.timeOff.list(actor, assertBusiness(actor, name), { status, requesterId, fromDate, toDate });
  }

  @Allow('list', 'OWN_TIME_OFF')
  @Query(() => TimeOffRequest, { description: 'A time off request: its requester’s or, for managers, any' })
  timeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() requestId: string,
  ): Promise<TimeOffRequest> {
    return this.timeOff.get(actor, assertBusiness(actor, name), requestId);
  }

  @Allow('create', 'OWN_TIME_OFF')
  @Mutation(() => TimeOffRequestResult, { description: 'Requests time off for oneself' })
  async createTimeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('request', { type: () => TimeOffRequestInput }) request: TimeOffRequestInput,
  ): Promise<Payload<TimeOffRequestResult>> {
    return { request: await this.timeOff.create(actor, assertBusiness(actor, name), request) };
  }

  @Allow('update', 'OWN_TIME_OFF')
  @Mutation(() => TimeOffRequestResult, { description: 'Changes one’s own request while it is submitted' })
  async updateTimeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('request', { type: () => UpdateTimeOffRequestInput }) request: UpdateTimeOffRequestInput,
  ): Promise<Payload<TimeOffRequestResult>> {
    return { request: await this.timeOff.update(actor, assertBusiness(actor, name), request) };
  }

  @Allow('cancel', 'OWN_TIME_OFF')
  @Mutation(() => TimeOffRequestResult, {
    description: 'Cancels one’s own submitted or approved request (its blocked hours go)',
  })
  async cancelTimeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() requestId: string,
  ): Promise<Payload<TimeOffRequestResult>> {
    return { request: await this.timeOff.cancel(actor, assertBusiness(actor, name), requestId) };
  }

  @Allow('update', 'TIME_OFF')
  @Mutation(() => TimeOffRequestResult, {
    description: 'Approves a submitted request: the requester’s hours are blocked for its period',
  })
  async approveTimeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() requestId: string,
    @optional('note') note?: string | null,
  ): Promise<Payload<TimeOffRequestResult>> {
    return {
      request: await this.timeOff.review(actor, assertBusiness(actor, name), requestId, 'approve', note),
    };
  }

  @Allow('update', 'TIME_OFF')
  @Mutation(() => TimeOffRequestResult, { description: 'Rejects a submitted request' })
  async rejectTimeOffRequest(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() requestId: string,
    @optional('note') note?: string | null,
  ): Promise<Payload<TimeOffRequestResult>> {
    return {
      request: await this.timeOff.review(actor, assertBusiness(actor, name), requestId, 'reject', note),
    };
  }
}
