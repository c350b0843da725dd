import type { EntityManager } from 'typeorm';
import { clientName } from '../directory/directory-rules';
import { clientsByIds } from '../directory/directory.reader';

/** A client of a session as Session.clients shows them. */
export interface SessionClient {
  id: string;
  name: string;
  profilePhoto: string | null;
}

/**
 * The clients enrolled in each session (001 §3.4): anyone holding a place (not cancelled) in one of its events
 * that is not cancelled, by name, from the client copy; session id -> clients.
 */
export async function sessionClientsIn(
  em: EntityManager,
  business: string,
  sessionIds: readonly string[],
): Promise<Map<string, SessionClient[]>> {
  const out = new Map<string, SessionClient[]>();
  if (!sessionIds.length) return out;
  const rows: { session_id: string; people_id: string }[] = await em.query(
    `SELECT DISTINCT e.session_id, p.people_id
       FROM event e JOIN event_participant p ON p.event_id = e.id AND p.business = e.business
      WHERE e.business = $1 AND e.session_id = ANY($2::uuid[]) AND p.kind = 'client'
        AND (p.status IS NULL OR p.status NOT IN ('CANCELED', 'LATE_CANCELED'))
        AND e.status IN ('EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED')`,
    [business, [...new Set(sessionIds)]],
  );
  const clients = await clientsByIds(
    em,
    business,
    rows.map((r) => r.people_id),
  );
  for (const r of rows) {
    const c = clients.get(r.people_id);
    if (!c) continue;
    out.set(r.session_id, [
      ...(out.get(r.session_id) ?? []),
      { id: c.id, name: clientName(c), profilePhoto: c.profilePhoto },
    ]);
  }
  for (const list of out.values())
    list.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  return out;
}
