/** The columns of the calendar's day view by room, staff member or service, and the columns an event sits in. */
import type { CalendarFilters, CalendarResource } from './calendar-state';
import type { CalendarCatalogue, CalendarEvent, CalendarService } from './calendar-model';
import { middleTruncate } from './header-text';

export const NO_ROOM = 'no-room';
export const NO_STAFF = 'no-staff';
export const NO_SERVICE = 'no-service';
export const NO_ROOM_TITLE = '(No room assigned)';
export const NO_STAFF_TITLE = '(No staff assigned)';
export const NO_SERVICE_TITLE = '(No service)';

export interface ResourceColumn {
  id: string;
  kind: CalendarResource;
  /** The full texts; the header shows them truncated (002 §2.5) with the full text as its title. */
  title: string;
  /** The room's location. */
  group?: string | null;
  /** The room's description. */
  detail?: string | null;
  photo?: string | null;
  /** The staff member's profile page. */
  href?: string | null;
  locationId?: string | null;
}

/** The header lines of a column, each truncated in the middle to 18 characters. */
export const headerLines = (column: ResourceColumn): string[] =>
  [column.group, column.title, column.detail]
    .filter((t): t is string => !!t && t.trim().length > 0)
    .map((t) => middleTruncate(t));

const chosen = (ids: readonly string[], id: string) => ids.length === 0 || ids.includes(id);

/** The services a filter of services and service tags keeps (every service when neither is set). */
export function filteredServiceIds(services: readonly CalendarService[], filters: CalendarFilters): string[] {
  return services
    .filter((s) => chosen(filters.serviceIds, s.id))
    .filter((s) => filters.serviceTags.length === 0 || s.tags.some((t) => filters.serviceTags.includes(t)))
    .map((s) => s.id);
}

/**
 * The columns of a day view by room, staff member or service, as the filters keep them: rooms
 * under their location, then '(No room assigned)'; active staff; services; a column for events
 * without a staff member or a service only when some are shown.
 */
export function resourceColumns(
  kind: CalendarResource,
  catalogue: CalendarCatalogue,
  filters: CalendarFilters,
  events: readonly CalendarEvent[] = [],
): ResourceColumn[] {
  if (kind === 'room') {
    const rooms = catalogue.locations
      .filter((l) => chosen(filters.locationIds, l.id))
      .flatMap((l) =>
        l.rooms
          .filter((r) => chosen(filters.roomIds, r.id))
          .map<ResourceColumn>((r) => ({
            id: r.id,
            kind,
            title: r.name,
            group: l.name,
            detail: r.description ?? null,
            locationId: l.id,
          })),
      );
    return filters.roomIds.length > 0 ? rooms : [...rooms, { id: NO_ROOM, kind, title: NO_ROOM_TITLE }];
  }
  if (kind === 'staff') {
    const staff = catalogue.staff
      .filter((s) => !s.deactivated && chosen(filters.staffIds, s.id))
      .map<ResourceColumn>((s) => ({
        id: s.id,
        kind,
        title: s.name,
        photo: s.profilePhoto ?? null,
        href: `/staff/${s.id}`,
      }));
    const known = new Set(staff.map((s) => s.id));
    const extra = events.some((e) => e.staff.length === 0 && !e.primaryStaffId);
    // staff teaching a shown event who are not listed (deactivated, or beyond the list): a column each
    const others = uniqueBy(
      events
        .flatMap((e) => e.staff)
        .filter((s) => !known.has(s.peopleId) && chosen(filters.staffIds, s.peopleId)),
      (s) => s.peopleId,
    ).map<ResourceColumn>((s) => ({
      id: s.peopleId,
      kind,
      title: s.name,
      photo: s.profilePhoto ?? null,
      href: `/staff/${s.peopleId}`,
    }));
    return [...staff, ...others, ...(extra ? [{ id: NO_STAFF, kind, title: NO_STAFF_TITLE }] : [])];
  }
  const keep = new Set(filteredServiceIds(catalogue.services, filters));
  const services = catalogue.services
    .filter((s) => keep.has(s.id))
    .map<ResourceColumn>((s) => ({ id: s.id, kind, title: s.name }));
  const extra = events.some((e) => !e.serviceId);
  return extra ? [...services, { id: NO_SERVICE, kind, title: NO_SERVICE_TITLE }] : services;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/** The columns an event sits in. */
export function eventResourceIds(event: CalendarEvent, kind: CalendarResource): string[] {
  if (kind === 'room') return [event.roomId ?? NO_ROOM];
  if (kind === 'service') return [event.serviceId ?? NO_SERVICE];
  const staff = event.staff.map((s) => s.peopleId);
  if (staff.length > 0) return staff;
  return [event.primaryStaffId ?? NO_STAFF];
}
