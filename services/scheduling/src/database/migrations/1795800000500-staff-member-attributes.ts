import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff copy keeps a staff member's online id and secondary attribute (people's staffOnlineId and
 * staffSecondaryAttribute): an event's staff show them (001 §3.5). Null until a person event carries them.
 */
export class StaffMemberAttributes1795800000500 implements MigrationInterface {
  name = 'StaffMemberAttributes1795800000500';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(
      `ALTER TABLE staff_member ADD COLUMN staff_online_id text, ADD COLUMN staff_secondary_attribute text`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(
      `ALTER TABLE staff_member DROP COLUMN staff_online_id, DROP COLUMN staff_secondary_attribute`,
    );
  }
}
