import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Clock, CLOCK } from '@tempo/contracts';
import { formatLocalDate, localDateAt } from '@tempo/scheduling-rules';
import { businessSettings } from '../directory/directory.reader';
import { emit } from '../events';
import { LocationEntity, LocationHoursEntity, RoomEntity } from '../locations/location.entity';
import { suggestTimezone } from '../locations/location-zones';
import { DEMO_BUSINESS, demoId } from './demo-ids';
import type { SeedPart } from './seed';

/** Public holidays on fixed dates (MM-DD) the demo studios close for. */
const HOLIDAYS: Array<[string, string]> = [
  ['01-01', "New Year's Day"],
  ['07-04', 'Independence Day'],
  ['12-25', 'Christmas Day'],
];

interface DemoLocation {
  key: string;
  fields: Partial<LocationEntity>;
  rooms: string[];
}

const DEMO_LOCATIONS: DemoLocation[] = [
  {
    key: 'main',
    fields: {
      name: 'Main Studio',
      locationType: 'LOCATION_TYPE_PRIMARY',
      description: 'Our home: private lessons in four sound-proofed rooms, and ensemble rehearsals.',
      address: '120 Bedford Avenue, Brooklyn, NY 11211',
      street: '120 Bedford Avenue',
      city: 'Brooklyn',
      state: 'NY',
      zipCode: '11211',
      country: 'US',
      phone: '+17185550100',
      salesTax: 8.875,
      visibleByVisitors: true,
      visibleByClients: true,
      visibleInFooter: true,
    },
    rooms: ['Piano Room 1', 'Piano Room 2', 'Guitar Studio', 'Ensemble Hall'],
  },
  {
    key: 'westside',
    fields: {
      name: 'Westside Studio',
      locationType: 'LOCATION_TYPE_PRIMARY',
      description: 'Our second studio, for enrolled students only.',
      address: '410 West 42nd Street, New York, NY 10036',
      street: '410 West 42nd Street',
      city: 'New York',
      state: 'NY',
      zipCode: '10036',
      country: 'US',
      phone: '+12125550142',
      salesTax: 8.875,
      visibleByVisitors: false,
      visibleByClients: true,
      visibleInFooter: false,
    },
    rooms: ['Studio A', 'Studio B'],
  },
  {
    key: 'online',
    fields: {
      name: 'Online Lessons',
      locationType: 'LOCATION_TYPE_ONLINE',
      description: 'Lessons by video call, wherever you are.',
      visibleByVisitors: true,
      visibleByClients: true,
      visibleInFooter: false,
    },
    rooms: [],
  },
];

/** The next fixed-date public holiday after `today` (YYYY-MM-DD). */
export function nextHoliday(today: string): { date: string; name: string } {
  const year = Number(today.slice(0, 4));
  const dates = [year, year + 1].flatMap((y) => HOLIDAYS.map(([md, name]) => ({ date: `${y}-${md}`, name })));
  return dates.find((d) => d.date > today)!;
}

/** The hours of a demo location (online lessons too): Mon-Fri 14:00-21:00 and Sat 09:00-17:00 weekly, closed on the next holiday. */
function hoursOf(
  location: string,
  zone: string,
  today: string,
): Array<Omit<LocationHoursEntity, 'business'>> {
  const from = `${today.slice(0, 4)}-01-01`;
  const holiday = nextHoliday(today);
  const entry = (kind: 'open' | 'closed', position: number, h: Partial<LocationHoursEntity>) => ({
    id: demoId(`hours-${location}-${kind}-${position}`),
    locationId: demoId(`location-${location}`),
    kind,
    position,
    startDate: from,
    fromTime: '00:00',
    toTime: '00:00',
    timezone: zone,
    rrule: null,
    ...h,
  });
  return [
    entry('open', 0, { fromTime: '14:00', toTime: '21:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }),
    entry('open', 1, { fromTime: '09:00', toTime: '17:00', rrule: 'FREQ=WEEKLY;BYDAY=SA' }),
    entry('closed', 0, { startDate: holiday.date, fromTime: '00:00', toTime: '23:59' }),
  ];
}

/**
 * The demo business's locations (in its zone): Main Studio with four rooms, Westside Studio with
 * two (not shown to visitors) and Online Lessons, open weekday afternoons and Saturdays.
 */
export const seedLocations: SeedPart = async (em: EntityManager, app: INestApplicationContext) => {
  const now = app.get<Clock>(CLOCK).now();
  const zone = (await businessSettings(em, DEMO_BUSINESS)).timezone;
  const today = formatLocalDate(localDateAt(now.getTime(), zone));
  const done: string[] = [];
  for (const l of DEMO_LOCATIONS) {
    const id = demoId(`location-${l.key}`);
    if (!(await em.exists(LocationEntity, { where: { id } }))) {
      await createLocation(em, l, now);
      done.push(`location ${l.fields.name} (${l.rooms.length} rooms)`);
    }
    const hours = hoursOf(l.key, zone, today);
    const have = await em.find(LocationHoursEntity, { where: { id: In(hours.map((h) => h.id)) } });
    const missing = hours.filter((h) => !have.some((x) => x.id === h.id));
    if (!missing.length) continue;
    await em.save(
      LocationHoursEntity,
      missing.map((h) => em.create(LocationHoursEntity, { ...h, business: DEMO_BUSINESS })),
    );
    done.push(`${missing.length} hours of ${l.fields.name}`);
  }
  return done;
};

async function createLocation(em: EntityManager, l: DemoLocation, now: Date): Promise<void> {
  const row = await em.save(
    LocationEntity,
    em.create(LocationEntity, {
      ...l.fields,
      id: demoId(`location-${l.key}`),
      business: DEMO_BUSINESS,
      timezone: null,
      suggestedTimezone: suggestTimezone(l.fields.country, l.fields.state),
      createdAt: now,
      updatedAt: now,
    }),
  );
  await em.save(
    RoomEntity,
    l.rooms.map((name, position) =>
      em.create(RoomEntity, {
        id: demoId(`room-${l.key}-${position + 1}`),
        business: DEMO_BUSINESS,
        locationId: row.id,
        position,
        name,
        applicableServices: [],
      }),
    ),
  );
  await emit(em, null, DEMO_BUSINESS, 'location.created', {
    locationId: row.id,
    name: row.name,
    locationType: row.locationType,
    timezone: row.timezone,
  });
}
