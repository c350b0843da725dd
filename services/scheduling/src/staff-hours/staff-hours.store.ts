import { EntityManager, In, IsNull } from 'typeorm';
import { UserError } from '@tempo/graphql';
import { StaffMemberEntity } from '../directory/directory.entity';
import { businessSettings } from '../directory/directory.reader';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { locationView } from '../locations/location-view';
import { ServiceEntity } from '../services/service.entity';
import { HOURS_TEXTS, type HoursFields, type HoursKind } from './staff-hours-rules';
import { StaffHoursEntity } from './staff-hours.entity';
import type { StaffHours } from './staff-hours.model';

/** Staff hours as the API shows them, with their locations and services read in one query each. */
export async function hoursViewsIn(
  em: EntityManager,
  business: string,
  rows: readonly StaffHoursEntity[],
): Promise<StaffHours[]> {
  const locationIds = [...new Set(rows.map((r) => r.locationId).filter((x): x is string => !!x))];
  const serviceIds = [...new Set(rows.flatMap((r) => r.serviceIds))];
  const locations = locationIds.length
    ? await em.find(LocationEntity, { where: { business, id: In(locationIds) } })
    : [];
  const services = serviceIds.length
    ? await em.find(ServiceEntity, { where: { business, id: In(serviceIds) }, select: ['id', 'name'] })
    : [];
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const serviceById = new Map(services.map((s) => [s.id, { id: s.id, name: s.name }]));
  return rows.map((r) => {
    const location = r.locationId ? locationById.get(r.locationId) : undefined;
    return {
      id: r.id,
      kind: r.kind.toUpperCase(),
      startDate: r.startDate,
      fromTime: r.fromTime.slice(0, 5),
      toTime: r.toTime.slice(0, 5),
      timezone: r.timezone,
      rrule: r.rrule,
      location: location
        ? locationView(location, [], [], { audience: 'staff', seesMaskedKeys: false })
        : null,
      allowsOnline: r.kind === 'open' ? r.allowsOnline : null,
      services: r.serviceIds
        .map((id) => serviceById.get(id))
        .filter((s): s is { id: string; name: string } => !!s),
      roomName: r.roomName,
      label: r.label,
      hourlyRate: r.hourlyRate,
      exceptions: r.exceptions,
      timeOffRequestId: r.timeOffRequestId,
    };
  });
}

/** The hours of these staff members of one kind, by staff id (one query for all of them). */
export async function hoursOfStaffIn(
  em: EntityManager,
  business: string,
  staffIds: readonly string[],
  kind: HoursKind,
): Promise<Map<string, StaffHours[]>> {
  const rows = staffIds.length
    ? await em.find(StaffHoursEntity, {
        where: { business, kind, staffId: In([...staffIds]) },
        order: { startDate: 'ASC', fromTime: 'ASC', id: 'ASC' },
      })
    : [];
  const views = await hoursViewsIn(em, business, rows);
  const byStaff = new Map<string, StaffHours[]>();
  rows.forEach((r, i) => byStaff.set(r.staffId, [...(byStaff.get(r.staffId) ?? []), views[i]]));
  return byStaff;
}

/** Refused unless `staffId` is a staff member of the business. */
export async function assertStaffMemberIn(
  em: EntityManager,
  business: string,
  staffId: string,
): Promise<void> {
  const found = await em.exists(StaffMemberEntity, { where: { business, id: staffId } });
  if (!found) throw new UserError(HOURS_TEXTS.notStaff);
}

/**
 * The zone the hours are read in, once their location, room and services are
 * checked against the business: the given zone, else the location's, else the
 * business's.
 */
export async function checkedZoneIn(em: EntityManager, business: string, f: HoursFields): Promise<string> {
  let locationZone: string | null = null;
  if (f.locationId) {
    const location = await em.findOne(LocationEntity, {
      where: { business, id: f.locationId, deletedAt: IsNull() },
    });
    if (!location) throw new UserError(HOURS_TEXTS.location);
    locationZone = location.timezone;
    if (f.roomName) {
      const room = await em.exists(RoomEntity, {
        where: { business, locationId: f.locationId, name: f.roomName },
      });
      if (!room) throw new UserError(HOURS_TEXTS.room);
    }
  }
  if (f.serviceIds.length) {
    const found = await em.count(ServiceEntity, {
      where: { business, id: In(f.serviceIds), deletedAt: IsNull() },
    });
    if (found !== f.serviceIds.length) throw new UserError(HOURS_TEXTS.services);
  }
  return f.timezone ?? locationZone ?? (await businessSettings(em, business)).timezone;
}
