/**
 * The calendar benchmarks, through the gateway as the business's owner (figures, and PASS or FAIL against
 * the targets; the process exits 1 when a correctness check fails, not when a target is missed):
 * 1. Random bookings: 10,000 randomized attempts over a week of 20 staff and 10 rooms, 50 at a time; then the
 *    overlapping blocking events per staff member and per room, counted by SQL on the event table (must be 0
 *    and 0); successes, refusals, throughput and p50/p95.
 * 2. Contention: 50 concurrent bookAppointment requests for one staff member at one time, in rounds at
 *    different times: exactly one succeeds each round, the others get 'error booking: ...'; p50/p95 of all
 *    requests of the timed rounds (target p95 <= 150 ms), after the random bookings and 20 untimed rounds
 *    (the hot code optimized and the business's caches filled, as in a process that has run a while), whose
 *    figures are printed too.
 * 3. Reads with the web app's calendar document (CalendarEvents): the week view of the 10-room location
 *    holding 300 events (target p95 <= 80 ms) and a month view of 50 staff holding 2,000 events (target p95
 *    <= 150 ms), one request at a time after 10 untimed ones, each timing ending with the answer's last byte.
 *
 *   npx nx run @tempo/scheduling:bench:calendar      (bench/calendar.sh: a production-mode copy of its own)
 *   GATEWAY_URL=http://127.0.0.1:4000 npx nx run @tempo/scheduling:bench:calendar   (a running product)
 *   BENCH_ROUNDS (reads, 100; 0 leaves them out), BENCH_CONTENTION_ROUNDS (5; 0 leaves them out), BENCH_ATTEMPTS (10000; 0 leaves part 1 out),
 *   BENCH_CONCURRENCY (50)
 *
 * Its business is made through the API; its staff, clients, location, lesson and the read benchmarks' events
 * are written straight into scheduling's tables and every row of it is removed at the end.
 */
import { Agent } from 'node:http';
import {
  call,
  createOwnBusiness,
  GATEWAY,
  host,
  LOGIN_REFRESH,
  postJson,
  type Session,
} from '@tempo/testing';
import { connectSubgraphDb } from '@tempo/subgraph/testing';
import { systemClock } from '@tempo/contracts';
import {
  formatLocalDate,
  floating,
  floatingDate,
  localDateAt,
  parseLocalDate,
  weekdayOf,
} from '@tempo/scheduling-rules';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { scheduling } from '../src/scheduling.subgraph';
import { type BenchPlaces, fillEvents, fillPlaces, overlaps, removeAll, ZONE } from './calendar-data';
import { type Answer, BOOK, bookingAnswer, calendarDocument } from './calendar-documents';
import { figure, msSince, pct, rng, verdict } from './figures';
import { postGraphql } from './http-post';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const CONTENTION_ROUNDS = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 5);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const CONTENDERS = 50;
/**
 * Untimed contention rounds first: a fresh copy's first thousand requests or so run code V8 has not optimized
 * yet (its compilers then take a share of every round), and a new business's first ones fill its caches.
 */
const CONTENTION_WARM_UP = 20;
/** Contention rounds a day: one an hour from 9:00 on, each with its own staff member and 50 clients. */
const ROUNDS_A_DAY = 10;
const WARM_UP = 10;
const TARGETS = { contention: 150, week: 80, month: 150 };

const addDays = (date: string, days: number) =>
  formatLocalDate(floatingDate(floating(parseLocalDate(date)) + days * 86_400_000));
/** The instant of a local date and time in the zone, as ISO with its offset. */
const at = (date: string, minutes: number) =>
  DateTime.fromISO(date, { zone: ZONE }).plus({ minutes }).toISO({ suppressMilliseconds: true })!;

