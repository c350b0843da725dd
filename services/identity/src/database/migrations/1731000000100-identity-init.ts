import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

export class IdentityInit1731000000100 implements MigrationInterface {
  name = 'IdentityInit1731000000100';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE business (
      name text PRIMARY KEY,
      status text NOT NULL,
      full_name text NOT NULL,
      country text NOT NULL,
      locale text NOT NULL,
      timezone text NOT NULL,
      default_currency text NOT NULL,
      contact_email text,
      domain_ready boolean NOT NULL DEFAULT false,
      settings jsonb NOT NULL DEFAULT '{}',
      secrets jsonb NOT NULL DEFAULT '{}',
      progress jsonb NOT NULL DEFAULT '{}',
      settings_personalized_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT business_status_check CHECK (status IN ('BUSINESS_STATUS_ACTIVE','BUSINESS_STATUS_PENDING','BUSINESS_STATUS_SUSPENDED','BUSINESS_STATUS_CLOSED')))`);
    await enableTenantRls(qr, 'business', 'name');

    await qr.query(`CREATE TABLE app_user (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text,
      first_name text,
      last_name text,
      locale text,
      profile_photo text,
      email_verified boolean NOT NULL DEFAULT false,
      is_superuser boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now())`);

    await qr.query(`CREATE TABLE account (
      id uuid PRIMARY KEY,
      business text NOT NULL REFERENCES business(name),
      user_id uuid NOT NULL REFERENCES app_user(id),
      staff_role text,
      first_name text,
      last_name text,
      permissions jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business, user_id))`);
    await qr.query(`CREATE INDEX account_user ON account (user_id)`);
    await enableTenantRls(qr, 'account');

    await qr.query(`CREATE TABLE refresh_token (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES app_user(id),
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await qr.query(`CREATE INDEX refresh_token_family ON refresh_token (family_id)`);

    await qr.query(`CREATE TABLE login_link (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES app_user(id),
      token_hash text NOT NULL UNIQUE,
      business_name text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);

    await qr.query(`CREATE TABLE activity (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      event_id uuid NOT NULL UNIQUE,
      object_type text NOT NULL,
      object_id text NOT NULL,
      trigger text NOT NULL,
      subject_id uuid,
      note text,
      from_status text,
      to_status text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await qr.query(`CREATE INDEX activity_business_created ON activity (business, created_at DESC, id DESC)`);
    await enableTenantRls(qr, 'activity');
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['activity', 'login_link', 'refresh_token', 'account', 'app_user', 'business'])
      await qr.query(`DROP TABLE ${t}`);
  }
}
