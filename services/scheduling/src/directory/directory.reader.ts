import type { EntityManager } from 'typeorm';
import { BusinessSettingsEntity } from './directory.entity';

/** What scheduling reads of a business: its zone and time-off settings. */
export type BusinessSettings = Pick<
  BusinessSettingsEntity,
  'business' | 'fullName' | 'timezone' | 'timeOffPolicyEnabled' | 'timeOffCategories'
>;

/** The business's settings as copied from identity's events; a business without a copy yet: UTC, no categories. */
export async function businessSettings(em: EntityManager, business: string): Promise<BusinessSettings> {
  const row = await em.findOne(BusinessSettingsEntity, { where: { business } });
  return (
    row ?? { business, fullName: '', timezone: 'UTC', timeOffPolicyEnabled: false, timeOffCategories: [] }
  );
}
