/**
 * The data the calendar screen reads (001 §2.7, §3.5, §3.6): the fields of its documents, the
 * events' and clients' statuses with their labels, and which events are shown and take attendance.
 * What a view shows of them is in calendar-range.ts (days), calendar-columns.ts (columns),
 * calendar-items.ts (items) and calendar-actions.ts (booking in a slot, moving an event).
 */
// ---- The data read (the fields of the calendar's documents) ----

export interface CalendarEventClient {
  peopleId: string;
  name: string;
  status?: string | null;
  statusLabel?: string | null;
  paid: boolean;
  planName?: string | null;
}

export interface CalendarEventStaff {
  peopleId: string;
  name: string;
  profilePhoto?: string | null;
}

export interface CalendarEvent {
  id: string;
  name: string;
  displayName: string;
  startAt: string;
  endAt: string;
  timezone: string;
  status: string;
  isLocked: boolean;
  calendarColor?: string | null;
  note?: string | null;
  hasNote: boolean;
  locationId?: string | null;
  locationName?: string | null;
  roomId?: string | null;
  roomName?: string | null;
  serviceId?: string | null;
  serviceName?: string | null;
  sessionId?: string | null;
  recurringId?: string | null;
  recurringOutlier: boolean;
  primaryStaffId?: string | null;
  paid: boolean;
  version: number;
  clients: readonly CalendarEventClient[];
  staff: readonly CalendarEventStaff[];
}

export interface CalendarRoom {
  id: string;
  name: string;
  description?: string | null;
}

export interface CalendarLocation {
  id: string;
  name: string;
  rooms: readonly CalendarRoom[];
}

export interface CalendarStaff {
  id: string;
  name: string;
  profilePhoto?: string | null;
  staffCalendarColor?: string | null;
  deactivated?: boolean | null;
}

export interface CalendarService {
  id: string;
  name: string;
  tags: readonly string[];
}

export interface CalendarAvailability {
  staffId: string;
  staffName: string;
  startAt: string;
  endAt: string;
  available: boolean;
  label?: string | null;
  roomName?: string | null;
  locationId?: string | null;
  locationName?: string | null;
}

/** What the columns and filters choose from. */
export interface CalendarCatalogue {
  locations: readonly CalendarLocation[];
  staff: readonly CalendarStaff[];
  services: readonly CalendarService[];
}

// ---- Statuses (001 §4.1) ----

export const EVENT_STATUS = {
  ACTIVE: 'EVENT_STATUS_ACTIVE',
  STAFF_CANCELED: 'EVENT_STATUS_STAFF_CANCELED',
  LATE_CANCELED: 'EVENT_STATUS_LATE_CANCELED',
  CANCELED: 'EVENT_STATUS_CANCELED',
  DELETED: 'EVENT_STATUS_DELETED',
  COMPLETED: 'EVENT_STATUS_COMPLETED',
  HOLD: 'EVENT_STATUS_HOLD',
  LOCATION_SKIP: 'EVENT_STATUS_LOCATION_SKIP',
} as const;

/** Canceled, staff canceled and late canceled count as cancelled (001 §4.1). */
export const isCancelled = (status: string): boolean =>
  status === EVENT_STATUS.CANCELED ||
  status === EVENT_STATUS.STAFF_CANCELED ||
  status === EVENT_STATUS.LATE_CANCELED;

/** Whether an event still takes place (it can be moved, cancelled, attended). */
export const isLive = (status: string): boolean =>
  status === EVENT_STATUS.ACTIVE || status === EVENT_STATUS.HOLD || status === EVENT_STATUS.COMPLETED;

/** The attendance a client can be given (001 §4.1), with their labels; null clears it. */
export const ATTENDANCE_CHOICES = [
  { value: 'COMPLETED', label: 'Attended' },
  { value: 'NO_SHOW', label: 'No show' },
  { value: 'LESSON_MATE', label: 'Lesson mate' },
] as const;

const CLIENT_STATUS_LABELS: Record<string, string> = {
  COMPLETED: 'Attended',
  NO_SHOW: 'No show',
  LESSON_MATE: 'Lesson mate',
  CANCELED: 'Client canceled',
  LATE_CANCELED: 'Client late canceled',
};

/** A client's status as shown: the server's label, else the label of the status, else 'Booked'. */
export const clientStatusLabel = (client: Pick<CalendarEventClient, 'status' | 'statusLabel'>): string =>
  client.statusLabel || (client.status ? (CLIENT_STATUS_LABELS[client.status] ?? client.status) : 'Booked');

/** The events shown: every one, or only the live ones when 'show active only' is on. */
export const shownEvents = (events: readonly CalendarEvent[], activeOnly: boolean): CalendarEvent[] =>
  activeOnly ? events.filter((e) => isLive(e.status)) : [...events];

/** The (event, client) pairs of events that can take attendance, for batch attendance. */
export function attendanceRows(
  events: readonly CalendarEvent[],
): Array<{ event: CalendarEvent; client: CalendarEventClient }> {
  return events
    .filter((e) => isLive(e.status))
    .flatMap((event) =>
      event.clients
        .filter((c) => c.status !== 'CANCELED' && c.status !== 'LATE_CANCELED')
        .map((client) => ({ event, client })),
    );
}
