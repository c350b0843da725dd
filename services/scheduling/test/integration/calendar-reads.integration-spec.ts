import { randomBytes } from 'crypto';
import { FixedClock, type PersonEventData } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { applyOnce } from '@tempo/events';
import { readFileSync } from 'fs';
import { join } from 'path';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { wireFault } from '@tempo/subgraph';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { CalendarService } from '../../src/calendar/calendar.service';
import { setSlotWaitlistLoader } from '../../src/calendar/event-view';
import {
  BusinessSettingsEntity,
  ClientMemberEntity,
  StaffMemberEntity,
} from '../../src/directory/directory.entity';
import { staffConsumer } from '../../src/directory/directory.consumers';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventSeriesEntity } from '../../src/events/event-series.entity';
import { EventEntity } from '../../src/events/event.entity';
import { LocationEntity, RoomEntity } from '../../src/locations/location.entity';
import { SessionEntity } from '../../src/sessions/session.entity';
import { scheduling } from '../../src/scheduling.subgraph';
import { actorIn, businessSettingsRow, clientRow, refusal, staffRow } from '../support/directory-rows';

const ZONE = 'America/New_York';
const NOW = '2027-03-01T12:00:00Z';
const HOUR = 3_600_000;

/**
 * The calendar's reads on the real database (the application role, row-level security, businesses of
 * their own, rows written directly): windows of local dates across a DST change, filters, who sees which
 * event, the assembled Event and the attendance report.
 */
