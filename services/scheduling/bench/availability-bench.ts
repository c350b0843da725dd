/**
 * The availability benchmark (no pass/fail: it prints figures). A business of its own with 50 staff (weekly
 * open hours, blocked lunch hours, time off), 2 locations with 5 rooms each and 2,000 events in the month;
 * availabilities for the whole month for all 50 staff, one request at a time:
 * - inside the subgraph: its HTTP endpoint, called with an actor token as the gateway signs it;
 * - through the gateway, as the business's owner;
 * both with the web app's own Availabilities document, each timing ending with the answer's last byte;
 * - the pure engine alone (the rows loaded once, then staffAvailabilities);
 * then inside the subgraph and through the gateway with 10 and with 10,000 other businesses' rows beside it.
 *
 *   npx nx run @tempo/scheduling:bench       (bench/run.sh: a production-mode copy of the product of its own)
 *   GATEWAY_URL=http://127.0.0.1:4000 SUBGRAPH_URL=http://127.0.0.1:4103 npx nx run @tempo/scheduling:bench
 *
 * The rows are written straight into scheduling's tables (generate_series) and removed at the end; the
 * business is made through the API (never the demo business).
 */
import { ACTOR_HEADER, ActorContext, BusinessStatus, Clock, systemClock } from '@tempo/contracts';
import { signActorToken } from '@tempo/auth';
import { infraSchema, loadConfig } from '@tempo/config';
import { call, createOwnBusiness, CURRENT_USER, GATEWAY, host } from '@tempo/testing';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { connectSubgraphDb } from '@tempo/subgraph/testing';
import { staffAvailabilities } from '../src/availability/availability-rules';
import { AvailabilityService, loadCalendar } from '../src/availability/availability.service';
import { scheduling } from '../src/scheduling.subgraph';
import { DEPENDENT_TABLES, fill, MAIN_SHAPE, OTHER_SHAPE, OWNER_TABLES, remove } from './bench-data';
import { figure, type Figure, msSince, webAppDocuments } from './figures';
import { availabilityRecords, postGraphql } from './http-post';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const OTHERS = Number(process.env.BENCH_OTHER_BUSINESSES ?? 10000);
const MONTH = process.env.BENCH_MONTH ?? '2026-12';
const SUBGRAPH = process.env.SUBGRAPH_URL ?? 'http://127.0.0.1:4103';
const FROM = `${MONTH}-01`;
const TO = new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
/** The web app's own Availabilities document (/staff/availabilities), with the __typename fields it adds. */
const QUERY = webAppDocuments(['Availabilities']).Availabilities;

const otherName = (i: number) => `availbench-other-${String(i).padStart(5, '0')}`;
/** Kilobytes of pages the system has still to write to disk (Dirty + Writeback of /proc/meminfo; 0 elsewhere). */
function pendingWriteKb(): number {
  if (!existsSync('/proc/meminfo')) return 0;
  const info = readFileSync('/proc/meminfo', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return kb('Dirty') + kb('Writeback');
}

/** The clock the benchmark's rows are stamped with and its service method reads (the product's own). */
const clock: Clock = systemClock;

/** Runs before timing: the first calls of a process compile and optimise the code they go through. */
const WARM_UP = 10;

/** Times `run` ROUNDS times after WARM_UP untimed runs; `check` reads each result after its timing has ended. */
async function timed<T>(
  label: string,
  run: () => Promise<T> | T,
  check: (result: T) => unknown = () => undefined,
): Promise<Figure> {
  for (let i = 0; i < WARM_UP; i++) check(await run());
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = process.hrtime.bigint();
    const result = await run();
    samples.push(msSince(t));
    check(result);
  }
  return figure(label, samples);
}

