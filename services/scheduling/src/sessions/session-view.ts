import { staffName } from '../directory/directory-rules';
import type { StaffMemberEntity } from '../directory/directory.entity';
import type { EventEntity } from '../events/event.entity';
import type { ProgramEvent, Session } from './session.model';
import type { SessionEntity } from './session.entity';

/**
 * What the API shows of a session; staff from the staff copy in the session's order (unknown ids left out),
 * and its enrolled clients.
 */
export function sessionView(
  row: SessionEntity,
  service: { id: string; name: string },
  staff: readonly StaffMemberEntity[],
  clients: Session['clients'] = [],
): Session {
  const {
    business: _b,
    serviceId: _s,
    staffIds,
    createdAt: _c,
    updatedAt: _u,
    deletedAt: _d,
    ...fields
  } = row;
  const byId = new Map(staff.map((s) => [s.id, s]));
  return {
    ...fields,
    service,
    clients,
    staff: staffIds.flatMap((id) => {
      const s = byId.get(id);
      return s ? [{ id, name: staffName(s), profilePhoto: s.profilePhoto }] : [];
    }),
  };
}

/** An event of a session's program, with its location's name. */
export const programEventView = (
  e: EventEntity,
  locationNames: ReadonlyMap<string, string>,
): ProgramEvent => ({
  id: e.id,
  name: e.name,
  startAt: e.startAt.toISOString(),
  endAt: e.endAt.toISOString(),
  location: e.locationId ? { id: e.locationId, name: locationNames.get(e.locationId) ?? '' } : null,
});
