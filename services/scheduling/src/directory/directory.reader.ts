import { In, type EntityManager } from 'typeorm';
import { BusinessSettingsEntity, ClientMemberEntity, StaffMemberEntity } from './directory.entity';

/** What scheduling reads of a business: its zone and time-off settings. */
export type BusinessSettings = Pick<
  BusinessSettingsEntity,
  'business' | 'fullName' | 'timezone' | 'timeOffPolicyEnabled' | 'timeOffCategories'
>;

/** The business copy; a business with no row yet reads as zone UTC without time-off categories. */
export async function businessSettings(em: EntityManager, business: string): Promise<BusinessSettings> {
  const row = await em.findOne(BusinessSettingsEntity, { where: { business } });
  return (
    row ?? {
      business,
      fullName: '',
      timezone: 'UTC',
      timeOffPolicyEnabled: false,
      timeOffCategories: [],
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

/** The staff copies of these ids in the business, by id. */
export async function staffByIds(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<Map<string, StaffMemberEntity>> {
  return new Map((await staffMembers(em, business, ids)).map((r) => [r.id, r]));
}

/** The client copies of these ids in the business, by id (unknown ids are left out). */
export async function clientsByIds(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<Map<string, ClientMemberEntity>> {
  if (ids.length === 0) return new Map();
  const rows = await em.find(ClientMemberEntity, { where: { business, id: In([...new Set(ids)]) } });
  return new Map(rows.map((r) => [r.id, r]));
}

/** The clients `clientId` manages as their dependents (family relation 'dependent'), by name. */
export function dependentsOf(
  em: EntityManager,
  business: string,
  clientId: string,
): Promise<ClientMemberEntity[]> {
  return em
    .createQueryBuilder(ClientMemberEntity, 'c')
    .where('c.business = :business', { business })
    .andWhere('c.account_manager_ids @> ARRAY[CAST(:clientId AS uuid)]', { clientId })
    .orderBy('c.last_name', 'ASC')
    .addOrderBy('c.first_name', 'ASC')
    .getMany();
}
