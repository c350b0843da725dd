import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/**
 * Scheduling's copy of the clients (people without a staffRole), from people's person events: names for the
 * calendar, the birth date for age checks (001 §5.3) and the ids of the people who manage a client as their
 * dependent (a client reaches themselves and their dependents). The GIN index finds a manager's dependents.
 * The calendar reads the events overlapping a window (start_at < window end AND end_at > window start):
 * event_business_during finds them by their time range without scanning the business's past.
 */
export class ClientMember1795800000300 implements MigrationInterface {
  name = 'ClientMember1795800000300';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE client_member (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      email text,
      birth_date date,
      account_manager_ids uuid[] NOT NULL DEFAULT '{}',
      profile_photo text,
      deactivated boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE INDEX client_member_business ON client_member (business, last_name, first_name)`);
    await qr.query(
      `CREATE INDEX client_member_account_managers ON client_member USING gin (account_manager_ids)`,
    );
    await enableTenantRls(qr, 'client_member');
    await qr.query(
      `CREATE INDEX event_business_during ON event USING gist (business, tstzrange(start_at, end_at))`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP INDEX event_business_during`);
    await qr.query(`DROP TABLE client_member`);
  }
}
