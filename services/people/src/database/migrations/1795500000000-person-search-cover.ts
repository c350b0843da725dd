import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name-order index also carries what the searches and list filters read
 * (search text, hidden, staff role, status), so a page of 25 or 30 is found
 * by an index-only scan in name order, however common the searched text.
 */
export class PersonSearchCover1795500000000 implements MigrationInterface {
  name = 'PersonSearchCover1795500000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP INDEX "person_business_last_name"`);
    await qr.query(
      `CREATE INDEX "person_business_last_name" ON "person" (business, last_name, first_name, id)
       INCLUDE (search, hidden_at, staff_role, status)`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP INDEX "person_business_last_name"`);
    await qr.query(
      `CREATE INDEX "person_business_last_name" ON "person" (business, last_name, first_name, id)`,
    );
  }
}
