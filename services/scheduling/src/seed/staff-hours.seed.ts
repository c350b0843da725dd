import { setTimeout as sleep } from 'timers/promises';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { type Clock, CLOCK } from '@tempo/contracts';
import { floating, floatingDate, formatLocalDate, localDateAt, weekdayOf } from '@tempo/scheduling-rules';
import { StaffMemberEntity } from '../directory/directory.entity';
import { businessSettings } from '../directory/directory.reader';
import { LocationEntity } from '../locations/location.entity';
import { StaffHoursEntity } from '../staff-hours/staff-hours.entity';
import { DEMO_BUSINESS, demoId } from './demo-ids';
import type { SeedPart } from './seed';

/** The demo staff logins and teachers (people's demo data), by e-mail. */
export const DEMO_STAFF_EMAILS = [
  'owner@demo.example',
  'manager@demo.example',
  'staff@demo.example',
  'limited@demo.example',
  'clara@demo.example',
  'django@demo.example',
  'hilary@demo.example',
  'ella@demo.example',
];

type Where = 'main' | 'westside';
interface WeeklyHours {
  days: string;
  from: string;
  to: string;
  where: Where;
  online: boolean;
  rate: number | null;
}

/** Each demo staff member's weekly open hours: afternoons and evenings, Saturday for the cello teacher. */
const WEEKLY: Record<string, WeeklyHours> = {
  'owner@demo.example': {
    days: 'MO,WE',
    from: '16:00',
    to: '20:00',
    where: 'main',
    online: false,
    rate: null,
  },
  'manager@demo.example': {
    days: 'TU,TH',
    from: '15:00',
    to: '19:00',
    where: 'main',
    online: true,
    rate: null,
  },
  'staff@demo.example': {
    days: 'MO,TU,WE,TH,FR',
    from: '15:00',
    to: '21:00',
    where: 'westside',
    online: false,
    rate: 4000,
  },
  'limited@demo.example': {
    days: 'SA',
    from: '09:00',
    to: '14:00',
    where: 'main',
    online: false,
    rate: 3500,
  },
  'clara@demo.example': {
    days: 'MO,WE,FR',
    from: '14:00',
    to: '19:00',
    where: 'main',
    online: true,
    rate: 5000,
  },
  'django@demo.example': {
    days: 'TU,TH',
    from: '16:00',
    to: '21:00',
    where: 'westside',
    online: false,
    rate: 4500,
  },
  'hilary@demo.example': {
    days: 'MO,TH',
    from: '15:00',
    to: '20:00',
    where: 'westside',
    online: true,
    rate: 4500,
  },
  'ella@demo.example': { days: 'WE,FR', from: '15:00', to: '20:00', where: 'main', online: true, rate: 4500 },
};

/**
 * How long the demo data waits for people's events to bring the demo staff: 60 s, or the
 * seed command's DEMO_STAFF_WAIT_SECONDS (0 when no worker runs yet, as in the first seed of npm test).
 */
export function demoStaffWaitSeconds(given: string | undefined): number {
  const n = Number(given);
  return given !== undefined && given.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 300 ? n : 60;
}

/**
 * The demo staff copies, once people's events brought them (polled for up to
 * `waitSeconds`: the seed runs after the apps start); whoever is there by then.
 */
export async function demoStaff(em: EntityManager, waitSeconds: number): Promise<StaffMemberEntity[]> {
  let rows: StaffMemberEntity[] = [];
  for (let i = 0; i <= waitSeconds; i++) {
    rows = await em.find(StaffMemberEntity, {
      where: { business: DEMO_BUSINESS, email: In(DEMO_STAFF_EMAILS) },
    });
    if (rows.length === DEMO_STAFF_EMAILS.length) break;
    if (i < waitSeconds) await sleep(1000);
  }
  return rows;
}

/** The local date `days` after the instant's local date in the zone. */
export function localDateAfter(now: Date, zone: string, days: number): string {
  const today = floating(localDateAt(now.getTime(), zone));
  return formatLocalDate(floatingDate(today + days * 86_400_000));
}

/** The weekday (0 Sunday to 6 Saturday) of the instant's local date in the zone. */
export const localWeekday = (now: Date, zone: string): number => weekdayOf(localDateAt(now.getTime(), zone));

/** Weekly open hours for every demo staff member there is, from the Monday of this week. */
export const staffHoursSeed: SeedPart = async (em, app) => {
  const now = app.get<Clock>(CLOCK).now();
  const staff = await demoStaff(em, demoStaffWaitSeconds(process.env.DEMO_STAFF_WAIT_SECONDS));
  const zone = (await businessSettings(em, DEMO_BUSINESS)).timezone;
  const weekday = localWeekday(now, zone);
  const monday = localDateAfter(now, zone, -((weekday + 6) % 7));
  const locations = await em.find(LocationEntity, {
    where: { business: DEMO_BUSINESS, id: In([demoId('location-main'), demoId('location-westside')]) },
  });
  const location = (where: Where) => locations.find((l) => l.id === demoId(`location-${where}`)) ?? null;
  const done: string[] = [];
  for (const member of staff) {
    const plan = WEEKLY[member.email ?? ''];
    const id = demoId(`staff-hours-${member.email}`);
    if (!plan) continue;
    const at = location(plan.where);
    const stored = await em.findOne(StaffHoursEntity, { where: { business: DEMO_BUSINESS, id } });
    if (stored) {
      // Hours seeded before the demo locations existed get their location now.
      if (at && !stored.locationId) {
        await em.update(StaffHoursEntity, { business: DEMO_BUSINESS, id }, { locationId: at.id });
        done.push(`staff hours of ${member.email}: at ${at.name}`);
      }
      continue;
    }
    await em.insert(StaffHoursEntity, {
      id,
      business: DEMO_BUSINESS,
      staffId: member.id,
      kind: 'open',
      startDate: monday,
      fromTime: plan.from,
      toTime: plan.to,
      timezone: at?.timezone ?? zone,
      rrule: `FREQ=WEEKLY;BYDAY=${plan.days}`,
      locationId: at?.id ?? null,
      allowsOnline: plan.online,
      serviceIds: [],
      roomName: null,
      label: null,
      hourlyRate: plan.rate,
      exceptions: [],
      timeOffRequestId: null,
      createdAt: now,
      updatedAt: now,
    });
    done.push(`staff hours of ${member.email}`);
  }
  const missing = DEMO_STAFF_EMAILS.filter((e) => !staff.some((s) => s.email === e));
  if (missing.length) done.push(`no staff hours yet for ${missing.join(', ')} (not in the staff copy)`);
  return done;
};
