import { eventViewsOf, type EventViewParts, type ViewEvent, type ViewStaff } from './event-view-build';

const [clara, robert, ghost] = [
  '01a20be5-267b-7093-8c9e-10b5efe5f621',
  '01a20be5-3062-724b-865f-93b309d62d27',
  '01a20be5-4a11-7000-8000-000000000009',
];
const eventId = '01a20be5-5b22-7000-8000-000000000001';

const event: ViewEvent = {
  id: eventId,
  name: 'Piano 60',
  status: 'EVENT_STATUS_ACTIVE',
  startAt: new Date('2027-03-14T15:00:00Z'),
  endAt: new Date('2027-03-14T16:00:00Z'),
  originalStartAt: null,
  recurringId: null,
  recurringOutlier: false,
  timezone: 'America/New_York',
  locationId: null,
  roomId: null,
  isLocked: false,
  serviceId: null,
  sessionId: null,
  note: null,
  holdUntil: null,
  calendarColor: null,
  primaryStaffId: clara,
  staffIds: [clara, robert, ghost],
  planName: null,
  doNotNotify: false,
  version: 1,
  capacity: null,
  slotStatus: null,
};

const staff = (over: Partial<ViewStaff>): ViewStaff => ({
  firstName: 'Clara',
  lastName: 'Wieck',
  profilePhoto: null,
  staffRole: 'staff',
  staffOnlineId: null,
  staffSecondaryAttribute: null,
  ...over,
});

const parts = (people: [string, ViewStaff][]): EventViewParts => ({
  participants: [],
  locations: new Map(),
  rooms: new Map(),
  services: new Map(),
  sessions: new Map(),
  rules: new Map(),
  waitlists: new Map(),
  staff: new Map(people),
  clients: new Map(),
});

describe("an event's staff", () => {
  it('carries the online id and secondary attribute of the staff copy', () => {
    const [view] = eventViewsOf(
      [event],
      parts([
        [clara, staff({ staffOnlineId: 'clara-wieck', staffSecondaryAttribute: 'piano' })],
        [robert, staff({ firstName: 'Robert', lastName: 'Schumann', staffSecondaryAttribute: 'cello' })],
      ]),
    );
    expect(view.staff[0]).toEqual({
      peopleId: clara,
      name: 'Clara Wieck',
      eventRole: null,
      profilePhoto: null,
      staffOnlineId: 'clara-wieck',
      staffSecondaryAttribute: 'piano',
      details: { id: clara, staffRole: 'staff' },
    });
    expect(view.staff[1]).toMatchObject({
      peopleId: robert,
      name: 'Robert Schumann',
      staffOnlineId: null,
      staffSecondaryAttribute: 'cello',
    });
  });

  it('gives null for a staff member without a copy', () => {
    const [view] = eventViewsOf([event], parts([]));
    expect(view.staff.map((s) => [s.peopleId, s.staffOnlineId, s.staffSecondaryAttribute])).toEqual([
      [clara, null, null],
      [robert, null, null],
      [ghost, null, null],
    ]);
  });
});
