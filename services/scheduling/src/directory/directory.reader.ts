import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { BusinessSettingsEntity, StaffMemberEntity } from './directory.entity';

/** What scheduling knows of a business; one with no copy yet: zone UTC, no time-off categories. */
export async function businessSettings(
  em: EntityManager,
  business: string,
): Promise<Pick<BusinessSettingsEntity, 'business' | 'fullName' | 'timezone' | 'timeOffCategories'>> {
  const row = await em.findOne(BusinessSettingsEntity, { where: { business } });
  return row ?? { business, fullName: '', timezone: 'UTC', timeOffCategories: [] };
}

/** The business's staff copies with these ids, by id. */
export async function staffByIds(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<Map<string, StaffMemberEntity>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await em.find(StaffMemberEntity, { where: { business, id: In(unique) } }) : [];
  return new Map(rows.map((r) => [r.id, r]));
}
