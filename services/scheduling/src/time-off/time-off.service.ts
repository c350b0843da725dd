import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import { StaffMemberEntity } from '../directory/directory.entity';
import { businessSettings } from '../directory/directory.reader';
import {
  checkCategory,
  dateRange,
  mayChangeRequest,
  mayReadRequest,
  requestPeriod,
  seesAllRequests,
  storedPeriod,
  TIME_OFF_STATUSES,
  TIME_OFF_TEXTS,
  transition,
} from './time-off-rules';
import { TimeOffRequestEntity } from './time-off-request.entity';
import type { TimeOffRequest, TimeOffRequestInput, UpdateTimeOffRequestInput } from './time-off.model';
import {
  changeRequestIn,
  emitTimeOffIn,
  processApprovalIn,
  removeBlockedHoursIn,
  requestViewsIn,
  submittedRequest,
} from './time-off.store';

/** How many requests a list shows. */
export const TIME_OFF_LIST_SIZE = 500;

export interface TimeOffFilter {
  status?: string | null;
  requesterId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

const clean = (v: string | null | undefined): string | null => v?.trim() || null;

/**
 * Time off requests (001 §4.1): a staff member requests, changes and cancels
 * their own; managers approve or reject submitted ones. Approving blocks the
 * requester's hours for the period in the same transaction.
 */
@Injectable()
export class TimeOffService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(actor: ActorContext, business: string, f: TimeOffFilter): Promise<TimeOffRequest[]> {
    const requesterId = seesAllRequests(actor) ? clean(f.requesterId) : actor.accountId;
    if (!requesterId && !seesAllRequests(actor)) return Promise.resolve([]);
    const status = clean(f.status)?.toUpperCase() ?? null;
    if (status && !(TIME_OFF_STATUSES as readonly string[]).includes(status)) return Promise.resolve([]);
    if (requesterId && !isUuid(requesterId)) return Promise.resolve([]);
    return this.db.withTenant(business, async (em) => {
      const zone = (await businessSettings(em, business)).timezone;
      const q = em
        .createQueryBuilder(TimeOffRequestEntity, 't')
        .where('t.business = :business', { business })
        .orderBy('t.start_at', 'ASC')
        .addOrderBy('t.id', 'ASC')
        .take(TIME_OFF_LIST_SIZE);
      if (requesterId) q.andWhere('t.requester_id = :requesterId', { requesterId });
      if (status) q.andWhere('t.status = :status', { status });
      const { from, to } = dateRange(clean(f.fromDate), clean(f.toDate), zone);
      if (from) q.andWhere('t.end_at > :from', { from });
      if (to) q.andWhere('t.start_at < :to', { to });
      return requestViewsIn(em, business, await q.getMany());
    });
  }

  get(actor: ActorContext, business: string, id: string): Promise<TimeOffRequest> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.find(em, business, id);
      if (!mayReadRequest(actor, row.requesterId))
        throw new NotAllowedError("another staff member's time off");
      return (await requestViewsIn(em, business, [row]))[0];
    });
  }

  create(actor: ActorContext, business: string, input: TimeOffRequestInput): Promise<TimeOffRequest> {
    const requesterId = actor.accountId;
    if (!requesterId) throw new NotAllowedError('not a staff member');
    return this.db.withTenant(business, async (em) => {
      const staff = await em.exists(StaffMemberEntity, { where: { business, id: requesterId } });
      if (!staff) throw new UserError(TIME_OFF_TEXTS.notStaff);
      const settings = await businessSettings(em, business);
      const period = requestPeriod(input, settings.timezone);
      const row = submittedRequest(
        {
          id: newId(),
          business,
          requesterId,
          category: checkCategory(input.category, settings.timeOffCategories),
          note: clean(input.note),
          ...period,
          timezone: settings.timezone,
        },
        this.clock.now(),
      );
      await em.insert(TimeOffRequestEntity, row);
      await emitTimeOffIn(em, actor, row);
      return (await requestViewsIn(em, business, [row]))[0];
    });
  }

  update(actor: ActorContext, business: string, input: UpdateTimeOffRequestInput): Promise<TimeOffRequest> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.own(em, actor, business, input.id);
      transition('update', row.status);
      const settings = await businessSettings(em, business);
      const allDay = input.allDay ?? row.allDay;
      const stored = storedPeriod(row, allDay);
      const period = requestPeriod(
        { allDay, startAt: input.startAt ?? stored.startAt, endAt: input.endAt ?? stored.endAt },
        row.timezone,
      );
      const category =
        input.category !== undefined
          ? checkCategory(input.category, settings.timeOffCategories)
          : row.category;
      const note = input.note !== undefined ? clean(input.note) : row.note;
      const changed = await changeRequestIn(em, row, { ...period, category, note }, this.clock.now());
      await emitTimeOffIn(em, actor, changed, true);
      return (await requestViewsIn(em, business, [changed]))[0];
    });
  }

  cancel(actor: ActorContext, business: string, id: string): Promise<TimeOffRequest> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.own(em, actor, business, id);
      const status = transition('cancel', row.status)!;
      if (row.status === 'APPROVED') await removeBlockedHoursIn(em, row);
      const changed = await changeRequestIn(em, row, { status }, this.clock.now());
      await emitTimeOffIn(em, actor, changed);
      return (await requestViewsIn(em, business, [changed]))[0];
    });
  }

  review(
    actor: ActorContext,
    business: string,
    id: string,
    action: 'approve' | 'reject',
    note: string | null | undefined,
  ): Promise<TimeOffRequest> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.find(em, business, id);
      const status = transition(action, row.status)!;
      const now = this.clock.now();
      const reviewed = {
        status,
        processStatus: action === 'approve' ? 'PENDING_PROCESSING' : null,
        reviewerId: actor.accountId,
        reviewedAt: now,
        reviewNote: clean(note),
      };
      let changed = await changeRequestIn(em, row, reviewed, now);
      if (action === 'approve') changed = await processApprovalIn(em, changed, now);
      await emitTimeOffIn(em, actor, changed);
      return (await requestViewsIn(em, business, [changed]))[0];
    });
  }

  private async find(em: EntityManager, business: string, id: string): Promise<TimeOffRequestEntity> {
    const row = isUuid(id) ? await em.findOne(TimeOffRequestEntity, { where: { business, id } }) : null;
    if (!row) throw new NotFoundError(id);
    return row;
  }

  private async own(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    id: string,
  ): Promise<TimeOffRequestEntity> {
    const row = await this.find(em, business, id);
    if (!mayChangeRequest(actor, row.requesterId))
      throw new NotAllowedError("another staff member's time off");
    return row;
  }
}
