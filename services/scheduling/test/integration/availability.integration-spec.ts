import { randomBytes } from 'crypto';
import { FixedClock } from '@tempo/contracts';
import type { EntityManager } from 'typeorm';
import type { TenantDb } from '@tempo/db';
import { connectSubgraphDb } from '@tempo/subgraph/testing';
import { AvailabilityService } from '../../src/availability/availability.service';
import { scheduling } from '../../src/scheduling.subgraph';
import * as rows from '../support/availability-rows';

const NY = 'America/New_York';
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** Availabilities and timeslots read from the real database (rows written straight into the tables). */
describe('availability against the real database', () => {
  let app: TenantDb;
  let close: () => Promise<void>;
  const businesses: string[] = [];
  const clock = new FixedClock('2026-02-01T00:00:00Z');
  let service: AvailabilityService;

  const business = async (zone: string, fill: (em: EntityManager, name: string) => Promise<void>) => {
    const name = unique('availit');
    businesses.push(name);
    await app.withTenant(name, async (em) => {
      await rows.addBusiness(em, name, zone);
      await fill(em, name);
    });
    return name;
  };
  const span = (a: { startAt: string; endAt: string; available: boolean; label: string | null }) =>
    `${a.startAt.slice(0, 16)}-${a.endAt.slice(11, 16)} ${a.available ? 'free' : a.label}`;

  beforeAll(async () => {
    ({ app, close } = await connectSubgraphDb(scheduling));
    service = new AvailabilityService(app, clock);
  });
  afterAll(async () => {
    for (const b of businesses) await app.withTenant(b, (em) => rows.removeBusiness(em, b));
    await close();
  });

  describe('Tuesdays 15:00-20:00 in New York across both DST changes', () => {
    let name: string;
    let staffId: string;
    let pianoId: string;

    beforeAll(async () => {
      name = await business(NY, async (em, name) => {
        staffId = await rows.addStaff(em, name, 'Tess', 'Tuesday');
        const main = await rows.addLocation(em, name, { name: 'Main' });
        pianoId = await rows.addService(em, name, 'Piano 60', 60);
        const weekly = {
          startDate: '2026-01-06',
          fromTime: '15:00',
          toTime: '20:00',
          timezone: NY,
          rrule: 'FREQ=WEEKLY;BYDAY=TU',
        };
        await rows.addStaffHours(em, name, staffId, { ...weekly, kind: 'open', locationId: main.id });
        await rows.addStaffHours(em, name, staffId, {
          startDate: '2026-03-10',
          fromTime: '16:00',
          toTime: '17:00',
          timezone: NY,
          kind: 'blocked',
          label: 'Staff meeting',
        });
        await rows.addTimeOff(em, name, staffId, {
          startAt: '2026-11-03T22:00:00Z',
          endAt: '2026-11-03T23:00:00Z',
          category: 'Doctor',
        });
        await rows.addTimeOff(em, name, staffId, {
          startAt: '2026-10-27T19:00:00Z',
          endAt: '2026-10-27T20:00:00Z',
          status: 'SUBMITTED',
        });
      });
    });

    it('gives 20:00Z-01:00Z before 2026-03-08 and 19:00Z-00:00Z after, minus the blocked hour', async () => {
      const found = await service.availabilities(name, {
        fromDate: '2026-03-03',
        toDate: '2026-03-10',
        staffIds: null,
      });
      expect(found.map(span)).toEqual([
        '2026-03-03T20:00-01:00 free',
        '2026-03-10T19:00-20:00 free',
        '2026-03-10T20:00-21:00 Staff meeting',
        '2026-03-10T21:00-00:00 free',
      ]);
      expect(found[0]).toMatchObject({
        staffId,
        staffName: 'Tess Tuesday',
        locationName: 'Main',
        endAt: '2026-03-04T01:00:00.000Z',
      });
    });

    it('gives 19:00Z-00:00Z before 2026-11-01 and 20:00Z-01:00Z after, minus the approved time off only', async () => {
      const found = await service.availabilities(name, {
        fromDate: '2026-10-27',
        toDate: '2026-11-03',
        staffIds: [staffId],
      });
      expect(found.map(span)).toEqual([
        '2026-10-27T19:00-00:00 free',
        '2026-11-03T20:00-22:00 free',
        '2026-11-03T22:00-23:00 Time off (Doctor)',
        '2026-11-03T23:00-01:00 free',
      ]);
    });

    it('shows a time held for a waitlisted client as busy, and offers no timeslot in it, while the hold lasts', async () => {
      const main = (await app.withTenant(name, (em) =>
        em.query(`SELECT id FROM location WHERE business = $1`, [name]),
      )) as Array<{ id: string }>;
      await app.withTenant(name, async (em) => {
        const offer = { serviceId: pianoId, staffId, locationId: main[0].id };
        // held past the clock (2026-02-01): busy; lapsed, or taken (its event books it): not busy as held
        await rows.addWaitlistOffer(em, name, {
          ...offer,
          startAt: '2026-03-17T20:00:00Z',
          endAt: '2026-03-17T21:00:00Z',
          holdUntil: '2026-02-01T02:00:00Z',
        });
        await rows.addWaitlistOffer(em, name, {
          ...offer,
          startAt: '2026-03-17T22:00:00Z',
          endAt: '2026-03-17T23:00:00Z',
          holdUntil: '2026-01-31T23:00:00Z',
        });
        await rows.addWaitlistOffer(em, name, {
          ...offer,
          startAt: '2026-03-17T23:00:00Z',
          endAt: '2026-03-18T00:00:00Z',
          holdUntil: '2026-02-01T02:00:00Z',
          status: 'TAKEN',
        });
      });
      const found = await service.availabilities(name, {
        fromDate: '2026-03-17',
        toDate: '2026-03-17',
        staffIds: [staffId],
      });
      expect(found.map(span)).toEqual([
        '2026-03-17T19:00-20:00 free',
        '2026-03-17T20:00-21:00 Held for a waitlisted client',
        '2026-03-17T21:00-00:00 free',
      ]);
      const slots = await service.timeslots(name, 'visitor', {
        serviceId: pianoId,
        fromDate: '2026-03-17',
        toDate: '2026-03-17',
      });
      const starts = slots.map((s) => s.startAt.slice(11, 16));
      expect(starts).toContain('19:00');
      expect(starts).toContain('21:00');
      expect(starts).toContain('22:00');
      expect(starts.filter((s) => s > '19:00' && s < '21:00')).toEqual([]);
    });

    it('offers hour-long timeslots on the 15-minute grid at the right instants', async () => {
      const slots = await service.timeslots(name, 'visitor', {
        serviceId: pianoId,
        fromDate: '2026-03-03',
        toDate: '2026-03-10',
      });
      const starts = slots.map((s) => s.startAt.slice(0, 16));
      expect(starts.filter((s) => s < '2026-03-05')).toHaveLength(17);
      expect(starts[0]).toBe('2026-03-03T20:00');
      expect(starts).toContain('2026-03-04T00:00');
      expect(starts.filter((s) => s >= '2026-03-10')).toEqual([
        '2026-03-10T19:00',
        '2026-03-10T21:00',
        '2026-03-10T21:15',
        '2026-03-10T21:30',
        '2026-03-10T21:45',
        '2026-03-10T22:00',
        '2026-03-10T22:15',
        '2026-03-10T22:30',
        '2026-03-10T22:45',
        '2026-03-10T23:00',
      ]);
      expect(slots[0]).toMatchObject({
        staffId,
        staffName: 'Tess Tuesday',
        locationName: 'Main',
        roomName: null,
      });
    });

    it('leaves out starts before the clock', async () => {
      const late = new AvailabilityService(app, new FixedClock('2026-03-10T22:10:00Z'));
      const slots = await late.timeslots(name, 'visitor', {
        serviceId: pianoId,
        fromDate: '2026-03-03',
        toDate: '2026-03-10',
      });
      expect(slots.map((s) => s.startAt.slice(11, 16))).toEqual(['22:15', '22:30', '22:45', '23:00']);
    });

    it('refuses a missing, reversed or too long range', async () => {
      await expect(service.availabilities(name, { fromDate: '2026-03-03', staffIds: null })).rejects.toThrow(
        'toDate is required',
      );
      await expect(
        service.availabilities(name, { fromDate: '2026-03-03', toDate: '2026-03-02', staffIds: null }),
      ).rejects.toThrow('toDate must not be before fromDate');
      await expect(
        service.timeslots(name, 'staff', {
          serviceId: pianoId,
          fromDate: '2026-01-01',
          toDate: '2026-03-31',
        }),
      ).rejects.toThrow('At most 62 days');
    });
  });

  it("reads the dates in the business zone and the hours in the location's and staff's own zone", async () => {
    let staffId = '';
    const name = await business('Asia/Tokyo', async (em, b) => {
      staffId = await rows.addStaff(em, b, 'Zoe');
      const loc = await rows.addLocation(em, b, { name: 'Brooklyn' });
      await rows.addLocationHours(em, b, loc.id, 'open', {
        startDate: '2026-01-01',
        fromTime: '09:00',
        toTime: '17:00',
        timezone: NY,
        rrule: 'FREQ=DAILY',
      });
      await rows.addStaffHours(em, b, staffId, {
        kind: 'open',
        startDate: '2026-01-01',
        fromTime: '08:00',
        toTime: '12:00',
        timezone: NY,
        rrule: 'FREQ=DAILY',
        locationId: loc.id,
      });
    });
    // 2 June in Tokyo is 1 June 15:00Z to 2 June 15:00Z; New York's 08:00-12:00 EDT is 12:00Z-16:00Z each day,
    // and the location opens at 09:00 New York time (13:00Z).
    const found = await service.availabilities(name, {
      fromDate: '2026-06-02',
      toDate: '2026-06-02',
      staffIds: [staffId],
    });
    expect(found.map(span)).toEqual([
      '2026-06-01T15:00-16:00 free',
      '2026-06-02T12:00-13:00 Closed',
      '2026-06-02T13:00-15:00 free',
    ]);
  });

  describe('rooms, events and audiences', () => {
    let name: string;
    let piano: string;
    let hidden: string;

    beforeAll(async () => {
      name = unique('availit');
      businesses.push(name);
      await app.withTenant(name, async (em) => {
        await rows.addBusiness(em, name, 'UTC');
        piano = await rows.addService(em, name, 'Piano 60', 60);
        hidden = await rows.addService(em, name, 'Secret 60', 60, true);
        const drums = await rows.addService(em, name, 'Drums 60', 60);
        const loc = await rows.addLocation(em, name, {
          name: 'Studio house',
          rooms: [
            { name: 'Piano room', applicableServices: [piano, hidden] },
            { name: 'Drum room', applicableServices: [drums] },
          ],
        });
        const ann = await rows.addStaff(em, name, 'Ann');
        const bo = await rows.addStaff(em, name, 'Bo');
        await rows.addStaffHours(em, name, ann, {
          kind: 'open',
          startDate: '2026-04-06',
          fromTime: '09:00',
          toTime: '12:00',
          timezone: 'UTC',
          locationId: loc.id,
        });
        await rows.addEvent(em, name, {
          name: 'Bo teaches',
          startAt: '2026-04-06T10:00:00Z',
          endAt: '2026-04-06T11:00:00Z',
          staffIds: [bo],
          locationId: loc.id,
          roomId: loc.rooms['Piano room'],
        });
        await rows.addEvent(em, name, {
          name: 'Cancelled',
          startAt: '2026-04-06T09:00:00Z',
          endAt: '2026-04-06T10:00:00Z',
          staffIds: [ann],
          status: 'EVENT_STATUS_CANCELLED',
        });
        const hiddenPlace = await rows.addLocation(em, name, {
          name: 'Back office',
          visibleByVisitors: false,
        });
        await rows.addStaffHours(em, name, bo, {
          kind: 'open',
          startDate: '2026-04-06',
          fromTime: '14:00',
          toTime: '15:00',
          timezone: 'UTC',
          locationId: hiddenPlace.id,
        });
      });
    });

    it('needs the room that allows the service free of events for the whole slot', async () => {
      const slots = await service.timeslots(name, 'visitor', {
        serviceId: piano,
        fromDate: '2026-04-06',
        toDate: '2026-04-06',
      });
      expect(slots.map((s) => [s.startAt.slice(11, 16), s.roomName])).toEqual([
        ['09:00', 'Piano room'],
        ['11:00', 'Piano room'],
      ]);
    });

    it('shows hidden services and locations to staff only', async () => {
      const q = { fromDate: '2026-04-06', toDate: '2026-04-06' };
      expect(await service.timeslots(name, 'visitor', { ...q, serviceId: hidden })).toEqual([]);
      expect(await service.timeslots(name, 'client', { ...q, serviceId: hidden })).toEqual([]);
      const staffView = await service.timeslots(name, 'staff', { ...q, serviceId: hidden });
      expect(staffView.map((s) => [s.startAt.slice(11, 16), s.staffName, s.locationName])).toEqual([
        ['09:00', 'Ann Test', 'Studio house'],
        ['11:00', 'Ann Test', 'Studio house'],
        ['14:00', 'Bo Test', 'Back office'],
      ]);
      const visitorView = await service.timeslots(name, 'visitor', { ...q, serviceId: piano });
      expect(visitorView.map((s) => s.staffName)).not.toContain('Bo Test');
    });

    it('answers nothing for another business, an unknown service or a malformed id', async () => {
      const other = await business('UTC', async () => undefined);
      const q = { fromDate: '2026-04-06', toDate: '2026-04-06' };
      expect(await service.timeslots(other, 'staff', { ...q, serviceId: piano })).toEqual([]);
      expect(
        await service.timeslots(name, 'staff', { ...q, serviceId: '0190a0a0-0000-7000-8000-000000000000' }),
      ).toEqual([]);
      expect(await service.timeslots(name, 'staff', { ...q, serviceId: 'not-an-id' })).toEqual([]);
      expect(await service.availabilities(other, { ...q, staffIds: null })).toEqual([]);
    });
  });
});