describe('calendar reads (PostgreSQL)', () => {
  const business = `ical${randomBytes(4).toString('hex')}`;
  const rival = `ical${randomBytes(4).toString('hex')}`;
  const [sam, lee, owner, parent] = [newId(), newId(), newId(), newId()];
  // the kid's id is the greater one: an event listing Kim before Sue lists them by when they were added
  const [stranger, kid] = [newId(), newId()].sort();
  const flo = newId(); // the client of the event with every part set, and of nothing else
  const [location, room, serviceA, serviceB, series, session] = [
    newId(),
    newId(),
    newId(),
    newId(),
    newId(),
    newId(),
  ];
  const clock = new FixedClock(NOW);
  let db: SubgraphConnections;
  let calendar: CalendarService;

  const actor = (accountId: string, role: string, biz = business) => actorIn(biz, accountId, role);
  const manager = actor(owner, 'owner');

  const ids: Record<string, string> = {};
  const event = (
    key: string,
    startUtc: string,
    hours: number,
    over: Partial<EventEntity> = {},
  ): EventEntity => {
    ids[key] = newId();
    return {
      id: ids[key],
      business,
      name: key,
      startAt: new Date(startUtc),
      endAt: new Date(Date.parse(startUtc) + hours * HOUR),
      status: 'EVENT_STATUS_ACTIVE',
      locationId: location,
      roomId: null,
      serviceId: serviceA,
      sessionId: null,
      primaryStaffId: sam,
      staffIds: [sam],
      originalStartAt: null,
      recurringId: null,
      recurringOutlier: false,
      isLocked: false,
      note: null,
      calendarColor: null,
      holdUntil: null,
      timezone: ZONE,
      planName: null,
      capacity: null,
      waitlistEnabled: false,
      slotStatus: null,
      createdBy: null,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      doNotNotify: false,
      version: 1,
      createdAt: clock.now(),
      updatedAt: clock.now(),
      ...over,
    };
  };
  let booked = 0;
  const [earlierId, laterId] = [newId(), newId()].sort();
  const participant = (eventKey: string, peopleId: string, over: Partial<EventParticipantEntity> = {}) => ({
    id: newId(),
    business,
    eventId: ids[eventKey],
    peopleId,
    kind: 'client' as EventParticipantEntity['kind'],
    paid: false,
    // Booked one after the other: the order the event lists its clients in.
    createdAt: new Date(clock.now().getTime() + ++booked * 1000),
    updatedAt: clock.now(),
    ...over,
  });

  const names = (events: { name: string }[]) => events.map((e) => e.name);

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    calendar = new CalendarService(db.app, clock);
    await db.app.withTenant(business, async (em) => {
      await em.insert(
        BusinessSettingsEntity,
        businessSettingsRow(business, 'Calendar test', ZONE, clock.now()),
      );
      const staff = (id: string, firstName: string, staffRole: string) =>
        staffRow(business, id, firstName, 'Tester', clock.now(), { staffRole });
      await em.insert(StaffMemberEntity, [
        { ...staff(sam, 'Sam', 'staff'), staffOnlineId: 'sam-tester', staffSecondaryAttribute: 'piano' },
        staff(lee, 'Lee', 'limited_staff'),
      ]);
      const client = (id: string, firstName: string, managers: string[]) =>
        clientRow(business, id, firstName, 'Family', clock.now(), { accountManagerIds: managers });
      await em.insert(ClientMemberEntity, [
        client(parent, 'Pat', []),
        client(kid, 'Kim', [parent]),
        client(stranger, 'Sue', []),
        client(flo, 'Flo', []),
      ]);
      await em.insert(LocationEntity, {
        id: location,
        business,
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await em.insert(RoomEntity, { id: room, business, locationId: location, position: 0, name: 'Blue' });
      for (const [id, name, tags] of [
        [serviceA, 'Piano 60', ['keys']],
        [serviceB, 'Guitar 60', ['strings']],
      ] as const)
        await em.query(
          `INSERT INTO service (id, business, name, duration_minutes, tags, created_at, updated_at)
           VALUES ($1, $2, $3, 60, $4, $5, $5)`,
          [id, business, name, tags, clock.now()],
        );
      await em.insert(EventSeriesEntity, {
        id: series,
        business,
        rrule: 'FREQ=WEEKLY;BYDAY=SU',
        timezone: ZONE,
        firstStartAt: new Date('2027-03-07T05:30:00Z'),
        durationMinutes: 60,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await em.insert(EventEntity, [
        // Sunday 14 March 2027 is the spring DST change in New York (02:00 EST -> 03:00 EDT).
        event('sat-before', '2027-03-13T15:00:00Z', 1, { roomId: room, note: ' A note ' }), // Sat 10:00 EST
        event('sun-early', '2027-03-14T05:30:00Z', 1, { recurringId: series }), // Sun 00:30 EST, local day 14
        event('sun-late', '2027-03-15T03:30:00Z', 0.5, {
          // Sun 23:30-24:00 EDT, still local day 14
          primaryStaffId: lee,
          staffIds: [lee],
          serviceId: serviceB,
        }),
        event('mon-midnight', '2027-03-15T04:00:00Z', 1), // Mon 00:00 EDT: local day 15
        event('sat-before-midnight', '2027-03-14T04:30:00Z', 1, {
          // Sat 23:30 EST, runs into Sunday
          status: 'EVENT_STATUS_STAFF_CANCELED',
          serviceId: serviceB,
        }),
        event('held', '2027-03-14T16:00:00Z', 1, { status: 'EVENT_STATUS_HOLD', staffIds: [sam, lee] }),
        event('deleted', '2027-03-14T17:00:00Z', 1, { status: 'EVENT_STATUS_DELETED' }),
        event('far', '2027-05-20T15:00:00Z', 1),
      ]);
      await em.insert(SessionEntity, {
        id: session,
        business,
        serviceId: serviceB,
        name: 'Spring group',
        startDate: '2027-03-01',
        endDate: null,
        onlineId: 'spring-group',
        allowEnrollmentUntilDate: '2027-04-30',
        shortenedUrl: 'https://tempo.test/s/spring',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      // every optional part set: the event a plain answer must still give in wire form
      await em.insert(
        EventEntity,
        event('full', '2027-05-21T15:00:00Z', 1, {
          roomId: room,
          serviceId: serviceB,
          sessionId: session,
          recurringId: series,
          recurringOutlier: true,
          originalStartAt: new Date('2027-05-21T14:00:00Z'),
          isLocked: true,
          note: 'Bring the score',
          calendarColor: '#3366ff',
          holdUntil: new Date('2027-05-20T15:00:00Z'),
          planName: 'Group 10',
          capacity: 6,
          slotStatus: 'SLOT_STATUS_OPEN',
          doNotNotify: true,
          version: 3,
        }),
      );
      await em.insert(EventParticipantEntity, [
        // written in the other order, and added first with the greater ids: listed by when they were added
        participant('sun-early', stranger, {
          id: earlierId,
          status: 'LATE_CANCELED',
          lateCancellation: true,
          createdAt: new Date(clock.now().getTime() + 200),
        }),
        participant('sun-early', kid, {
          id: laterId,
          paid: true,
          planName: 'Single',
          createdAt: new Date(clock.now().getTime() + 100),
        }),
        participant('sun-late', stranger, { paid: true }),
        participant('held', parent, { status: 'NO_SHOW', paid: true }),
        participant('sat-before', stranger, { paid: true }),
        participant('full', flo, {
          eventRole: 'student',
          paid: true,
          enrollmentType: 'ENROLLMENT_TYPE_SESSION',
          subscriptionId: newId(),
          invoiceId: newId(),
          planName: 'Group 10',
          payerId: flo,
          status: 'LATE_CANCELED',
          lateCancellation: true,
          cancellationConsequence: 'CHARGE',
          cancellationCreditName: 'Late cancel credit',
        }),
        participant('full', lee, { kind: 'staff', eventRole: 'substitute' }),
      ]);
    });
    await db.app.withTenant(rival, (em) =>
      em.insert(EventEntity, { ...event('rival', '2027-03-14T15:00:00Z', 1), business: rival }),
    );
  });

  afterAll(async () => {
    setSlotWaitlistLoader(null);
    await db.close();
  });

  it('reads the local day of a DST change from local midnight to local midnight', async () => {
    const day = await calendar.events(manager, business, { fromDate: '2027-03-14', toDate: '2027-03-14' });
    expect(names(day)).toEqual(['sat-before-midnight', 'sun-early', 'held', 'sun-late']);
    const monday = await calendar.events(manager, business, { fromDate: '2027-03-15', toDate: '2027-03-15' });
    expect(names(monday)).toEqual(['mon-midnight']);
  });

  it('assembles each event with its names, status suffix, note, series rule, staff and clients', async () => {
    const [early] = (
      await calendar.events(manager, business, { fromDate: '2027-03-14', toDate: '2027-03-14' })
    ).filter((e) => e.name === 'sun-early');
    expect(early).toMatchObject({
      displayName: 'sun-early',
      locationName: 'Main Studio',
      location: { locationType: 'LOCATION_TYPE_PRIMARY' },
      serviceName: 'Piano 60',
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
      recurringId: series,
      hasNote: false,
      paid: false,
      timezone: ZONE,
      staff: [
        {
          peopleId: sam,
          name: 'Sam Tester',
          staffOnlineId: 'sam-tester',
          staffSecondaryAttribute: 'piano',
          details: { id: sam, staffRole: 'staff' },
        },
      ],
    });
    expect(early.clients.map((c) => [c.name, c.status, c.statusLabel, c.paid])).toEqual([
      ['Kim Family', null, null, true],
      ['Sue Family', 'LATE_CANCELED', 'Client late canceled', false],
    ]);
    expect(early.slots).toEqual([
      { id: early.id, capacity: null, clients: early.clients, status: null, waitlist: [] },
    ]);
    // an event's staff members, in their order (read as one text and split)
    const [held] = (
      await calendar.events(manager, business, { fromDate: '2027-03-14', toDate: '2027-03-14' })
    ).filter((e) => e.name === 'held');
    expect(held.staff.map((s) => [s.peopleId, s.name])).toEqual([
      [sam, 'Sam Tester'],
      [lee, expect.any(String)],
    ]);
    const [sat] = await calendar.events(manager, business, { fromDate: '2027-03-13', toDate: '2027-03-13' });
    expect(sat).toMatchObject({ name: 'sat-before', roomName: 'Blue', hasNote: true, paid: true });
    const cancelled = await calendar.event(manager, business, ids['sat-before-midnight']);
    expect(cancelled.displayName).toBe('sat-before-midnight (staff canceled)');
  });

  it("shows a staff member's online id and secondary attribute as people's person events give them", async () => {
    const person = {
      personId: lee,
      email: null,
      firstName: 'Lee',
      lastName: 'Tester',
      staffRole: 'limited_staff',
      staffFlags: {},
      deactivated: false,
      profilePhoto: null,
    };
    const apply = (data: Partial<PersonEventData>) =>
      applyOnce(
        db.app,
        staffConsumer.name,
        { id: newId(), type: 'person.updated', version: 1, business, occurredAt: NOW, actor: null, data },
        staffConsumer.handle,
        { clock },
      );
    const leeOnSunday = async () => {
      const [late] = (
        await calendar.events(manager, business, { fromDate: '2027-03-14', toDate: '2027-03-14' })
      ).filter((e) => e.name === 'sun-late');
      return late.staff.map((s) => [s.peopleId, s.name, s.staffOnlineId, s.staffSecondaryAttribute]);
    };
    try {
      await apply({ ...person, staffOnlineId: 'lee-tester', staffSecondaryAttribute: 'guitar' });
      expect(await leeOnSunday()).toEqual([[lee, 'Lee Tester', 'lee-tester', 'guitar']]);
      // an older event, without them: the copy keeps what it had
      await apply({ ...person, lastName: 'Strings' });
      expect(await leeOnSunday()).toEqual([[lee, 'Lee Strings', 'lee-tester', 'guitar']]);
      // an event carrying null clears one
      await apply({ ...person, staffOnlineId: null, staffSecondaryAttribute: 'bass' });
      expect(await leeOnSunday()).toEqual([[lee, 'Lee Tester', null, 'bass']]);
      // the single event read shows the same
      const one = await calendar.event(manager, business, ids['sun-late']);
      expect(one.staff[0]).toMatchObject({
        peopleId: lee,
        staffOnlineId: null,
        staffSecondaryAttribute: 'bass',
      });
    } finally {
      await apply({ ...person, staffOnlineId: null, staffSecondaryAttribute: null });
    }
  });

  it("gives every leaf of every field in its wire form, as the calendar reads' plain answers send them", async () => {
    // the subgraph's own schema (schema.gql): plainLeafFields promises it for these reads
    const schema = buildSubgraphSchema(parse(readFileSync(join(__dirname, '../../schema.gql'), 'utf8')));
    const eventType = schema.getType('Event') as never;
    setSlotWaitlistLoader(async (_em, _b, events) => new Map(events.map((e) => [e.id, [stranger]])));
    try {
      const full = await calendar.event(manager, business, ids.full);
      const events = [
        full,
        ...(await calendar.events(manager, business, { fromDate: '2027-03-13', toDate: '2027-03-15' })),
      ];
      expect(full).toMatchObject({
        session: { onlineId: 'spring-group', allowEnrollmentUntilDate: '2027-04-30' },
        version: 3,
        slots: [{ capacity: 6, waitlist: [{ peopleId: stranger, name: 'Sue Family' }] }],
        clients: [{ subscription: { id: expect.any(String) }, cancellationCreditName: 'Late cancel credit' }],
        staff: [
          { peopleId: sam, staffOnlineId: 'sam-tester', staffSecondaryAttribute: 'piano' },
          { peopleId: lee, eventRole: 'substitute', staffOnlineId: null },
        ],
      });
      expect(events.length).toBe(7);
      for (const e of events) expect(wireFault(schema, eventType, e, undefined, e.name)).toBeNull();
      // the check itself reads every field: a leaf out of wire form is found
      expect(wireFault(schema, eventType, { ...full, slots: [{ ...full.slots[0], capacity: '6' }] })).toBe(
        'value.slots.0.capacity: a string where Int is sent',
      );
    } finally {
      setSlotWaitlistLoader(null);
    }
  });

  it('lists the waitlist a loader gives and leaves those people out of the slot’s clients', async () => {
    setSlotWaitlistLoader(async (_em, _b, events) => new Map(events.map((e) => [e.id, [stranger]])));
    try {
      const early = await calendar.event(manager, business, ids['sun-early']);
      expect(early.slots[0].clients.map((c) => c.name)).toEqual(['Kim Family']);
      expect(early.slots[0].waitlist.map((c) => c.name)).toEqual(['Sue Family']);
      expect(early.paid).toBe(true);
    } finally {
      setSlotWaitlistLoader(null);
    }
  });

  it('filters by room, staff (teaching), service, service tags and active only', async () => {
    const week = { fromDate: '2027-03-13', toDate: '2027-03-15' };
    const read = (f: object) => calendar.events(manager, business, { ...week, ...f }).then(names);
    expect(await read({ roomIds: [room] })).toEqual(['sat-before']);
    expect(await read({ staffIds: [lee] })).toEqual(['held', 'sun-late']);
    expect(await read({ serviceIds: [serviceB] })).toEqual(['sat-before-midnight', 'sun-late']);
    expect(await read({ serviceTags: ['strings', 'brass'] })).toEqual(['sat-before-midnight', 'sun-late']);
    expect(await read({ activeOnly: true })).toEqual([
      'sat-before',
      'sun-early',
      'held',
      'sun-late',
      'mon-midnight',
    ]);
    expect(await read({ locationIds: [newId()] })).toEqual([]);
  });

  it('shows a staff member without the calendar only the events they teach', async () => {
    const limited = actor(lee, 'limited_staff');
    const seen = await calendar.events(limited, business, { fromDate: '2027-03-13', toDate: '2027-03-15' });
    expect(names(seen)).toEqual(['held', 'sun-late']);
    await expect(calendar.event(limited, business, ids['sun-late'])).resolves.toMatchObject({
      name: 'sun-late',
    });
    expect(await refusal(calendar.event(limited, business, ids['sun-early']))).toMatch(/Object Not Found/);
  });

  it('shows a client their own and their dependents’ events, and nothing of anyone else', async () => {
    const pat = actor(parent, 'client');
    const all = await calendar.clientSelfSchedule(pat, business, { fromDate: '2027-03-01' });
    expect(names(all)).toEqual(['sun-early', 'held']);
    expect(
      names(await calendar.clientSelfSchedule(pat, business, { fromDate: '2027-03-01', clientOnly: true })),
    ).toEqual(['held']);
    expect(
      names(await calendar.clientSelfSchedule(pat, business, { fromDate: '2027-03-01', dependentId: kid })),
    ).toEqual(['sun-early']);
    expect(await refusal(calendar.clientSelfSchedule(pat, business, { dependentId: stranger }))).toMatch(
      /authorization error/,
    );
    await expect(calendar.event(pat, business, ids['sun-early'])).resolves.toMatchObject({
      name: 'sun-early',
    });
    expect(await refusal(calendar.event(pat, business, ids['sun-late']))).toMatch(/Object Not Found/);
    const kim = actor(kid, 'client');
    expect(await refusal(calendar.event(kim, business, ids['held']))).toMatch(/Object Not Found/);
    expect(names(await calendar.eventsForSelf(pat, business, { fromDate: '2027-03-01' }))).toEqual([
      'sun-early',
      'held',
    ]);
  });

  it('gives client and staff schedules from today on by default, with limits and statuses', async () => {
    expect(names(await calendar.clientSchedule(business, parent, {}))).toEqual(['sun-early', 'held']);
    expect(names(await calendar.clientSchedule(business, parent, { clientOnly: true }))).toEqual(['held']);
    expect(names(await calendar.staffSchedule(business, sam, { limit: 2 }))).toEqual([
      'sat-before',
      'sat-before-midnight',
    ]);
    expect(names(await calendar.staffSchedule(business, lee, {}))).toEqual(['held', 'sun-late']);
    expect(names(await calendar.staffSchedule(business, lee, { staffOnly: true }))).toEqual(['sun-late']);
    expect(
      names(
        await calendar.staffSchedule(business, sam, {
          status: ['EVENT_STATUS_DELETED'],
          toDate: '2027-12-31',
        }),
      ),
    ).toEqual(['deleted']);
    expect(names(await calendar.eventsForPeople(business, [lee, kid], { toDate: '2027-03-31' }))).toEqual([
      'sun-early',
      'held',
      'sun-late',
    ]);
    expect(await refusal(calendar.staffSchedule(business, sam, { limit: 0 }))).toBe(
      'limit must be between 1 and 1000',
    );
    expect(await refusal(calendar.staffSchedule(business, sam, { status: ['BOOKED'] }))).toBe(
      'Unknown status: BOOKED',
    );
  });

  it('lists one attendance row per client with the client’s status, else the event’s', async () => {
    const rows = await calendar.attendanceReport(business, { fromDate: '2027-03-14', toDate: '2027-03-14' });
    expect(rows.map((r) => [r.eventName, r.clientName, r.status, r.statusLabel, r.paid])).toEqual([
      ['sun-early', 'Kim Family', 'EVENT_STATUS_ACTIVE', 'Booked', true],
      ['sun-early', 'Sue Family', 'LATE_CANCELED', 'Client late canceled', false],
      ['held', 'Pat Family', 'NO_SHOW', 'No show', true],
      ['sun-late', 'Sue Family', 'EVENT_STATUS_ACTIVE', 'Booked', true],
    ]);
    expect(rows[0]).toMatchObject({
      locationName: 'Main Studio',
      serviceName: 'Piano 60',
      staffNames: ['Sam Tester'],
      planName: 'Single',
      timezone: ZONE,
    });
    const noShows = await calendar.attendanceReport(business, {
      fromDate: '2027-03-14',
      toDate: '2027-03-14',
      statuses: ['no_show'],
      staffIds: [lee],
    });
    expect(noShows.map((r) => r.clientName)).toEqual(['Pat Family']);
  });

  it('refuses missing, malformed, reversed and too long windows with their texts', async () => {
    const read = (fromDate: string | null, toDate: string | null) =>
      refusal(calendar.events(manager, business, { fromDate, toDate }));
    expect(await read(null, '2027-03-14')).toBe('fromDate is required');
    expect(await read('2027-03-14', '')).toBe('toDate is required');
    expect(await read('14/03/2027', '2027-03-14')).toBe('fromDate must be a date YYYY-MM-DD');
    expect(await read('2027-03-14', '2027-03-13')).toBe('toDate must not be before fromDate');
    expect(await read('2027-03-01', '2027-05-02')).toBe('The calendar shows at most 62 days');
    expect(await refusal(calendar.attendanceReport(business, { fromDate: '2027-03-01' }))).toBe(
      'toDate is required',
    );
    expect(
      await refusal(
        calendar.events(manager, business, { fromDate: '2027-03-01', toDate: '2027-03-02', roomIds: ['x'] }),
      ),
    ).toBe('Object Not Found Matching Id: x');
  });

  it('never shows another business’s events', async () => {
    const rivalOwner = actor(newId(), 'owner', rival);
    const theirs = await calendar.events(rivalOwner, rival, { fromDate: '2027-03-14', toDate: '2027-03-14' });
    expect(names(theirs)).toEqual(['rival']);
    expect(await refusal(calendar.event(manager, business, ids['rival']))).toMatch(/Object Not Found/);
    expect(await refusal(calendar.event(rivalOwner, rival, ids['sun-early']))).toMatch(/Object Not Found/);
  });
});
