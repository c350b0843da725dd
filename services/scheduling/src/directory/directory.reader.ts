import { In, type EntityManager } from 'typeorm';
import { BusinessSettingsEntity, StaffMemberEntity } from './directory.entity';

/** The business copy; a business with no row yet reads as zone UTC without time-off categories. */
export async function businessSettings(em: EntityManager, business: string): Promise<BusinessSettingsEntity> {
  const row = await em.findOne(BusinessSettingsEntity, { where: { business } });
  return (
    row ?? {
      business,
      fullName: '',
      timezone: 'UTC',
      timeOffPolicyEnabled: false,
      timeOffCategories: [],
      updatedAt: new Date(0),
    }
  );
}

/** The staff copies of these ids in the business (unknown ids are left out). */
export function staffMembers(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<StaffMemberEntity[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.find(StaffMemberEntity, { where: { business, id: In([...new Set(ids)]) } });
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
