import { EntityManager, In } from 'typeorm';
import type { ActorContext, TimeOffEventData } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { staffName } from '../directory/directory-rules';
import { staffByIds } from '../directory/directory.reader';
import { emit } from '../events';
import { EventEntity } from '../events/event.entity';
import { StaffHoursEntity } from '../staff-hours/staff-hours.entity';
import { blockedHoursFor, TIME_OFF_TEXTS, timeOffTitle } from './time-off-rules';
import { TimeOffRequestEntity } from './time-off-request.entity';
import type { TimeOffRequest } from './time-off.model';

const ACTIVE_EVENT = 'EVENT_STATUS_ACTIVE';

/** Requests as the API shows them: names from the staff copy, overlapping events read in one query. */
export async function requestViewsIn(
  em: EntityManager,
  business: string,
  rows: readonly TimeOffRequestEntity[],
): Promise<TimeOffRequest[]> {
  const staff = await staffByIds(
    em,
    business,
    rows.flatMap((r) => [r.requesterId, ...(r.reviewerId ? [r.reviewerId] : [])]),
  );
  const eventIds = [...new Set(rows.flatMap((r) => r.overlappingEventIds))];
  const events = eventIds.length ? await em.find(EventEntity, { where: { business, id: In(eventIds) } }) : [];
  const eventById = new Map(events.map((e) => [e.id, e]));
  const person = (id: string) => {
    const s = staff.get(id);
    return { id, name: s ? staffName(s) : '' };
  };
  return rows.map((r) => {
    const requester = person(r.requesterId);
    return {
      id: r.id,
      requester,
      category: r.category,
      note: r.note,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      allDay: r.allDay,
      timezone: r.timezone,
      status: r.status,
      processStatus: r.processStatus,
      reviewer: r.reviewerId ? person(r.reviewerId) : null,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewNote: r.reviewNote,
      overlappingEvents: r.overlappingEventIds
        .map((id) => eventById.get(id))
        .filter((e): e is EventEntity => !!e)
        .map((e) => ({
          id: e.id,
          name: e.name,
          startAt: e.startAt.toISOString(),
          endAt: e.endAt.toISOString(),
        })),
      title: timeOffTitle(requester.name || 'A staff member'),
    };
  });
}

/** What a new request is made of; everything else starts as a submitted request's. */
export type NewRequest = Pick<
  TimeOffRequestEntity,
  'id' | 'business' | 'requesterId' | 'category' | 'note' | 'startAt' | 'endAt' | 'allDay' | 'timezone'
>;

/** A new submitted request (version 1, not reviewed). */
export const submittedRequest = (r: NewRequest, now: Date): TimeOffRequestEntity => ({
  ...r,
  status: 'SUBMITTED',
  processStatus: null,
  reviewerId: null,
  reviewedAt: null,
  reviewNote: null,
  overlappingEventIds: [],
  version: 1,
  createdAt: now,
  updatedAt: now,
});

/** The request's state changed: refused when someone else changed it since it was read (its version). */
export async function changeRequestIn(
  em: EntityManager,
  row: TimeOffRequestEntity,
  changes: Partial<TimeOffRequestEntity>,
  now: Date,
): Promise<TimeOffRequestEntity> {
  const next = { ...changes, version: row.version + 1, updatedAt: now };
  const res = await em.update(
    TimeOffRequestEntity,
    { business: row.business, id: row.id, version: row.version },
    next,
  );
  if (!res.affected) throw new UserError(TIME_OFF_TEXTS.changedMeanwhile);
  return { ...row, ...next };
}

/** The active events of the staff member overlapping [startAt, endAt). */
export async function overlappingEventIdsIn(
  em: EntityManager,
  business: string,
  staffId: string,
  startAt: Date,
  endAt: Date,
): Promise<string[]> {
  const rows = await em
    .createQueryBuilder(EventEntity, 'e')
    .select('e.id', 'id')
    .where('e.business = :business AND e.status = :active', { business, active: ACTIVE_EVENT })
    .andWhere(':staffId = ANY(e.staff_ids)', { staffId })
    .andWhere('e.start_at < :endAt AND e.end_at > :startAt', { startAt, endAt })
    .orderBy('e.start_at', 'ASC')
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/**
 * Works out an approved request in the caller's transaction: blocked hours
 * carrying its id cover the period in the requester's zone, the overlapping
 * events are listed, and its processStatus moves from PENDING_PROCESSING to
 * COMPLETED.
 */
export async function processApprovalIn(
  em: EntityManager,
  row: TimeOffRequestEntity,
  now: Date,
): Promise<TimeOffRequestEntity> {
  const hours: StaffHoursEntity[] = blockedHoursFor(row.startAt, row.endAt, row.timezone).map((h) => ({
    ...h,
    id: newId(),
    business: row.business,
    staffId: row.requesterId,
    kind: 'blocked',
    timezone: row.timezone,
    locationId: null,
    allowsOnline: false,
    serviceIds: [],
    roomName: null,
    label: row.category,
    hourlyRate: null,
    exceptions: [],
    timeOffRequestId: row.id,
    createdAt: now,
    updatedAt: now,
  }));
  if (hours.length) await em.insert(StaffHoursEntity, hours);
  const overlappingEventIds = await overlappingEventIdsIn(
    em,
    row.business,
    row.requesterId,
    row.startAt,
    row.endAt,
  );
  return changeRequestIn(em, row, { overlappingEventIds, processStatus: 'COMPLETED' }, now);
}

/** Removes the blocked hours an approved request made. */
export async function removeBlockedHoursIn(em: EntityManager, row: TimeOffRequestEntity): Promise<void> {
  await em.delete(StaffHoursEntity, { business: row.business, timeOffRequestId: row.id });
}

const EVENT_TYPES = {
  SUBMITTED: 'time_off.requested',
  APPROVED: 'time_off.approved',
  REJECTED: 'time_off.rejected',
  CANCELLED: 'time_off.cancelled',
} as const;

/** Tells the other subgraphs (messaging) in the caller's transaction; `updated` for a changed submitted request. */
export function emitTimeOffIn(
  em: EntityManager,
  actor: ActorContext,
  row: TimeOffRequestEntity,
  updated = false,
): Promise<unknown> {
  const data: TimeOffEventData = {
    requestId: row.id,
    requesterId: row.requesterId,
    status: row.status,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    overlappingEventIds: row.overlappingEventIds,
  };
  const type = updated ? 'time_off.updated' : EVENT_TYPES[row.status as keyof typeof EVENT_TYPES];
  return emit(em, actor, row.business, type, data);
}
