import { MigrationInterface, QueryRunner } from 'typeorm';

/** The outstanding invitation of a person, so that each invitation link is used once. */
export class PersonInvite1795480000000 implements MigrationInterface {
  name = 'PersonInvite1795480000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE "person" ADD COLUMN invite_id uuid`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE "person" DROP COLUMN invite_id`);
  }
}