async function main(): Promise<void> {
  const { query: EVENTS, source } = calendarDocument();
  const mine = await createOwnBusiness({ prefix: 'calbench' });
  let session: Session = mine.owner;
  /** A fresh id token (they last 15 minutes) before each part. */
  const refresh = async () => {
    const r = await call(mine.name, LOGIN_REFRESH, { t: session.refreshToken });
    const res = r.data?.loginRefresh;
    if (res?.status !== 'ok' || !res.idToken || !res.refreshToken)
      throw new Error(`refresh failed: ${JSON.stringify(r.errors ?? res)}`);
    session = { idToken: res.idToken, refreshToken: res.refreshToken };
  };
  const headers = () => ({ host: host(mine.name), authorization: `Bearer ${session.idToken}` });
  const pool = new Agent({ keepAlive: true, maxSockets: Math.max(CONTENDERS, CONCURRENCY) });
  const db = await connectSubgraphDb(scheduling);
  const inBusiness = <T>(work: (em: EntityManager) => Promise<T>) => db.app.withTenant(mine.name, work);
  let failed = false;
  try {
    // The weeks and month measured: from the first Monday of next month on, and the month after it.
    const now = systemClock.now();
    const today = formatLocalDate(localDateAt(now.getTime(), ZONE));
    const nextMonth = DateTime.fromISO(today, { zone: ZONE }).startOf('month').plus({ months: 1 });
    const first = nextMonth.toISODate()!;
    const monday = addDays(first, (8 - weekdayOf(parseLocalDate(first))) % 7);
    const [randomWeek, viewWeek, contentionDay] = [monday, addDays(monday, 7), addDays(monday, 14)];
    const month = nextMonth.plus({ months: 1 });
    const [monthFrom, monthTo] = [month.toISODate()!, month.endOf('month').toISODate()!];

    let t = process.hrtime.bigint();
    const places: BenchPlaces = await inBusiness((em) => fillPlaces(em, mine.name, now));
    await inBusiness((em) =>
      fillEvents(
        em,
        mine.name,
        places,
        { firstDate: viewWeek, days: 7, firstHour: 9, count: 300, label: 'Week lesson' },
        now,
      ),
    );
    await inBusiness((em) =>
      fillEvents(
        em,
        mine.name,
        places,
        { firstDate: monthFrom, days: 25, firstHour: 8, count: 2000, label: 'Month lesson' },
        now,
      ),
    );
    await db.owner.query(
      'VACUUM ANALYZE event, event_participant, staff_booking, client_member, staff_member',
    );
    console.log(
      `business ${mine.name}: ${places.staffIds.length} staff, ${places.clientIds.length} clients, ${places.roomIds.length} rooms; ` +
        `300 events in the week of ${viewWeek}, 2000 in ${monthFrom.slice(0, 7)} (${msSince(t).toFixed(0)} ms to write)`,
    );

    const book = async (booking: Record<string, unknown>): Promise<{ ms: number; answer: Answer }> => {
      const body = JSON.stringify({
        query: BOOK,
        operationName: 'BenchBook',
        variables: { business: mine.name, booking },
      });
      const start = process.hrtime.bigint();
      const res = await postJson(`${GATEWAY}/graphql`, body, headers(), pool);
      const ms = msSince(start);
      return { ms, answer: bookingAnswer(res.body, res.status) };
    };
    const lesson = (staff: number, client: number, room: number | null, date: string, minutes: number) => ({
      clientIds: [places.clientIds[client]],
      locationId: places.locationId,
      roomId: room === null ? null : places.roomIds[room],
      planName: 'Single Lesson',
      serviceId: places.serviceId,
      staffId: places.staffIds[staff],
      startAt: at(date, minutes),
      doNotNotify: true,
    });

    // 1. Random bookings over a week of 20 staff and 10 rooms (BENCH_ATTEMPTS=0 leaves it out).
    if (ATTEMPTS > 0) await randomBookings();

    // 2. Contention: the timed rounds after CONTENTION_WARM_UP untimed ones (connections opened, the hot code
    // optimized, as in a process that has run a while); BENCH_CONTENTION_ROUNDS=0 leaves it out.
    const contention = CONTENTION_ROUNDS > 0 ? await contentionRounds() : null;
    async function contentionRounds() {
      const rounds = CONTENTION_WARM_UP + CONTENTION_ROUNDS;
      // A day's rounds book their own 50 clients each, and the days stay in the week before the month read.
      if (rounds > ROUNDS_A_DAY * 7 || ROUNDS_A_DAY * CONTENDERS > places.clientIds.length)
        throw new Error(`BENCH_CONTENTION_ROUNDS is at most ${ROUNDS_A_DAY * 7 - CONTENTION_WARM_UP}`);
      await refresh();
      console.log(
        `\n2. ${CONTENDERS} concurrent bookings of one staff member at one time (${CONTENTION_ROUNDS} rounds after ${CONTENTION_WARM_UP} untimed)`,
      );
      const samples: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const [day, hour] = [Math.floor(round / ROUNDS_A_DAY), round % ROUNDS_A_DAY];
        const staff = 20 + (round % 30);
        const results = await Promise.all(
          Array.from({ length: CONTENDERS }, (_, i) =>
            book(lesson(staff, i + hour * CONTENDERS, null, addDays(contentionDay, day), (9 + hour) * 60)),
          ),
        );
        const ok = results.filter((r) => r.answer.ok).length;
        const refused = results.filter((r) => r.answer.refused).length;
        const other = results.filter((r) => !r.answer.ok && !r.answer.refused);
        const right = ok === 1 && refused === CONTENDERS - 1;
        if (!right) failed = true;
        const timed = round >= CONTENTION_WARM_UP;
        if (timed) samples.push(...results.map((r) => r.ms));
        const ms = results.map((r) => r.ms).sort((a, b) => a - b);
        console.log(
          `${timed ? `round ${round - CONTENTION_WARM_UP + 1}` : `untimed round ${round + 1}`}: ${ok} booked, ` +
            `${refused} refused with 'error booking: ...', ${other.length} other: ${verdict(right)}` +
            ` (p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms)`,
        );
        if (other.length) console.log(`  e.g. ${other[0].answer.error}`);
        if (round === 0)
          console.log(`  a refusal reads: ${results.find((r) => r.answer.refused)?.answer.error}`);
      }
      return figure('bookAppointment under contention (through the gateway)', samples, TARGETS.contention);
    }

    async function randomBookings(): Promise<void> {
      await refresh();
      console.log(
        `\n1. ${ATTEMPTS} randomized booking attempts over the week of ${randomWeek}, 20 staff, 10 rooms, ${CONCURRENCY} at a time`,
      );
      const random = rng(12);
      const attempts = Array.from({ length: ATTEMPTS }, () =>
        lesson(
          Math.floor(random() * 20),
          Math.floor(random() * places.clientIds.length),
          Math.floor(random() * places.roomIds.length),
          addDays(randomWeek, Math.floor(random() * 7)),
          8 * 60 + 15 * Math.floor(random() * 48),
        ),
      );
      const latencies: number[] = [];
      const counts = { ok: 0, refused: 0, other: 0 };
      const others: string[] = [];
      let next = 0;
      t = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < attempts.length) {
            const { ms, answer } = await book(attempts[next++]);
            latencies.push(ms);
            if (answer.ok) counts.ok++;
            else if (answer.refused) counts.refused++;
            else {
              counts.other++;
              if (others.length < 3) others.push(answer.error ?? '');
            }
          }
        }),
      );
      const seconds = msSince(t) / 1000;
      console.log(
        `${counts.ok} booked, ${counts.refused} refused with 'error booking: ...', ${counts.other} other errors; ` +
          `${(ATTEMPTS / seconds).toFixed(0)} attempts/s (${seconds.toFixed(1)} s)`,
      );
      for (const o of others) console.log(`  e.g. ${o}`);
      figure('bookAppointment, randomized (through the gateway)', latencies);
      const found = await inBusiness((em) => overlaps(em, mine.name));
      const clean = found.staff === 0 && found.rooms === 0;
      if (!clean || counts.other > 0 || counts.ok === 0) failed = true;
      console.log(
        `overlapping blocking events (SQL): staff ${found.staff}, rooms ${found.rooms}: ${verdict(clean)}` +
          (counts.other ? `; ${counts.other} requests failed otherwise: FAIL` : ''),
      );
    }

    // 3. Reads: the calendar's week and month views (BENCH_ROUNDS=0 leaves them out).
    const views = ROUNDS > 0 ? await readViews() : null;
    console.log(
      (contention ? `\ntargets: contention p95 ${verdict(contention.pass)}, ` : '\ntargets: ') +
        (views
          ? `week view p95 ${verdict(views.weekView.pass)}, month view p95 ${verdict(views.monthView.pass)}; `
          : '') +
        `correctness ${verdict(!failed)}`,
    );
    async function readViews() {
      await refresh();
      console.log(`\n3. The calendar's views (${source})`);
      const read = (variables: Record<string, unknown>) => {
        const body = JSON.stringify({
          query: EVENTS,
          operationName: 'CalendarEvents',
          variables: { business: mine.name, ...variables },
        });
        return async () => {
          const h = headers();
          const start = process.hrtime.bigint();
          const raw = await postGraphql(`${GATEWAY}/graphql`, h, body);
          return { ms: msSince(start), raw };
        };
      };
      const count = (raw: Buffer) => {
        const r = JSON.parse(raw.toString('utf8')) as {
          data?: { events?: unknown[] } | null;
          errors?: unknown;
        };
        if (r.errors || !r.data?.events) throw new Error(`events failed: ${JSON.stringify(r.errors)}`);
        return r.data.events.length;
      };
      const timed = async (run: () => Promise<{ ms: number; raw: Buffer }>, expected: number) => {
        for (let i = 0; i < WARM_UP; i++) count((await run()).raw);
        const out: number[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const { ms, raw } = await run();
          out.push(ms);
          const n = count(raw);
          if (n !== expected) throw new Error(`expected ${expected} events, got ${n}`);
        }
        return out;
      };
      const week = read({
        fromDate: viewWeek,
        toDate: addDays(viewWeek, 6),
        locationIds: [places.locationId],
      });
      const weekView = figure(
        'week view, 10-room location, 300 events',
        await timed(week, 300),
        TARGETS.week,
      );
      const monthRead = read({ fromDate: monthFrom, toDate: monthTo, staffIds: places.staffIds });
      const monthView = figure(
        'month view, 50 staff, 2000 events',
        await timed(monthRead, 2000),
        TARGETS.month,
      );
      return { weekView, monthView };
    }
  } finally {
    await db.app.withTenant(mine.name, (em) => removeAll(em, mine.name));
    await db.close();
    pool.destroy();
  }
  if (failed) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
