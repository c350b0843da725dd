import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending confirmations of business self-registrations by existing users. Like login_link it
 * is looked up by token hash before any tenant is known, so it is a global table.
 */
export class BusinessRegistration1731000000500 implements MigrationInterface {
  name = 'BusinessRegistration1731000000500';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE business_registration (
      id uuid PRIMARY KEY,
      business_name text NOT NULL,
      user_id uuid NOT NULL REFERENCES app_user(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await qr.query(`CREATE INDEX business_registration_business ON business_registration (business_name)`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE business_registration`);
  }
}
