/** The calendar's unit tests' data: an event of the demo's kind and a catalogue of places, staff and services. */
import type { CalendarCatalogue, CalendarEvent } from './calendar-model';

export const NY = 'America/New_York';

export const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e1',
  name: 'Piano lesson',
  displayName: 'Piano lesson',
  startAt: '2026-03-10T14:00:00.000Z',
  endAt: '2026-03-10T14:30:00.000Z',
  timezone: NY,
  status: 'EVENT_STATUS_ACTIVE',
  isLocked: false,
  calendarColor: null,
  note: null,
  hasNote: false,
  locationId: 'main',
  locationName: 'Main Studio',
  roomId: 'r1',
  roomName: 'Piano Room',
  serviceId: 'piano',
  serviceName: 'Piano 30',
  sessionId: null,
  recurringId: null,
  recurringOutlier: false,
  primaryStaffId: 's1',
  paid: true,
  version: 3,
  clients: [{ peopleId: 'c1', name: 'Charlie Client', status: null, statusLabel: null, paid: true }],
  staff: [{ peopleId: 's1', name: 'Sam Staff', profilePhoto: null }],
  ...over,
});

export const catalogue: CalendarCatalogue = {
  locations: [
    {
      id: 'main',
      name: 'Main Studio',
      rooms: [
        { id: 'r1', name: 'Piano Room', description: 'Grand piano and a long description here' },
        { id: 'r2', name: 'Drum Room', description: null },
      ],
    },
    { id: 'west', name: 'Westside Studio', rooms: [{ id: 'r3', name: 'Room A', description: '' }] },
  ],
  staff: [
    { id: 's1', name: 'Sam Staff', profilePhoto: '/p/s1.png', staffCalendarColor: '#ff0000' },
    { id: 's2', name: 'Tina Teacher', profilePhoto: null, staffCalendarColor: null },
    { id: 's3', name: 'Gone Teacher', deactivated: true },
  ],
  services: [
    { id: 'piano', name: 'Piano 30', tags: ['Piano', 'Private'] },
    { id: 'theory', name: 'Music theory', tags: ['Group'] },
  ],
};
