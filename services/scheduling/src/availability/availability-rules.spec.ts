import { dateWindow, HoursRow } from './availability-input';
import { Calendar, staffAvailabilities } from './availability-rules';
import { bookableSlots } from './timeslot-rules';

const open = (over: Partial<HoursRow> = {}): HoursRow => ({
  staffId: 'ann',
  kind: 'open',
  startDate: '2026-03-02',
  fromTime: '09:00',
  toTime: '12:00',
  timezone: 'UTC',
  rrule: 'FREQ=DAILY',
  exceptions: [],
  locationId: 'main',
  serviceIds: [],
  roomName: null,
  label: null,
  timeOffRequestId: null,
  ...over,
});

const base = (over: Partial<Calendar> = {}): Calendar => ({
  window: dateWindow('2026-03-03', '2026-03-03', 'UTC'),
  staff: [{ id: 'ann', name: 'Ann Lee' }],
  hours: [open()],
  timeOff: [],
  events: [],
  locations: [{ id: 'main', name: 'Main', visibleByClients: true, visibleByVisitors: true }],
  rooms: [],
  locationHours: [],
  serviceNames: new Map([['piano', 'Piano']]),
  ...over,
});

const at = (hhmm: string) => Date.parse(`2026-03-03T${hhmm}:00Z`);
const pieces = (cal: Calendar) =>
  staffAvailabilities(cal).map((a) => [a.startAt.slice(11, 16), a.endAt.slice(11, 16), a.available, a.label]);

describe('staffAvailabilities', () => {
  it('splits open hours into free pieces and labelled busy ones, without overlaps', () => {
    const cal = base({
      hours: [
        open({ serviceIds: ['piano'], roomName: 'Studio' }),
        open({
          kind: 'blocked',
          fromTime: '09:00',
          toTime: '09:30',
          rrule: null,
          startDate: '2026-03-03',
          label: 'Admin',
        }),
      ],
      timeOff: [{ id: 't1', requesterId: 'ann', category: 'Sick', start: at('11:30'), end: at('13:00') }],
      events: [
        {
          name: 'Piano with Bo',
          start: at('10:00'),
          end: at('11:00'),
          locationId: 'main',
          roomId: null,
          staffIds: ['ann'],
        },
      ],
      locationHours: [
        {
          locationId: 'main',
          kind: 'closed',
          startDate: '2026-03-03',
          fromTime: '10:30',
          toTime: '11:00',
          timezone: 'UTC',
          rrule: null,
        },
      ],
    });
    expect(pieces(cal)).toEqual([
      ['09:00', '09:30', false, 'Admin'],
      ['09:30', '10:00', true, null],
      ['10:00', '10:30', false, 'Piano with Bo'],
      ['10:30', '11:00', false, 'Closed'],
      ['11:00', '11:30', true, null],
      ['11:30', '12:00', false, 'Time off (Sick)'],
    ]);
    const [first] = staffAvailabilities(cal);
    expect(first).toMatchObject({
      staffName: 'Ann Lee',
      locationName: 'Main',
      roomName: 'Studio',
      serviceNames: ['Piano'],
    });
  });

  it("counts time outside the location's open hours as closed", () => {
    const cal = base({
      locationHours: [
        {
          locationId: 'main',
          kind: 'open',
          startDate: '2026-03-03',
          fromTime: '10:00',
          toTime: '18:00',
          timezone: 'UTC',
          rrule: null,
        },
      ],
    });
    expect(pieces(cal)).toEqual([
      ['09:00', '10:00', false, 'Closed'],
      ['10:00', '12:00', true, null],
    ]);
  });

  it('keeps only the rows of the asked location and service', () => {
    const cal = base({
      hours: [open({ serviceIds: ['guitar'] }), open({ staffId: 'ann', fromTime: '13:00', toTime: '14:00' })],
    });
    expect(staffAvailabilities(cal, { serviceId: 'piano' }).map((a) => a.startAt.slice(11, 16))).toEqual([
      '13:00',
    ]);
    expect(staffAvailabilities(cal, { locationId: 'other' })).toEqual([]);
  });
});

describe('bookableSlots', () => {
  const request = { serviceId: 'piano', serviceName: 'Piano', durationMinutes: 60, now: 0 };
  const starts = (cal: Calendar, over = {}) =>
    bookableSlots(cal, { ...request, ...over }).map((s) => s.startAt.slice(11, 16));

  it('offers every 15 minutes a slot of the service length that fits the free time', () => {
    const cal = base({
      events: [
        {
          name: 'Lesson',
          start: at('10:30'),
          end: at('11:00'),
          locationId: 'main',
          roomId: null,
          staffIds: ['ann'],
        },
      ],
    });
    expect(starts(cal)).toEqual(['09:00', '09:15', '09:30', '11:00']);
    expect(starts(cal, { now: at('09:20') })).toEqual(['09:30', '11:00']);
  });

  it('needs a room that allows the service and that no event takes', () => {
    const rooms = [
      { id: 'r1', locationId: 'main', name: 'Drums', applicableServices: ['drums'] },
      { id: 'r2', locationId: 'main', name: 'Studio', applicableServices: [] },
    ];
    const taken = {
      name: 'Band',
      start: at('09:00'),
      end: at('10:00'),
      locationId: 'main',
      roomId: 'r2',
      staffIds: ['bo'],
    };
    const slots = bookableSlots(base({ rooms, events: [taken] }), request);
    expect(slots.map((s) => [s.startAt.slice(11, 16), s.roomName])).toEqual([
      ['10:00', 'Studio'],
      ['10:15', 'Studio'],
      ['10:30', 'Studio'],
      ['10:45', 'Studio'],
      ['11:00', 'Studio'],
    ]);
    expect(bookableSlots(base({ rooms: [rooms[0]] }), request)).toEqual([]);
    expect(starts(base({ rooms }), { roomId: 'r1' })).toEqual([]);
  });

  it('skips hours for other services, at other locations, and blocked or time-off hours', () => {
    expect(starts(base({ hours: [open({ serviceIds: ['guitar'] })] }))).toEqual([]);
    expect(starts(base({ locations: [] }))).toEqual([]);
    const blocked = open({
      kind: 'blocked',
      startDate: '2026-03-03',
      rrule: null,
      fromTime: '09:00',
      toTime: '11:00',
      timeOffRequestId: 't9',
    });
    expect(starts(base({ hours: [open(), blocked] }))).toEqual(['11:00']);
  });

  it('orders by start, then staff name, and names who, where and which room', () => {
    const cal = base({
      staff: [
        { id: 'zed', name: 'Zed' },
        { id: 'ann', name: 'Ann Lee' },
      ],
      hours: [open({ toTime: '10:00' }), open({ staffId: 'zed', toTime: '10:00' })],
    });
    expect(bookableSlots(cal, request)).toEqual([
      {
        startAt: '2026-03-03T09:00:00.000Z',
        staffId: 'ann',
        staffName: 'Ann Lee',
        locationId: 'main',
        locationName: 'Main',
        roomName: null,
      },
      {
        startAt: '2026-03-03T09:00:00.000Z',
        staffId: 'zed',
        staffName: 'Zed',
        locationId: 'main',
        locationName: 'Main',
        roomName: null,
      },
    ]);
  });
});
