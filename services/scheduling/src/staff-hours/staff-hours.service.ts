import { Inject, Injectable } from '@nestjs/common';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import type { EntityManager } from 'typeorm';
import {
  assertEditable,
  cleanHoursFields,
  HOURS_TEXTS,
  hoursKind,
  type HoursKind,
  mayWriteHours,
  storedFields,
} from './staff-hours-rules';
import { StaffHoursEntity } from './staff-hours.entity';
import type { StaffHours, StaffHoursInput, UpdateStaffHoursInput } from './staff-hours.model';
import { assertStaffMemberIn, checkedZoneIn, hoursOfStaffIn, hoursViewsIn } from './staff-hours.store';

/**
 * Staff members' open and blocked hours (001 §3.1): managers change anyone's,
 * a staff member their own; blocked hours made by a time off change only with
 * their request.
 */
@Injectable()
export class StaffHoursService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The hours of one kind of these staff members, by staff id. */
  forStaff(
    business: string,
    staffIds: readonly string[],
    kind: HoursKind,
  ): Promise<Map<string, StaffHours[]>> {
    return this.db.withTenant(business, (em) => hoursOfStaffIn(em, business, staffIds, kind));
  }

  create(
    actor: ActorContext,
    business: string,
    staffId: string,
    input: StaffHoursInput,
  ): Promise<StaffHours> {
    const kind = hoursKind(input.kind);
    if (!isUuid(staffId)) throw new UserError(HOURS_TEXTS.notStaff);
    if (!mayWriteHours(actor, staffId)) throw new NotAllowedError("another staff member's hours");
    const fields = cleanHoursFields(kind, input, null);
    return this.db.withTenant(business, async (em) => {
      await assertStaffMemberIn(em, business, staffId);
      const timezone = await checkedZoneIn(em, business, fields);
      const now = this.clock.now();
      const row: StaffHoursEntity = {
        ...fields,
        id: newId(),
        business,
        staffId,
        kind,
        timezone,
        timeOffRequestId: null,
        createdAt: now,
        updatedAt: now,
      };
      await em.insert(StaffHoursEntity, row);
      return (await hoursViewsIn(em, business, [row]))[0];
    });
  }

  update(actor: ActorContext, business: string, input: UpdateStaffHoursInput): Promise<StaffHours> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.writable(em, actor, business, input.id);
      const fields = cleanHoursFields(row.kind, input, storedFields(row));
      const timezone = await checkedZoneIn(em, business, fields);
      const changed: StaffHoursEntity = { ...row, ...fields, timezone, updatedAt: this.clock.now() };
      await em.save(StaffHoursEntity, changed);
      return (await hoursViewsIn(em, business, [changed]))[0];
    });
  }

  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.writable(em, actor, business, id);
      await em.delete(StaffHoursEntity, { business, id: row.id });
      return row.id;
    });
  }

  /** The stored hours the actor may change: theirs (or anyone's for managers), not made by a time off. */
  private async writable(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    id: string,
  ): Promise<StaffHoursEntity> {
    const row = isUuid(id)
      ? await em.findOne(StaffHoursEntity, { where: { business, id }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!row) throw new NotFoundError(id);
    if (!mayWriteHours(actor, row.staffId)) throw new NotAllowedError("another staff member's hours");
    assertEditable(row);
    return row;
  }
}
