/** The calendar's items for react-big-calendar: events in their colours, and staff availabilities. */
import type { CalendarResource, CalendarView } from './calendar-state';
import { CalendarAvailability, CalendarEvent, isLive } from './calendar-model';
import { eventResourceIds, ResourceColumn } from './calendar-columns';

export const DEFAULT_EVENT_COLOR = '#228be6';
export const AVAILABILITY_COLOR = '#2f9e44';

export interface CalendarItem {
  id: string;
  kind: 'event' | 'availability' | 'blocked';
  title: string;
  start: Date;
  end: Date;
  resourceId?: string[] | string;
  color: string;
  textColor: string;
  locked: boolean;
  cancelled: boolean;
  event?: CalendarEvent;
  availability?: CalendarAvailability;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as '#rrggbb', or null when it is not a hex colour. */
export function normalizeColor(color: string | null | undefined): string | null {
  const m = color?.trim().match(HEX);
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${hex.toLowerCase()}`;
}

/** Black or white, whichever reads better on a colour (WCAG relative luminance). */
export function textColorOn(color: string): string {
  const hex = normalizeColor(color) ?? DEFAULT_EVENT_COLOR;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** An event's colour: its own calendar colour, else its (first) staff member's, else the default. */
export function eventColor(
  event: CalendarEvent,
  staffColors: ReadonlyMap<string, string | null | undefined>,
): string {
  const own = normalizeColor(event.calendarColor);
  if (own) return own;
  const staffIds = [event.primaryStaffId, ...event.staff.map((s) => s.peopleId)].filter(
    (id): id is string => !!id,
  );
  for (const id of staffIds) {
    const c = normalizeColor(staffColors.get(id));
    if (c) return c;
  }
  return DEFAULT_EVENT_COLOR;
}

/** The events as calendar items in the columns of the view (no columns in week and month views). */
export function eventItems(
  events: readonly CalendarEvent[],
  view: CalendarView,
  kind: CalendarResource,
  staffColors: ReadonlyMap<string, string | null | undefined>,
): CalendarItem[] {
  return events.map((event) => {
    const color = eventColor(event, staffColors);
    return {
      id: event.id,
      kind: 'event',
      title: event.displayName || event.name,
      start: new Date(event.startAt),
      end: new Date(event.endAt),
      resourceId: view === 'day' ? eventResourceIds(event, kind) : undefined,
      color,
      textColor: textColorOn(color),
      locked: event.isLocked,
      cancelled: !isLive(event.status),
      event,
    };
  });
}

/**
 * The staff availabilities as items: free pieces (draggable, to book there) and, when blocked times
 * are shown, busy ones that are not one of the shown events (time off, blocked hours). In a day view
 * by room a piece goes to the room of its location with its name; by service, nowhere.
 */
export function availabilityItems(
  pieces: readonly CalendarAvailability[],
  view: CalendarView,
  kind: CalendarResource,
  columns: readonly ResourceColumn[],
  events: readonly CalendarEvent[],
  showBlocked: boolean,
): CalendarItem[] {
  if (view === 'month' || (view === 'day' && kind === 'service')) return [];
  const columnOf = (p: CalendarAvailability): string | undefined | null => {
    if (view !== 'day') return undefined;
    if (kind === 'staff') return columns.some((c) => c.id === p.staffId) ? p.staffId : null;
    const room = columns.find((c) => c.locationId === p.locationId && !!p.roomName && c.title === p.roomName);
    return room ? room.id : null;
  };
  const eventNames = (p: CalendarAvailability) =>
    events
      .filter((e) => e.staff.some((s) => s.peopleId === p.staffId) || e.primaryStaffId === p.staffId)
      .filter(
        (e) => Date.parse(e.startAt) < Date.parse(p.endAt) && Date.parse(e.endAt) > Date.parse(p.startAt),
      )
      .map((e) => e.name);
  return pieces.flatMap((p, i) => {
    if (!p.available && (!showBlocked || !p.label || p.label === 'Closed' || eventNames(p).includes(p.label)))
      return [];
    const column = columnOf(p);
    if (column === null) return [];
    const color = p.available ? AVAILABILITY_COLOR : '#868e96';
    return [
      {
        id: `availability:${p.staffId}:${p.startAt}:${i}`,
        kind: p.available ? 'availability' : 'blocked',
        title: p.available ? `${p.staffName} available` : `${p.staffName}: ${p.label}`,
        start: new Date(p.startAt),
        end: new Date(p.endAt),
        resourceId: column,
        color,
        textColor: '#ffffff',
        locked: false,
        cancelled: false,
        availability: p,
      } satisfies CalendarItem,
    ];
  });
}
