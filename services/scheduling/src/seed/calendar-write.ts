import type { EntityManager } from 'typeorm';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import type { CalendarPlan } from './calendar-plan.types';
import { DEMO_BUSINESS, demoId } from './demo-ids';

// Writing the demo calendar's plan in the demo business's transaction: its series, events (in batches), places
// and, once enrolment's table is there, the session waitlist with each entry's deterministic secret.

/** A deterministic secret of the demo's session waitlist (demo data only: the seeds never run in production). */
const demoWaitlistToken = (sessionId: string, clientId: string) =>
  demoId(`calendar-waitlist-token-${sessionId}-${clientId}`).replace(/-/g, '');

/** Inserts the plan's rows, all created and updated at `now`. */
export async function writePlan(em: EntityManager, plan: CalendarPlan, now: Date): Promise<void> {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  await em.insert(
    EventSeriesEntity,
    plan.series.map((s) => ({
      ...s,
      business: DEMO_BUSINESS,
      firstStartAt: new Date(s.firstStartAt),
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (let i = 0; i < plan.events.length; i += 200)
    await em.insert(
      EventEntity,
      plan.events.slice(i, i + 200).map((e) => ({
        ...e,
        business: DEMO_BUSINESS,
        startAt: new Date(e.startAt),
        endAt: new Date(e.endAt),
        originalStartAt: new Date(e.originalStartAt),
        cancelledAt: at(e.cancelledAt),
        createdAt: now,
        updatedAt: now,
      })),
    );
  for (let i = 0; i < plan.participants.length; i += 200)
    await em.insert(
      EventParticipantEntity,
      plan.participants.slice(i, i + 200).map((p) => ({
        ...p,
        business: DEMO_BUSINESS,
        cancelledAt: at(p.cancelledAt),
        createdAt: now,
        updatedAt: now,
      })),
    );
  // The session waitlist (its table comes with enrolment).
  const [{ table }] = await em.query(`SELECT to_regclass('session_waitlist_entry') IS NOT NULL AS table`);
  if (!table || !plan.waitlist.length) return;
  await em.query(
    `INSERT INTO session_waitlist_entry (id, business, event_id, session_id, client_id, plan_name, enrollment_type,
       status, token, created_at, updated_at)
     SELECT w.id, $1, w.event_id, w.session_id, w.client_id, w.plan_name, 'FULL_SESSION', 'WAITING', w.token,
            w.created_at, w.created_at
       FROM jsonb_to_recordset($2::jsonb) AS w(id uuid, event_id uuid, session_id uuid, client_id uuid,
            plan_name text, token text, created_at timestamptz)`,
    [
      DEMO_BUSINESS,
      JSON.stringify(
        plan.waitlist.map((w) => ({
          id: w.id,
          event_id: w.eventId,
          session_id: w.sessionId,
          client_id: w.clientId,
          plan_name: w.planName,
          token: demoWaitlistToken(w.sessionId, w.clientId),
          created_at: new Date(w.createdAt).toISOString(),
        })),
      ),
    ],
  );
}
