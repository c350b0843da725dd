import type { Audience } from '../common/audience';
import type { Plan } from './plan.model';
import type { PlanEntity } from './plan.entity';
import type { Service } from './service.model';
import type { ServiceEntity } from './service.entity';
import { bookingKind, typeLabel } from './service-rules';

/** Whether an audience sees a service: staff all; clients and visitors only services not hidden. */
export const serviceVisibleTo = (audience: Audience, row: Pick<ServiceEntity, 'hiddenAt'>): boolean =>
  audience === 'staff' || row.hiddenAt === null;

/** What the API shows of a plan; location names from `locationNames` (ids of deleted locations are left out). */
export function planView(row: PlanEntity, locationNames: ReadonlyMap<string, string>): Plan {
  const { business: _business, serviceId: _serviceId, position: _position, locationIds, ...fields } = row;
  return {
    ...fields,
    canBeDeleted: true,
    locations: locationIds
      .filter((id) => locationNames.has(id))
      .map((id) => ({ id, name: locationNames.get(id) ?? '' })),
  };
}

/** What the API shows of a service, with its plans, for `audience` in `business`. */
export function serviceView(
  row: ServiceEntity,
  plans: readonly PlanEntity[],
  locationNames: ReadonlyMap<string, string>,
  audience: Audience,
): Service {
  const { createdAt: _c, updatedAt: _u, deletedAt: _d, hiddenAt, ...fields } = row;
  return {
    ...fields,
    hiddenAt: hiddenAt ? hiddenAt.toISOString() : null,
    typeLabel: typeLabel(row),
    bookingKind: bookingKind(row),
    plans: [...plans].sort((a, b) => a.position - b.position).map((p) => planView(p, locationNames)),
    audience,
  };
}
