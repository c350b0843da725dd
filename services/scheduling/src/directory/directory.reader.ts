import type { EntityManager } from 'typeorm';
import { BusinessSettingsEntity } from './directory.entity';

/** What scheduling knows of a business; one that sent no event yet is in 'UTC' with no time-off categories. */
export type BusinessSettings = Pick<
  BusinessSettingsEntity,
  'business' | 'fullName' | 'timezone' | 'timeOffPolicyEnabled' | 'timeOffCategories'
>;

/** The business's settings copy (inside the caller's transaction of that business). */
export async function businessSettings(em: EntityManager, business: string): Promise<BusinessSettings> {
  const row = await em.findOne(BusinessSettingsEntity, { where: { business } });
  return (
    row ?? { business, fullName: '', timezone: 'UTC', timeOffPolicyEnabled: false, timeOffCategories: [] }
  );
}
