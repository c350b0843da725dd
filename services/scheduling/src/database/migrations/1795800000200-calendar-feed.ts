import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/**
 * Calendar feeds (selfCreateIcalUrl, 001 §7.1): the secret URLs of people's iCalendar feeds.
 * - calendar_feed: whose feed (a client's family's events, or a staff member's teaching calendar), how many
 *   months ahead it covers, and the SHA-256 of its token (the token itself is never stored; a hash is looked
 *   up across businesses when the feed is fetched). A person has at most one unrevoked feed of each kind.
 * - business_settings.include_students_name_in_ical: identity's business setting of the same name (000 §3.1),
 *   copied from its business events: whether a feed names the students of an event.
 */
export class CalendarFeed1795800000200 implements MigrationInterface {
  name = 'CalendarFeed1795800000200';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE calendar_feed (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      people_id uuid NOT NULL,
      staff_calendar boolean NOT NULL DEFAULT false,
      period_months integer NOT NULL CHECK (period_months >= 1 AND period_months <= 12),
      token_hash text NOT NULL UNIQUE,
      created_by uuid,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz)`);
    await qr.query(`CREATE UNIQUE INDEX calendar_feed_active ON calendar_feed (business, people_id, staff_calendar)
      WHERE revoked_at IS NULL`);
    await enableTenantRls(qr, 'calendar_feed');
    await qr.query(
      `ALTER TABLE business_settings ADD COLUMN include_students_name_in_ical boolean NOT NULL DEFAULT false`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE business_settings DROP COLUMN include_students_name_in_ical`);
    await qr.query(`DROP TABLE calendar_feed`);
  }
}
