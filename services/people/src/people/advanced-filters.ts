import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { SelectQueryBuilder } from 'typeorm';
import { InputRule, UserError } from '@tempo/graphql';
import type { PersonEntity } from './person.entity';

@InputType()
export class CustomAttributeFilter {
  @InputRule({ maxLength: 100 }) @Field(() => String) name!: string;
  @InputRule({ maxLength: 1000 })
  @Field(() => String, { nullable: true, description: 'Any value when absent' })
  value?: string | null;
}

@InputType({ description: 'A range of instants or days (either end open)' })
export class DateRangeInput {
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) from?: string | null;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) to?: string | null;
}

/** The filters of peopleAdvanced (001 §7.1); ranges are inclusive. */
@ArgsType()
export class AdvancedFilters {
  @Field(() => ID) business!: string;
  @InputRule({ maxLength: 100 }) @Field(() => String, { nullable: true }) search?: string | null;
  @InputRule({ maxLength: 60, maxItems: 100 }) @Field(() => [String], { nullable: true }) tags?:
    string[] | null;
  @InputRule({ maxLength: 60, maxItems: 20 }) @Field(() => [String], { nullable: true }) flags?:
    string[] | null;
  @InputRule({ maxLength: 60, maxItems: 50 }) @Field(() => [String], { nullable: true }) statuses?:
    string[] | null;
  @Field(() => CustomAttributeFilter, { nullable: true }) customAttribute?: CustomAttributeFilter | null;
  @Field(() => Boolean, { nullable: true }) photoRelease?: boolean | null;
  @Field(() => DateRangeInput, { nullable: true }) created?: DateRangeInput | null;
  @Field(() => DateRangeInput, { nullable: true }) loggedIn?: DateRangeInput | null;
  @Field(() => DateRangeInput, { nullable: true }) birthdate?: DateRangeInput | null;
  @Field(() => DateRangeInput, { nullable: true }) newMember?: DateRangeInput | null;
  @Field(() => DateRangeInput, { nullable: true }) lostMember?: DateRangeInput | null;
  @Field(() => Boolean, { nullable: true, description: 'Staff (true), clients (false), or both' })
  staff?: boolean | null;
  @Field(() => Boolean, { nullable: true }) includeHidden?: boolean | null;
  @InputRule({ min: 1, max: 1000 })
  @Field(() => Int, { nullable: true, description: 'At most 1000' })
  limit?: number | null;
}

const RANGE_COLUMNS = {
  created: 'p.created_at',
  loggedIn: 'p.last_login_at',
  birthdate: 'p.birthdate',
  newMember: 'p.new_member_at',
  lostMember: 'p.member_lost_at',
} as const;

/** Adds each given filter to the query. */
export function applyAdvanced(
  qb: SelectQueryBuilder<PersonEntity>,
  f: AdvancedFilters,
): SelectQueryBuilder<PersonEntity> {
  if (f.tags?.length) qb.andWhere('p.tags && :tags', { tags: f.tags });
  if (f.statuses?.length) qb.andWhere('p.status IN (:...statuses)', { statuses: f.statuses });
  if (f.flags?.length) {
    qb.andWhere(`EXISTS (SELECT 1 FROM jsonb_array_elements(p.flags) fl WHERE fl->>'reason' = ANY(:flags))`, {
      flags: f.flags,
    });
  }
  if (f.customAttribute) {
    const match = f.customAttribute.value
      ? { name: f.customAttribute.name, value: f.customAttribute.value }
      : { name: f.customAttribute.name };
    qb.andWhere('p.custom_attributes @> :attr::jsonb', { attr: JSON.stringify([match]) });
  }
  if (f.photoRelease !== undefined && f.photoRelease !== null)
    qb.andWhere('p.photo_release = :pr', { pr: f.photoRelease });
  if (f.staff !== undefined && f.staff !== null)
    qb.andWhere(f.staff ? 'p.staff_role IS NOT NULL' : 'p.staff_role IS NULL');
  for (const [key, column] of Object.entries(RANGE_COLUMNS) as [keyof typeof RANGE_COLUMNS, string][]) {
    const range = f[key];
    for (const end of [range?.from, range?.to]) {
      if (end && Number.isNaN(Date.parse(end))) throw new UserError(`${key} must be a range of dates`);
    }
    if (range?.from) qb.andWhere(`${column} >= :${key}From`, { [`${key}From`]: range.from });
    if (range?.to) qb.andWhere(`${column} <= :${key}To`, { [`${key}To`]: range.to });
  }
  return qb;
}
