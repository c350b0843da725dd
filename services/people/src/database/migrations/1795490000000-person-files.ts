import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';

/** Files and profile photos of people (their bytes are in the object store). */
export class PersonFiles1795490000000 implements MigrationInterface {
  name = 'PersonFiles1795490000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`CREATE TABLE "person_file" (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      person_id uuid NOT NULL,
      folder text NOT NULL,
      key text NOT NULL,
      name text NOT NULL,
      content_type text NOT NULL,
      size bigint NOT NULL,
      uploaded_by uuid,
      created_at timestamptz NOT NULL,
      CONSTRAINT person_file_person_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON DELETE CASCADE)`);
    await qr.query(`CREATE UNIQUE INDEX "person_file_key" ON "person_file" (key)`);
    await qr.query(`CREATE INDEX "person_file_person" ON "person_file" (business, person_id, created_at)`);
    await enableTenantRls(qr, 'person_file');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE "person_file"`);
  }
}
