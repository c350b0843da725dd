import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/** Statuses of a session waitlist entry: waiting in line, offered a held place, then how it ended. */
export const SESSION_WAITLIST_STATUSES = ['WAITING', 'OFFERED', 'ENROLLED', 'LEFT', 'EXPIRED'];

const STATUSES = SESSION_WAITLIST_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Enrolment in sessions (001 §5.5, §9) and session waitlists.
 * - session_waitlist_entry: a client waiting for a place in a full session event, in line by created_at
 *   (ties by id). OFFERED entries hold a place until hold_until. One open entry (WAITING or OFFERED) per event
 *   and client. The token, shared by a client's entries in one session, is the secret of the public
 *   unsubscribe route. plan_name and enrollment_type are what the client is enrolled with when placed.
 * - service.session_waitlist_mode: what a freed place does for the first in line, ENROLL (enrol them) or
 *   OFFER (hold it for them session_waitlist_hold_minutes); ENROLL by default.
 */
export class Enrolment1795800000400 implements MigrationInterface {
  name = 'Enrolment1795800000400';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE session_waitlist_entry (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      event_id uuid NOT NULL REFERENCES event (id) ON DELETE CASCADE,
      session_id uuid,
      client_id uuid NOT NULL,
      plan_name text,
      enrollment_type text,
      status text NOT NULL DEFAULT 'WAITING' CHECK (status IN (${STATUSES})),
      hold_until timestamptz,
      token text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE UNIQUE INDEX session_waitlist_entry_open ON session_waitlist_entry (event_id, client_id)
      WHERE status IN ('WAITING', 'OFFERED')`);
    await qr.query(`CREATE INDEX session_waitlist_entry_line ON session_waitlist_entry (event_id, created_at, id)
      WHERE status IN ('WAITING', 'OFFERED')`);
    await qr.query(
      `CREATE INDEX session_waitlist_entry_client ON session_waitlist_entry (business, session_id, client_id)`,
    );
    await enableTenantRls(qr, 'session_waitlist_entry');
    await qr.query(`ALTER TABLE service
      ADD COLUMN session_waitlist_mode text NOT NULL DEFAULT 'ENROLL'
        CONSTRAINT service_session_waitlist_mode_check CHECK (session_waitlist_mode IN ('ENROLL', 'OFFER')),
      ADD COLUMN session_waitlist_hold_minutes integer NOT NULL DEFAULT 1440
        CONSTRAINT service_session_waitlist_hold_minutes_check CHECK (session_waitlist_hold_minutes > 0)`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(
      `ALTER TABLE service DROP COLUMN session_waitlist_mode, DROP COLUMN session_waitlist_hold_minutes`,
    );
    await qr.query(`DROP TABLE session_waitlist_entry`);
  }
}