async function main(): Promise<void> {
  const { ACTOR_TOKEN_SECRET } = loadConfig({ ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET });
  const mine = await createOwnBusiness({ prefix: 'availbench' });
  const me = (await call(mine.name, CURRENT_USER, {}, mine.owner)).data!.currentUser;
  const actor: ActorContext = {
    business: mine.name,
    businessStatus: BusinessStatus.ACTIVE,
    userId: me.id,
    email: me.email,
    accountId: me.accountId,
    role: me.role,
    staffRole: me.staffRole,
    overrides: [],
    impersonator: null,
    ip: null,
    requestId: null,
  };
  const db = await connectSubgraphDb(scheduling);
  const others = Array.from({ length: OTHERS }, (_, i) => otherName(i + 1));
  try {
    const platform = (work: (em: EntityManager) => Promise<void>) => db.app.withPlatform(work);
    const vacuum = async (tables: string[]) =>
      void (await db.owner.query(`VACUUM ANALYZE ${tables.join(', ')}`));
    // After a bulk write, vacuumed and analysed before timing: the tables are measured as they settle, not
    // while autovacuum works through the new rows.
    // A checkpoint and the system's own sync then write the bulk's pages out, and no autovacuum worker is left
    // busy, before the timing starts.
    const settle = async () => {
      await vacuum([...DEPENDENT_TABLES, ...OWNER_TABLES]);
      await db.owner.query('CHECKPOINT');
      execFileSync('sync');
      const busy = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`;
      for (let i = 0; i < 120 && (await db.owner.query(busy))[0].n > 0; i++) await pause(500);
      // The system's writeback of the bulk ends too (Linux: dirty and writeback pages below 32 MB).
      for (let i = 0; i < 120 && pendingWriteKb() > 32 * 1024; i++) await pause(500);
    };
    await remove(platform, vacuum, others);
    let t = process.hrtime.bigint();
    await db.app.withTenant(mine.name, (em) => fill(em, [mine.name], MAIN_SHAPE, FROM, clock.now()));
    const staffIds: string[] = (
      await db.app.withTenant(mine.name, (em) =>
        em.query(`SELECT id FROM staff_member WHERE business = $1 AND first_name = 'Teacher'`, [mine.name]),
      )
    ).map((r: { id: string }) => r.id);
    await db.app.withPlatform((em) => fill(em, others.slice(0, 10), OTHER_SHAPE, FROM, clock.now()));
    await settle();
    console.log(
      `business ${mine.name}: ${staffIds.length} staff, ${MAIN_SHAPE.events} events in ${MONTH} (${msSince(t).toFixed(0)} ms to write)`,
    );

    const variables = { business: mine.name, fromDate: FROM, toDate: TO, staffIds };
    const body = JSON.stringify({ query: QUERY, operationName: 'Availabilities', variables });
    const subgraph = async () => {
      const token = await signActorToken(actor, ACTOR_TOKEN_SECRET, 600);
      return () => postGraphql(`${SUBGRAPH}/graphql`, { [ACTOR_HEADER]: token }, body);
    };
    const gatewayHeaders = { host: host(mine.name), authorization: `Bearer ${mine.owner.idToken}` };
    const gateway = () => postGraphql(`${GATEWAY}/graphql`, gatewayHeaders, body);
    const cal = await db.app.withTenant(mine.name, (em) =>
      loadCalendar(em, mine.name, FROM, TO, staffIds, null, systemClock.now()),
    );
    console.log(
      `${availabilityRecords(await gateway())} availability records for ${FROM}..${TO}, ${cal.hours.length} hours rows, ${cal.events.length} events read`,
    );

    const sub10 = await timed(
      'inside the subgraph (HTTP, actor token), 10 other businesses',
      await subgraph(),
      availabilityRecords,
    );
    const gw10 = await timed('through the gateway, 10 other businesses', gateway, availabilityRecords);
    await timed('the engine alone (staffAvailabilities on loaded rows)', () => staffAvailabilities(cal));
    const service = new AvailabilityService(db.app, clock);
    await timed('the service method (reads and engine, no HTTP)', () =>
      service.availabilities(mine.name, { fromDate: FROM, toDate: TO, staffIds }),
    );
    await timed('the reads alone (loadCalendar, one query per kind)', () =>
      db.app.withTenant(mine.name, (em) =>
        loadCalendar(em, mine.name, FROM, TO, staffIds, null, systemClock.now()),
      ),
    );

    t = process.hrtime.bigint();
    for (let i = 10; i < OTHERS; i += 1000)
      await db.app.withPlatform((em) =>
        fill(em, others.slice(i, Math.min(OTHERS, i + 1000)), OTHER_SHAPE, FROM, clock.now()),
      );
    await settle();
    console.log(`${OTHERS} other businesses written (${msSince(t).toFixed(0)} ms)`);
    const subMany = await timed(
      `inside the subgraph, ${OTHERS} other businesses`,
      await subgraph(),
      availabilityRecords,
    );
    const gwMany = await timed(
      `through the gateway, ${OTHERS} other businesses`,
      gateway,
      availabilityRecords,
    );
    for (const q of ['p50', 'p95'] as const) {
      const ratio = (many: Figure, few: Figure) => (many[q] / few[q]).toFixed(2);
      console.log(
        `${q} ratio ${OTHERS} / 10 other businesses: subgraph ${ratio(subMany, sub10)}, gateway ${ratio(gwMany, gw10)}`,
      );
    }
  } finally {
    await remove(
      (work) => db.app.withPlatform(work),
      async (tables) => void (await db.owner.query(`VACUUM ANALYZE ${tables.join(', ')}`)),
      [mine.name, ...others],
    );
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
