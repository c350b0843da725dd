import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/** The outbox and processed-event tables every subgraph carries. */
export class EventTables1731000000000 implements MigrationInterface {
  name = 'EventTables1731000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      topic text NOT NULL,
      type text NOT NULL,
      version int NOT NULL,
      envelope jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      published_at timestamptz,
      attempts int NOT NULL DEFAULT 0)`);
    await qr.query(`CREATE INDEX outbox_unpublished ON outbox (occurred_at) WHERE published_at IS NULL`);
    await qr.query(`CREATE TABLE processed_event (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      business text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id))`);
    await enableTenantRls(qr, 'outbox');
    await enableTenantRls(qr, 'processed_event');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query('DROP TABLE processed_event');
    await qr.query('DROP TABLE outbox');
  }
}
