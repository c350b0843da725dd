import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/**
 * The calendar (001 §3.5): every field of an event, recurring series and the participants of an event.
 * - event: its series (recurring_id, original_start_at, recurring_outlier), lock, note, colour, hold, the
 *   event's zone, capacity and waitlist switch of its slot, the plan it was booked with, who cancelled it and
 *   why, doNotNotify, and a version raised by every change (a change made on an older read is refused).
 * - event_series: the rule of a recurring series in its own zone (wall times stay put across DST), the
 *   first occurrence's start and the duration; its occurrences are events naming it.
 * - event_participant: one row per event and person (clients and staff), with eventRole, enrollmentType,
 *   planName, payer, paid, the billing ids billing fills later, the participant status of §4.1 and what a
 *   cancellation recorded (late or not, consequence, credit name, by whom, when, why).
 */
export class Calendar1795800000000 implements MigrationInterface {
  name = 'Calendar1795800000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE event_series (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      rrule text NOT NULL,
      timezone text NOT NULL,
      first_start_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE INDEX event_series_business ON event_series (business)`);
    await enableTenantRls(qr, 'event_series');

    await qr.query(`ALTER TABLE event
      ADD COLUMN original_start_at timestamptz,
      ADD COLUMN recurring_id uuid REFERENCES event_series (id) ON DELETE SET NULL,
      ADD COLUMN recurring_outlier boolean NOT NULL DEFAULT false,
      ADD COLUMN is_locked boolean NOT NULL DEFAULT false,
      ADD COLUMN note text,
      ADD COLUMN calendar_color text,
      ADD COLUMN hold_until timestamptz,
      ADD COLUMN timezone text NOT NULL DEFAULT 'UTC',
      ADD COLUMN plan_name text,
      ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity > 0),
      ADD COLUMN waitlist_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN slot_status text,
      ADD COLUMN created_by uuid,
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN cancelled_by uuid,
      ADD COLUMN cancel_reason text,
      ADD COLUMN do_not_notify boolean NOT NULL DEFAULT false,
      ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await qr.query(
      `CREATE INDEX event_recurring ON event (recurring_id, start_at) WHERE recurring_id IS NOT NULL`,
    );
    await qr.query(`CREATE INDEX event_session ON event (session_id, start_at) WHERE session_id IS NOT NULL`);

    await qr.query(`CREATE TABLE event_participant (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      event_id uuid NOT NULL REFERENCES event (id) ON DELETE CASCADE,
      people_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('client', 'staff')),
      event_role text,
      enrollment_type text,
      plan_name text,
      payer_id uuid,
      paid boolean NOT NULL DEFAULT false,
      subscription_id uuid,
      invoice_id uuid,
      status text,
      late_cancellation boolean NOT NULL DEFAULT false,
      cancellation_consequence text,
      cancellation_credit_name text,
      cancelled_by uuid,
      cancelled_at timestamptz,
      cancel_reason text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (event_id, people_id, kind))`);
    await qr.query(`CREATE INDEX event_participant_person ON event_participant (business, people_id)`);
    await enableTenantRls(qr, 'event_participant');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE event_participant`);
    await qr.query(`DROP INDEX event_session`);
    await qr.query(`DROP INDEX event_recurring`);
    await qr.query(`ALTER TABLE event
      DROP COLUMN original_start_at, DROP COLUMN recurring_id, DROP COLUMN recurring_outlier, DROP COLUMN is_locked,
      DROP COLUMN note, DROP COLUMN calendar_color, DROP COLUMN hold_until, DROP COLUMN timezone,
      DROP COLUMN plan_name, DROP COLUMN capacity, DROP COLUMN waitlist_enabled, DROP COLUMN slot_status,
      DROP COLUMN created_by, DROP COLUMN cancelled_at, DROP COLUMN cancelled_by, DROP COLUMN cancel_reason,
      DROP COLUMN do_not_notify, DROP COLUMN version`);
    await qr.query(`DROP TABLE event_series`);
  }
}
