import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/** The statuses in which an event takes its time: its staff and its room cannot be booked twice then. */
export const BLOCKING_EVENT_STATUSES = ['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'];

const BLOCKING = `(${BLOCKING_EVENT_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * No double booking, by construction (001 §5.5): PostgreSQL refuses a second event that takes the same room
 * or the same staff member for an overlapping time while both are blocking (active, on hold or completed),
 * whatever the application does and however many bookings race, with exclusion constraints over tstzrange
 * (half-open: 10:00-11:00 and 11:00-12:00 do not overlap).
 * - Rooms: on the event itself.
 * - Staff: an event names its staff in an array (staff_ids and primary_staff_id), which an exclusion
 *   constraint cannot compare element by element; staff_booking holds one row per event and staff member,
 *   kept by a trigger on every insert and on every change of the event's time, status or staff, in the
 *   same statement (so in the same transaction as the booking).
 */
export class EventBooking1795700000000 implements MigrationInterface {
  name = 'EventBooking1795700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await qr.query(`ALTER TABLE event
      ADD CONSTRAINT event_room_no_overlap EXCLUDE USING gist (room_id WITH =, tstzrange(start_at, end_at) WITH &&)
        WHERE (room_id IS NOT NULL AND status IN ${BLOCKING})`);
    await qr.query(`CREATE TABLE staff_booking (
      event_id uuid NOT NULL REFERENCES event (id) ON DELETE CASCADE,
      staff_id uuid NOT NULL,
      business text NOT NULL,
      during tstzrange NOT NULL,
      blocking boolean NOT NULL,
      PRIMARY KEY (event_id, staff_id),
      CONSTRAINT staff_booking_no_overlap EXCLUDE USING gist (staff_id WITH =, during WITH &&) WHERE (blocking))`);
    await enableTenantRls(qr, 'staff_booking');
    await qr.query(`CREATE FUNCTION staff_booking_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM staff_booking WHERE event_id = NEW.id;
        INSERT INTO staff_booking (event_id, staff_id, business, during, blocking)
          SELECT DISTINCT NEW.id, s, NEW.business, tstzrange(NEW.start_at, NEW.end_at), NEW.status IN ${BLOCKING}
            FROM unnest(NEW.staff_ids || NEW.primary_staff_id) AS s WHERE s IS NOT NULL;
        RETURN NULL;
      END $$`);
    await qr.query(`CREATE TRIGGER staff_booking_sync AFTER INSERT OR UPDATE OF start_at, end_at, status, staff_ids,
      primary_staff_id ON event FOR EACH ROW EXECUTE FUNCTION staff_booking_sync()`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TRIGGER staff_booking_sync ON event`);
    await qr.query(`DROP FUNCTION staff_booking_sync()`);
    await qr.query(`DROP TABLE staff_booking`);
    await qr.query(`ALTER TABLE event DROP CONSTRAINT event_room_no_overlap`);
  }
}
