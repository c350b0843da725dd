/**
 * The people benchmark (no pass/fail: it prints figures). With 20,000 people
 * in one business and 100 other businesses beside it, one request at a time
 * through the gateway: the navbar search (limit 30), a /clients page (25, by
 * cursor), and peopleAdvanced over the whole business.
 *
 *   GATEWAY_URL=http://127.0.0.1:4000 DATABASE_URL=postgres://... node dist/bench/people-bench.js
 *
 * The people are written straight into people's database (bench data, in a
 * business of its own made through the API); nothing of the demo changes.
 */
import { Client } from 'pg';
import { call, createOwnBusiness, Session } from '@tempo/testing';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 20000);
const OTHERS = Number(process.env.BENCH_OTHER_BUSINESSES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((q / 100) * sorted.length))) - 1];
}

async function fill(db: Client, business: string, count: number): Promise<void> {
  await db.query('BEGIN');
  await db.query(`SELECT set_config('app.business', $1, true)`, [business]);
  await db.query(
    `INSERT INTO person (id, business, first_name, last_name, email, phones, status, tags, joined_at, created_at, updated_at, search)
     SELECT gen_random_uuid(), $1, f, l, lower(f || '.' || l || i || '@bench.example'), ARRAY['+1212' || lpad(i::text, 7, '0')],
            (ARRAY['Active','Prospect','Trial','Inactive'])[1 + i % 4], ARRAY[(ARRAY['Piano','Guitar','Violin'])[1 + i % 3]],
            now(), now(), now(), lower(f || ' ' || l || ' ' || f || '.' || l || i || '@bench.example 1212' || lpad(i::text, 7, '0'))
     FROM (SELECT i, (ARRAY['Emma','Liam','Olivia','Noah','Ava','Ethan','Mia','Lucas','Zoe','Mason'])[1 + i % 10] || (i % 97) AS f,
                  (ARRAY['Anderson','Brooks','Carter','Diaz','Ellis','Foster','Garcia','Hughes'])[1 + (i / 10) % 8] || (i % 89) AS l
           FROM generate_series(1, $2::int) i) s`,
    [business, count],
  );
  await db.query('COMMIT');
}

async function timed(rounds: number, run: (i: number) => Promise<void>): Promise<string> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return `p50 ${p(samples, 50).toFixed(1)} ms, p95 ${p(samples, 95).toFixed(1)} ms (${rounds} requests)`;
}

async function must<T>(r: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const a = await r;
  if (a.errors || !a.data) throw new Error(JSON.stringify(a.errors));
  return a.data;
}

async function main(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://tempo:tempo@127.0.0.1:5432/postgres');
  url.pathname = '/tempo_people';
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  const biz = await createOwnBusiness({ prefix: 'bench' });
  const owner: Session = biz.owner;
  console.log(`filling ${biz.name} with ${PEOPLE} people and ${OTHERS} other businesses with 200 each...`);
  await fill(db, biz.name, PEOPLE);
  for (let i = 0; i < OTHERS; i++) await fill(db, `${biz.name}x${i}`, 200);
  // As autovacuum would after such a load: statistics, and the visibility map the index-only scans use.
  await db.query('VACUUM ANALYZE person');
  await db.end();
  const b = biz.name;
  const words = ['emma1', 'carter', 'liam4', 'olivia', 'diaz3', 'noah12', 'garcia', 'zoe5', '1212000', 'ava'];
  console.log(
    'navbar search (people, limit 30):',
    await timed(ROUNDS, async (i) => {
      await must(
        call(
          b,
          `query($b: ID!, $s: String) { people(business: $b, search: $s, limit: 30) { id name email profilePhoto staffRole } }`,
          { b, s: words[i % words.length] },
          owner,
        ),
      );
    }),
  );
  let cursor: string | null = null;
  console.log(
    '/clients page (paginatedPeople, 25):',
    await timed(ROUNDS, async () => {
      const d: { paginatedPeople: { cursor: string | null } } = await must(
        call(
          b,
          `query($b: ID!, $c: String) { paginatedPeople(business: $b, cursor: $c, limit: 25) { cursor people { id name email phones status tags profilePhoto } } }`,
          { b, c: cursor },
          owner,
        ),
      );
      cursor = d.paginatedPeople.cursor;
    }),
  );
  console.log(
    'peopleAdvanced (whole business, limit 1000):',
    await timed(Math.ceil(ROUNDS / 4), async (i) => {
      await must(
        call(
          b,
          `query($b: ID!, $t: [String!]) { peopleAdvanced(business: $b, tags: $t, limit: 1000) { id name email status } }`,
          { b, t: [['Piano', 'Guitar', 'Violin'][i % 3]] },
          owner,
        ),
      );
    }),
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
