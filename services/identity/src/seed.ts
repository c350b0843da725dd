import type { INestApplicationContext } from '@nestjs/common';
import { ActorContext, BusinessStatus, INTERNAL_BUSINESS_NAME } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { BusinessEntity } from './business/business.entity';
import { BusinessService } from './business/business.service';
import { SUPER_EDITABLE } from './business/business-fields';
import { UsersService } from './users/users.service';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** One login per role in the demo business, plus the platform superuser. */
export const DEMO_USERS = [
  { email: 'owner@demo.example', firstName: 'Olivia', lastName: 'Owner', staffRole: 'owner' },
  { email: 'manager@demo.example', firstName: 'Marcus', lastName: 'Manager', staffRole: 'manager' },
  { email: 'staff@demo.example', firstName: 'Sofia', lastName: 'Staff', staffRole: 'staff' },
  { email: 'limited@demo.example', firstName: 'Liam', lastName: 'Limited', staffRole: 'limited_staff' },
  { email: 'client@demo.example', firstName: 'Chloe', lastName: 'Client', staffRole: null },
] as const;
export const SUPERUSER = { email: 'admin@platform.example', firstName: 'Ada', lastName: 'Admin' };

/**
 * The demo business's secret settings: recognisable values, so that a test
 * can tell they never reach a log or an error (scripts/check-logs.sh).
 */
export const DEMO_SECRETS = {
  paymentGatewayApiKey: 'sk_test_demo_payment_4f7a9c2e1b',
  achPaymentGatewayApiKey: 'sk_test_demo_ach_8d3e6b0a57',
  webhookKey: 'whsec_demo_2c9f41e7a0',
  mailchimpSyncKey: 'mc_demo_key_6a1d8e3f-us1',
} as const;

const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();

export const DEMO_BUSINESS = {
  fullName: 'Demo Music School',
  country: 'US',
  locale: 'en-US',
  timezone: 'America/New_York',
  defaultCurrency: 'USD',
  contactEmail: 'hello@demo.example',
  emailFrom: 'hello@demo.example',
  businessWebsite: 'https://demo.example',
  businessPhoneNumber: '+12125550100',
  tagline: 'Music lessons for every age',
  uiPrimaryColor: '#3b5bdb',
  uiSecondaryColor: '#f08c00',
  notificationsEnabled: true,
  notificationsEnabledOwnersOnly: false,
  internalVideoConfEnabled: false,
  paymentGatewayId: 'MOCK',
  domainReady: true,
  smsFeatureEnabled: true,
  crmEnabled: true,
  plan: { planType: 'TRIAL', accountStatus: 'TRIAL', freeUntil: inDays(30), currency: 'USD' },
  widgetLinks: [
    { link: 'lessons', title: 'Book a lesson', widgetType: 'APPOINTMENT_WIDGET', visibleByVisitors: true },
  ],
  ...DEMO_SECRETS,
};

/** A second business, so that isolation between businesses can be tried with real logins. */
export const RIVAL_USERS = [
  { email: 'owner@rival.example', firstName: 'Rowan', lastName: 'Rival', staffRole: 'owner' },
  { email: 'client@rival.example', firstName: 'Riley', lastName: 'Client', staffRole: null },
] as const;

export const RIVAL_BUSINESS = {
  fullName: 'Rival Arts Academy',
  country: 'GB',
  locale: 'en-GB',
  timezone: 'Europe/London',
  defaultCurrency: 'GBP',
  contactEmail: 'hello@rival.example',
  emailFrom: 'hello@rival.example',
  businessWebsite: 'https://rival.example',
  businessPhoneNumber: '+442079460000',
  tagline: 'Dance and drama for all',
  notificationsEnabled: true,
  notificationsEnabledOwnersOnly: false,
  internalVideoConfEnabled: false,
  domainReady: true,
  plan: { planType: 'TRIAL', accountStatus: 'TRIAL', freeUntil: inDays(30), currency: 'GBP' },
};

const PLATFORM_BUSINESS = {
  fullName: 'Tempo Platform',
  country: 'US',
  locale: 'en-US',
  timezone: 'America/New_York',
  defaultCurrency: 'USD',
  contactEmail: 'support@tempo.example',
  emailFrom: 'support@tempo.example',
  notificationsEnabled: false,
};

const SEED_ACTOR: ActorContext = {
  business: null,
  businessStatus: null,
  userId: null,
  email: 'seed',
  accountId: null,
  role: 'superuser',
  staffRole: null,
  overrides: [],
  impersonator: null,
  ip: null,
  requestId: null,
};

/** Seeds the demo data; running it again changes nothing. Never in production. */
export async function seed(app: INestApplicationContext): Promise<string[]> {
  const db = app.get(TenantDb);
  const businesses = app.get(BusinessService);
  const users = app.get(UsersService);
  const done: string[] = [];
  const ensureBusiness = async (
    name: string,
    fields: Record<string, unknown>,
    members: Array<{
      email: string;
      firstName: string;
      lastName: string;
      staffRole: string | null;
      isSuperuser?: boolean;
    }>,
  ) => {
    await db.withTenant(name, async (em) => {
      if (!(await em.findOne(BusinessEntity, { where: { name } }))) {
        await businesses.create(
          em,
          SEED_ACTOR,
          name,
          BusinessStatus.ACTIVE,
          businesses.validatePatch(fields, SUPER_EDITABLE),
        );
        await em.query(`UPDATE business SET settings_personalized_at = now() WHERE name = $1`, [name]);
        done.push(`business ${name}`);
      }
      for (const m of members) {
        const { user, created } = await users.ensureUser(em, { ...m, password: DEMO_PASSWORD });
        if (created) done.push(`user ${m.email}`);
        if (m.isSuperuser && !user.isSuperuser)
          await em.query(`UPDATE app_user SET is_superuser = true WHERE id = $1`, [user.id]);
        await users.ensureAccount(em, SEED_ACTOR, name, user, m.staffRole);
      }
    });
  };
  await ensureBusiness(INTERNAL_BUSINESS_NAME, PLATFORM_BUSINESS, [
    { ...SUPERUSER, staffRole: 'owner', isSuperuser: true },
  ]);
  await ensureBusiness(
    'demo',
    DEMO_BUSINESS,
    DEMO_USERS.map((u) => ({ ...u })),
  );
  // A demo business seeded before it had secrets gets them; secrets already set stay.
  const filled = await db.withTenant('demo', (em) =>
    em.query(
      `UPDATE business SET secrets = $2::jsonb || secrets WHERE name = $1 AND NOT secrets ?& $3::text[]`,
      ['demo', JSON.stringify(DEMO_SECRETS), Object.keys(DEMO_SECRETS)],
    ),
  );
  if (Array.isArray(filled) && Number(filled[1]) > 0) done.push('demo secrets');
  await ensureBusiness(
    'rival',
    RIVAL_BUSINESS,
    RIVAL_USERS.map((u) => ({ ...u })),
  );
  return done;
}
