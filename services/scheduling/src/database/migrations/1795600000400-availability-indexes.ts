import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Availability reads every active event overlapping a window (end_at > window start AND start_at < window
 * end). The init migration's (business, start_at) index bounds only the end of that range, so a business's
 * whole past is scanned; (business, end_at, start_at) starts at the window and checks start_at in the index.
 * Events by room: a room's bookings, and the check a deleted room makes of the events naming it.
 */
export class AvailabilityIndexes1795600000400 implements MigrationInterface {
  name = 'AvailabilityIndexes1795600000400';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(
      `CREATE INDEX event_business_end_start ON event (business, end_at, start_at) WHERE status = 'EVENT_STATUS_ACTIVE'`,
    );
    await qr.query(`CREATE INDEX event_room ON event (room_id) WHERE room_id IS NOT NULL`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP INDEX event_room`);
    await qr.query(`DROP INDEX event_business_end_start`);
  }
}
