import { randomBytes } from 'crypto';
import { Queue } from 'bullmq';
import { FixedClock } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { redisOptions } from '@tempo/jobs';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { Mailpit } from '@tempo/testing';
import type { SchedulingConfig } from '../../src/config';
import { BusinessSettingsEntity, ClientMemberEntity } from '../../src/directory/directory.entity';
import { SessionWaitlistEntryEntity } from '../../src/enrolment/session-waitlist.entity';
import {
  isSessionOffer,
  SESSION_OFFER_EXPIRY_JOB,
  SESSION_OFFER_MAIL_JOB,
  scheduleSessionOfferJobs,
  SessionWaitlistProcessor,
} from '../../src/enrolment/session-waitlist.jobs';
import { SessionWaitlistService } from '../../src/enrolment/session-waitlist.service';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { Mailer } from '../../src/notifications/mailer';
import { scheduling } from '../../src/scheduling.subgraph';
import { businessSettingsRow, clientRow, dropBusinessRows } from '../support/directory-rows';
import { SessionEntity } from '../../src/sessions/session.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date('2027-03-01T15:00:00Z');
const HOLD_MINUTES = 45;

/**
 * Session waitlist offers on the real stack (PostgreSQL as the application role, Redis, Mailpit), in a business
 * of the test's own: an offer's hold that lapses is ended by its job at holdUntil, and the place goes to the
 * next in line (offered in OFFER mode, enrolled in ENROLL mode); the job does nothing more when run again;
 * every offer reaches the outbox with its transaction only, and its mail job mails it once while it holds.
 */
