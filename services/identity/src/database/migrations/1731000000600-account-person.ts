import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts kept in step with the people subgraph's person of the same id: the person's staff
 * permission flags (001 §6, applied as allow overrides), and whether the account is linked to a
 * person (written from a person's events or credentials) or was made by identity alone (business
 * registration, demo data) before its person existed.
 */
export class AccountPerson1731000000600 implements MigrationInterface {
  name = 'AccountPerson1731000000600';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE account ADD COLUMN staff_flags jsonb NOT NULL DEFAULT '{}'`);
    await qr.query(`ALTER TABLE account ADD COLUMN person_linked boolean NOT NULL DEFAULT false`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE account DROP COLUMN person_linked`);
    await qr.query(`ALTER TABLE account DROP COLUMN staff_flags`);
  }
}
