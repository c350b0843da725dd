/**
 * The warnings (never refusals) that a booked or moved event overlaps another event of one of its clients.
 */
import { EntityManager } from 'typeorm';
import { clientName } from '../directory/directory-rules';
import { clientsByIds } from '../directory/directory.reader';
import type { EventParticipantEntity } from '../events/event-participant.entity';
import type { EventEntity } from '../events/event.entity';
import { activeClientPlaces } from './booking-support';
import { clientEventsIn } from './booking.store';
import { clientOverlapWarning, overlappingClientEvents } from './client-overlap';

export type ClientEvents = Awaited<ReturnType<typeof clientEventsIn>>;

/** One warning per client whose other events (of others) overlap the events. */
export function overlapWarnings(
  clients: readonly { id: string; name: string }[],
  events: readonly EventEntity[],
  others: ClientEvents,
  zone: string,
): string[] {
  const own = new Set(events.map((e) => e.id));
  return clients
    .map((c) => {
      const theirs = others.filter((o) => o.clientId === c.id && !own.has(o.id));
      const hits = new Map<string, (typeof theirs)[number]>();
      for (const e of events) for (const o of overlappingClientEvents(e, theirs)) hits.set(o.id, o);
      return clientOverlapWarning(c.name, [...hits.values()], zone);
    })
    .filter((w): w is string => !!w);
}

/** The overlap warnings of moved events, their clients and other events read in the transaction. */
export async function overlapWarningsIn(
  em: EntityManager,
  business: string,
  moved: readonly EventEntity[],
  parts: Map<string, EventParticipantEntity[]>,
  zone: string,
): Promise<string[]> {
  if (!moved.length) return [];
  const clientIds = [
    ...new Set(moved.flatMap((e) => activeClientPlaces(parts.get(e.id) ?? []).map((p) => p.peopleId))),
  ];
  if (!clientIds.length) return [];
  const from = new Date(Math.min(...moved.map((e) => +e.startAt)));
  const to = new Date(Math.max(...moved.map((e) => +e.endAt)));
  const [others, clients] = await Promise.all([
    clientEventsIn(em, business, clientIds, from, to),
    clientsByIds(em, business, clientIds),
  ]);
  return overlapWarnings(
    clientIds.map((id) => ({ id, name: clients.get(id) ? clientName(clients.get(id)!) : '' })),
    moved,
    others,
    zone,
  );
}