describe('session waitlist offers: expiry job and mail (real stack)', () => {
  let db: SubgraphConnections;
  let service: SessionWaitlistService;
  let jobs: SessionWaitlistProcessor;
  const clock = new FixedClock(NOW);
  const mailpit = new Mailpit();
  const business = `iswl${randomBytes(4).toString('hex')}`;
  const [serviceId, sessionId] = [newId(), newId()];
  const [ann, ben, cat, dan] = [newId(), newId(), newId(), newId()];
  const mailOf = (id: string) => `${id.slice(0, 8)}@${business}.example`;

  const run = (name: string, entryId: string) => jobs.process({ name, data: { business, entryId } });
  const entriesOf = (eventId: string) =>
    db.app.withTenant(business, (em) =>
      em.find(SessionWaitlistEntryEntity, {
        where: { business, eventId },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    );
  const placesOf = async (eventId: string) =>
    (
      await db.app.withTenant(business, (em) =>
        em.find(EventParticipantEntity, { where: { business, eventId, kind: 'client' } }),
      )
    )
      .filter((p) => p.status === null)
      .map((p) => p.peopleId);
  const outboxOf = async (eventId: string): Promise<{ type: string; clientId: string }[]> =>
    db.owner.query(
      `SELECT type, envelope->'data'->>'clientId' AS "clientId" FROM outbox
        WHERE business = $1 AND type LIKE 'waitlist.%' AND envelope->'data'->>'eventId' = $2
        ORDER BY occurred_at, id`,
      [business, eventId],
    );
  const setMode = (mode: 'OFFER' | 'ENROLL') =>
    db.owner.query(`UPDATE service SET session_waitlist_mode = $3 WHERE business = $1 AND id = $2`, [
      business,
      serviceId,
      mode,
    ]);

  /** A session event a day ahead with one place, Ann in it and Ben, Cat, Dan waiting in that order. */
  async function fullEvent(): Promise<string> {
    const id = newId();
    await db.app.withTenant(business, async (em) => {
      await em.insert(EventEntity, {
        id,
        business,
        name: 'Theory',
        startAt: new Date(NOW.getTime() + 24 * HOUR),
        endAt: new Date(NOW.getTime() + 25 * HOUR),
        status: 'EVENT_STATUS_ACTIVE',
        serviceId,
        sessionId,
        staffIds: [],
        capacity: 1,
        waitlistEnabled: true,
        createdAt: NOW,
        updatedAt: NOW,
      });
      await em.insert(EventParticipantEntity, {
        id: newId(),
        business,
        eventId: id,
        peopleId: ann,
        kind: 'client',
        status: null,
        createdAt: NOW,
        updatedAt: NOW,
      });
      for (const [i, clientId] of [ben, cat, dan].entries())
        await em.insert(SessionWaitlistEntryEntity, {
          id: newId(),
          business,
          eventId: id,
          sessionId,
          clientId,
          planName: 'Term',
          enrollmentType: 'DROP_IN',
          status: 'WAITING',
          holdUntil: null,
          token: randomBytes(24).toString('base64url'),
          createdAt: new Date(NOW.getTime() + i * 1000),
          updatedAt: NOW,
        });
    });
    return id;
  }

  /** Ann's place is cancelled and freed, in one transaction: the first in line is offered it. */
  const annCancels = (eventId: string) =>
    db.app.withTenant(business, async (em) => {
      await em.update(
        EventParticipantEntity,
        { business, eventId, peopleId: ann },
        { status: 'CANCELED', updatedAt: clock.now() },
      );
      return service.placesFreed(em, business, eventId);
    });

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    const config = {
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'no-reply@tempo.example',
      MAIL_FROM_NAME: 'Tempo',
      PUBLIC_PROTOCOL: 'http',
      PUBLIC_DOMAIN: 'localhost',
      PUBLIC_PORT: 4000,
    } as unknown as SchedulingConfig;
    service = new SessionWaitlistService(db.app, clock, config, new Mailer(config));
    jobs = new SessionWaitlistProcessor(service);
    await db.app.withTenant(business, async (em) => {
      await em.insert(
        BusinessSettingsEntity,
        businessSettingsRow(business, 'Theory School', 'America/New_York', NOW),
      );
      await em.insert(
        ClientMemberEntity,
        [ann, ben, cat, dan].map((id, i) =>
          clientRow(business, id, ['Ann', 'Ben', 'Cat', 'Dan'][i], 'Student', NOW, { email: mailOf(id) }),
        ),
      );
      // Written as SQL: only the columns this test needs, whatever else the service row carries.
      await em.query(
        `INSERT INTO service (id, business, name, requires_booking, has_sessions, event_type, duration_minutes,
           session_waitlist_mode, session_waitlist_hold_minutes, created_at, updated_at)
         VALUES ($1, $2, 'Theory', true, true, false, 60, 'OFFER', $3, $4, $4)`,
        [serviceId, business, HOLD_MINUTES, NOW],
      );
      await em.insert(SessionEntity, {
        id: sessionId,
        business,
        serviceId,
        name: 'Spring',
        startDate: '2027-01-01',
        status: 'SESSION_STATUS_ACTIVE',
        staffIds: [],
        createdAt: NOW,
        updatedAt: NOW,
      });
    });
  });

  afterAll(() =>
    dropBusinessRows(db, business, [
      'session_waitlist_entry',
      'event_participant',
      'event',
      'session',
      'service',
      'client_member',
      'business_settings',
      'outbox',
    ]),
  );

  it('a lapsed hold ended by its job goes to the next in line; run again, the job changes nothing', async () => {
    clock.set(NOW);
    const eventId = await fullEvent();
    const offers = await annCancels(eventId);
    expect(offers.map((o) => o.clientId)).toEqual([ben]);
    const benEntry = offers[0].entryId;
    const holdUntil = NOW.getTime() + HOLD_MINUTES * MINUTE;
    expect(offers[0].holdUntil.getTime()).toBe(holdUntil);

    // Before holdUntil the job is early: it fails (BullMQ tries it later) and leaves the hold alone.
    clock.set(holdUntil - MINUTE);
    await expect(run(SESSION_OFFER_EXPIRY_JOB, benEntry)).rejects.toThrow('the hold has not ended yet');
    expect((await entriesOf(eventId)).map((e) => e.status)).toEqual(['OFFERED', 'WAITING', 'WAITING']);

    clock.set(holdUntil);
    expect(await run(SESSION_OFFER_EXPIRY_JOB, benEntry)).toBe('expired');
    const after = await entriesOf(eventId);
    expect(after.map((e) => [e.clientId, e.status])).toEqual([
      [ben, 'EXPIRED'],
      [cat, 'OFFERED'],
      [dan, 'WAITING'],
    ]);
    expect(after[1].holdUntil?.getTime()).toBe(holdUntil + HOLD_MINUTES * MINUTE);
    expect(await placesOf(eventId)).toEqual([]);

    // Run twice (a retried or duplicated job): nothing more happens.
    clock.set(holdUntil + 5 * MINUTE);
    expect(await run(SESSION_OFFER_EXPIRY_JOB, benEntry)).toBe('ended');
    const again = await entriesOf(eventId);
    expect(again.map((e) => [e.status, e.holdUntil?.getTime() ?? null])).toEqual(
      after.map((e) => [e.status, e.holdUntil?.getTime() ?? null]),
    );
    expect(await outboxOf(eventId)).toEqual([
      { type: 'waitlist.offered', clientId: ben },
      { type: 'waitlist.offer_expired', clientId: ben },
      { type: 'waitlist.offered', clientId: cat },
    ]);
  });

  it('in ENROLL mode the place of a lapsed hold goes to the next in line as an enrolment', async () => {
    clock.set(NOW);
    const eventId = await fullEvent();
    const [offer] = await annCancels(eventId);
    expect(offer.clientId).toBe(ben);
    await setMode('ENROLL');
    try {
      clock.set(offer.holdUntil.getTime() + MINUTE);
      expect(await run(SESSION_OFFER_EXPIRY_JOB, offer.entryId)).toBe('expired');
      expect(await placesOf(eventId)).toEqual([cat]);
      expect((await entriesOf(eventId)).map((e) => e.status)).toEqual(['EXPIRED', 'ENROLLED', 'WAITING']);
      expect(await run(SESSION_OFFER_EXPIRY_JOB, offer.entryId)).toBe('ended');
      expect(await placesOf(eventId)).toEqual([cat]);
    } finally {
      await setMode('OFFER');
    }
  });

  it('an offer taken up before its hold ends is left alone by its job', async () => {
    clock.set(NOW);
    const eventId = await fullEvent();
    const [offer] = await annCancels(eventId);
    await db.app.withTenant(business, (em) =>
      em.update(SessionWaitlistEntryEntity, { id: offer.entryId }, { status: 'ENROLLED' }),
    );
    clock.set(offer.holdUntil.getTime() + MINUTE);
    expect(await run(SESSION_OFFER_EXPIRY_JOB, offer.entryId)).toBe('ended');
    expect((await entriesOf(eventId)).map((e) => e.status)).toEqual(['ENROLLED', 'WAITING', 'WAITING']);
  });

  it('a rolled-back freeing of a place leaves neither an offer nor an outbox record', async () => {
    clock.set(NOW);
    const eventId = await fullEvent();
    await expect(
      db.app.withTenant(business, async (em) => {
        await em.update(EventParticipantEntity, { business, eventId, peopleId: ann }, { status: 'CANCELED' });
        expect(await service.placesFreed(em, business, eventId)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await entriesOf(eventId)).map((e) => e.status)).toEqual(['WAITING', 'WAITING', 'WAITING']);
    expect(await outboxOf(eventId)).toEqual([]);
  });

  it('the mail job mails a held offer with its unsubscribe link, and none once the hold has ended', async () => {
    clock.set(NOW);
    const eventId = await fullEvent();
    const [offer] = await annCancels(eventId);
    const since = new Date(Date.now() - 1000);
    expect(await run(SESSION_OFFER_MAIL_JOB, offer.entryId)).toBe(1);
    const mail = await mailpit.waitForMessage(mailOf(ben), since, 15000);
    expect(mail.subject).toMatch(/^A place opened in Theory/);
    expect(mail.text).toContain(
      `http://${business}.localhost:4000/sessionwaitlistnotification/${serviceId}/session/${sessionId}/client/${ben}/unsubscribe?token=`,
    );
    clock.set(offer.holdUntil.getTime());
    expect(await run(SESSION_OFFER_MAIL_JOB, offer.entryId)).toBe(0);
  });

  it('a session offer queues its mail and its expiry at holdUntil once, with ids free of ":"', async () => {
    const queue = new Queue(`session-waitlist-test-${randomBytes(4).toString('hex')}`, {
      connection: redisOptions(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
      prefix: 'tempo:test',
    });
    try {
      const offerId = newId();
      const now = Date.now();
      const offer = { offerId, holdUntil: new Date(now + 30 * MINUTE).toISOString() };
      expect(
        isSessionOffer({ type: 'waitlist.offered', data: { ...offer, requestId: null, sessionId } }),
      ).toBe(true);
      expect(
        isSessionOffer({ type: 'waitlist.offered', data: { ...offer, requestId: newId(), sessionId: null } }),
      ).toBe(false);
      await scheduleSessionOfferJobs(queue, business, offer, now);
      await scheduleSessionOfferJobs(queue, business, offer, now);
      const queued = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
      expect(queued.map((j) => j.name).sort()).toEqual([SESSION_OFFER_EXPIRY_JOB, SESSION_OFFER_MAIL_JOB]);
      for (const j of queued) {
        expect(j.id).not.toContain(':');
        expect(j.id).toContain(offerId);
        expect(j.data).toEqual({ business, entryId: offerId });
      }
      const expiry = queued.find((j) => j.name === SESSION_OFFER_EXPIRY_JOB)!;
      expect(expiry.opts.delay).toBe(30 * MINUTE);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
