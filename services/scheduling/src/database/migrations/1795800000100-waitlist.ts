import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/**
 * The appointment waitlist (001 §2.7 "waitlist notifications"):
 * - waitlist_request: a client's ask for a service, optionally a staff member and a location, time windows
 *   (weekdays with local times in the business zone) and local dates; ACTIVE until unsubscribed, expired or
 *   fulfilled. Unsubscribe links carry a secret token; only its SHA-256 is kept (one per mail sent).
 * - waitlist_offer: an opened slot offered to one request with an exclusive hold until hold_until. No two
 *   HELD offers hold overlapping time of the same staff member (waitlist_offer_one_hold), and a request is
 *   never offered the same slot twice (waitlist_offer_once). Holds pass by time: the code marks them EXPIRED
 *   in the offering transaction before it offers again, and a job does at hold_until.
 */
export class Waitlist1795800000100 implements MigrationInterface {
  name = 'Waitlist1795800000100';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await qr.query(`CREATE TABLE waitlist_request (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      client_id uuid NOT NULL,
      service_id uuid NOT NULL,
      staff_id uuid,
      location_id uuid,
      windows jsonb NOT NULL DEFAULT '[]',
      from_date date NOT NULL,
      to_date date NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE'
        CHECK (status IN ('ACTIVE', 'UNSUBSCRIBED', 'EXPIRED', 'FULFILLED')),
      unsubscribe_token_hashes text[] NOT NULL DEFAULT '{}',
      created_by uuid,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (to_date >= from_date))`);
    await qr.query(
      `CREATE INDEX waitlist_request_line ON waitlist_request (business, service_id, created_at, id)
        WHERE status = 'ACTIVE'`,
    );
    await qr.query(`CREATE INDEX waitlist_request_client ON waitlist_request (business, client_id)`);
    await enableTenantRls(qr, 'waitlist_request');

    await qr.query(`CREATE TABLE waitlist_offer (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      request_id uuid NOT NULL REFERENCES waitlist_request (id) ON DELETE CASCADE,
      client_id uuid NOT NULL,
      service_id uuid NOT NULL,
      staff_id uuid NOT NULL,
      location_id uuid NOT NULL,
      room_id uuid,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      hold_until timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'TAKEN', 'EXPIRED')),
      event_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (end_at > start_at),
      CONSTRAINT waitlist_offer_once UNIQUE (request_id, service_id, staff_id, location_id, start_at, end_at),
      CONSTRAINT waitlist_offer_one_hold
        EXCLUDE USING gist (staff_id WITH =, tstzrange(start_at, end_at) WITH &&) WHERE (status = 'HELD'))`);
    await qr.query(`CREATE INDEX waitlist_offer_client ON waitlist_offer (business, client_id, created_at)`);
    await qr.query(`CREATE INDEX waitlist_offer_held ON waitlist_offer (hold_until) WHERE status = 'HELD'`);
    await enableTenantRls(qr, 'waitlist_offer');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE waitlist_offer`);
    await qr.query(`DROP TABLE waitlist_request`);
  }
}
