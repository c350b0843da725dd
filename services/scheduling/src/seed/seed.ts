import type { INestApplicationContext } from '@nestjs/common';
import { TenantDb } from '@tempo/db';
import type { EntityManager } from 'typeorm';
import { seedServices } from './services.seed';
import { staffHoursSeed } from './staff-hours.seed';
import { timeOffSeed } from './time-off.seed';
import { DEMO_BUSINESS } from './demo-ids';
import { seedLocations } from './locations.seed';
import { calendarSeed } from './calendar.seed';

/** The demo business scheduling fills (its id lives in demo-ids.ts, which every part imports). */
export { DEMO_BUSINESS };

/**
 * One part of the demo data, run in order in one transaction of the demo
 * business; it returns what it created ([] when it was there already).
 */
export type SeedPart = (em: EntityManager, app: INestApplicationContext) => Promise<string[]>;

/** The parts, in order: what a later part uses (locations, services) comes first. */
const PARTS: SeedPart[] = [seedLocations, seedServices, staffHoursSeed, timeOffSeed, calendarSeed];

/** Scheduling's demo data for the demo business (never in production: the kit refuses). */
export async function seed(app: INestApplicationContext): Promise<string[]> {
  const db = app.get(TenantDb);
  const done: string[] = [];
  for (const part of PARTS) done.push(...(await db.withTenant(DEMO_BUSINESS, (em) => part(em, app))));
  return done;
}
