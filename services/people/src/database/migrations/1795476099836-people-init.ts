import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/**
 * People's tables: persons, family links and customer journey phases. Every
 * table has a `business` column and row-level security (enableTenantRls).
 * The search column has a trigram index (pg_trgm) for partial names, e-mails
 * and phone numbers.
 */
export class PeopleInit1795476099836 implements MigrationInterface {
  name = 'PeopleInit1795476099836';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await qr.query(`CREATE TABLE "person" (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      first_name text NOT NULL,
      middle_name text,
      last_name text NOT NULL,
      email text,
      profile_photo text,
      street text, city text, state text, zip_code text, country text,
      phones text[] NOT NULL DEFAULT '{}',
      photo_release boolean NOT NULL DEFAULT false,
      birthdate date,
      gender text,
      status text,
      tags text[] NOT NULL DEFAULT '{}',
      flags jsonb NOT NULL DEFAULT '[]',
      custom_attributes jsonb NOT NULL DEFAULT '[]',
      timezone text,
      notification_opt_outs text[] NOT NULL DEFAULT '{}',
      sms_notification_opt_outs text[] NOT NULL DEFAULT '{}',
      disable_all_sms_notifications boolean NOT NULL DEFAULT false,
      marketing_email_disabled boolean NOT NULL DEFAULT false,
      lead_capture_fields jsonb,
      utm_parameters jsonb,
      joined_at timestamptz NOT NULL,
      new_member_at timestamptz,
      member_lost_at timestamptz,
      hidden_at timestamptz,
      last_login_at timestamptz,
      staff_role text,
      staff_secondary_attribute text,
      staff_bio text,
      staff_categorized_tags jsonb NOT NULL DEFAULT '[]',
      staff_service_rates jsonb NOT NULL DEFAULT '[]',
      staff_commission_rates jsonb NOT NULL DEFAULT '[]',
      staff_flags jsonb NOT NULL DEFAULT '{}',
      visible_by_visitors boolean NOT NULL DEFAULT true,
      visible_by_clients boolean NOT NULL DEFAULT true,
      deactivated boolean NOT NULL DEFAULT false,
      staff_online_id text,
      staff_employee_id text,
      staff_internal_video_conf_enabled boolean NOT NULL DEFAULT false,
      staff_notification_email_disabled boolean NOT NULL DEFAULT false,
      staff_calendar_color text,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      search text NOT NULL)`);
    await qr.query(
      `CREATE INDEX "person_business_last_name" ON "person" (business, last_name, first_name, id)`,
    );
    await qr.query(
      `CREATE UNIQUE INDEX "person_business_email" ON "person" (business, email) WHERE email IS NOT NULL`,
    );
    await qr.query(`CREATE INDEX "person_search" ON "person" USING gin (search gin_trgm_ops)`);
    await qr.query(`CREATE INDEX "person_tags" ON "person" USING gin (tags)`);
    await enableTenantRls(qr, 'person');

    await qr.query(`CREATE TABLE "person_relation" (
      from_id uuid NOT NULL,
      to_id uuid NOT NULL,
      kind text NOT NULL,
      business text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (from_id, to_id, kind),
      CONSTRAINT person_relation_from_fkey FOREIGN KEY (from_id) REFERENCES person(id) ON DELETE CASCADE,
      CONSTRAINT person_relation_to_fkey FOREIGN KEY (to_id) REFERENCES person(id) ON DELETE CASCADE,
      CONSTRAINT person_relation_kind_check CHECK (kind IN ('dependent', 'peer')),
      CONSTRAINT person_relation_check CHECK (from_id <> to_id))`);
    await qr.query(`CREATE INDEX "person_relation_to" ON "person_relation" (business, to_id)`);
    await enableTenantRls(qr, 'person_relation');

    await qr.query(`CREATE TABLE "customer_journey_phase" (
      business text NOT NULL,
      phase_type text NOT NULL,
      version integer NOT NULL,
      data_requirements jsonb NOT NULL,
      additional_config jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (business, phase_type))`);
    await enableTenantRls(qr, 'customer_journey_phase');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE "customer_journey_phase"`);
    await qr.query(`DROP TABLE "person_relation"`);
    await qr.query(`DROP TABLE "person"`);
  }
}
