import { DateTime } from 'luxon';
import { Page } from '@playwright/test';
import { call, login, op, OwnBusiness, Session, uniqueName, waitFor } from '@tempo/testing';
import { DEMO_USERS, expect, expectToast, test } from './fixtures';
import { hostUrl } from './hosts';
import { shoot } from './shots';
import { recordAlerts } from './toasts';

/**
 * The calendar (001 §2.7) in a real browser whose own zone (Tokyo) is not the business's: the owner
 * reads the demo business's lessons by staff, by room, by week and by month at the business's local
 * times, opens the slot menu of an empty slot and lands on the booking page with its staff member and
 * time; then, in a business of the test's own, drags a lesson to another room with the 'update on
 * move' confirmation, sees a move onto the teacher's other lesson refused with the server's words and
 * the lesson put back, cancels a lesson from its pop-up's event menu and locks one by batch update.
 */
test.use({
  timezoneId: 'Asia/Tokyo',
  ownBusinessOptions: { prefix: 'calweb', fullName: 'Calendar Music School' },
});

interface ShownEvent {
  id: string;
  name: string;
  displayName: string;
  startAt: string;
  endAt: string;
  status: string;
  roomId: string | null;
  version: number;
  staff: { peopleId: string; name: string }[];
}

const EVENTS = op<{ events: ShownEvent[] }, { b: string; from: string; to: string }>(
  `query($b: ID!, $from: String!, $to: String!) {
    events(business: $b, fromDate: $from, toDate: $to, activeOnly: true) {
      id name displayName startAt endAt status roomId version staff { peopleId name }
    }
  }`,
);

const BUSINESS_ZONE = op<{ businessQuery: { timezone: string } }, { b: string }>(
  `query($b: ID!) { businessQuery(businessName: $b) { timezone } }`,
);

/** The events of the calendar's boxes (a lesson with two teachers is one). */
const shownIds = async (page: Page): Promise<string[]> =>
  Array.from(
    new Set(
      await page
        .locator('.rbc-event [data-event-id]')
        .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-event-id') ?? '')),
    ),
  ).sort();

/** 'h:mm a – h:mm a' of an event in a zone, as the calendar labels it. */
const label = (e: Pick<ShownEvent, 'startAt' | 'endAt'>, zone: string) =>
  `${DateTime.fromISO(e.startAt).setZone(zone).toFormat('h:mm a')} – ${DateTime.fromISO(e.endAt).setZone(zone).toFormat('h:mm a')}`;

/** The first weekday from today on with lessons in the demo business, and that day's events. */
async function demoDay(owner: Session, zone: string): Promise<{ date: string; events: ShownEvent[] }> {
  const today = DateTime.now().setZone(zone).startOf('day');
  for (let i = 0; i < 14; i += 1) {
    const day = today.plus({ days: i });
    const date = day.toISODate()!;
    const answer = await call('demo', EVENTS, { b: 'demo', from: date, to: date }, owner);
    const events = (answer.data?.events ?? []).filter(
      (e) => DateTime.fromISO(e.startAt).setZone(zone).toISODate() === date,
    );
    if (events.length >= 3) return { date, events };
  }
  throw new Error('no demo day with lessons in the next two weeks');
}

test('the owner reads the demo lessons by staff, by room, by week and by month in the business zone', async ({
  ownerPage: page,
}) => {
  const owner = await login('demo', DEMO_USERS.owner);
  const zone = (await call('demo', BUSINESS_ZONE, { b: 'demo' }, owner)).data!.businessQuery.timezone;
  const { date, events } = await demoDay(owner, zone);
  const ids = events.map((e) => e.id).sort();

  // Day by staff: every lesson of the day, at its local time in the business zone, not Tokyo's.
  await page.goto(`/calendar?view=day&resource=staff&date=${date}`);
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
  await expect(page.getByText(`Date & times are in ${zone} timezone`)).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(ids);
  const first = events[0];
  const box = page
    .locator('.rbc-event')
    .filter({ has: page.locator(`[data-event-id="${first.id}"]`) })
    .first();
  await expect(box.locator('.rbc-event-label')).toHaveText(label(first, zone));
  await expect(box).toContainText(first.displayName);
  // the staff headers: photo or initials and a link to the profile
  const teacher = first.staff[0];
  await expect(page.locator(`.rbc-time-header a[href="/staff/${teacher.peopleId}"]`)).toBeVisible();
  // the filter area collapses (and says how many filters are set)
  const filters = page.locator('[aria-label="Calendar filters"]');
  await filters.getByRole('button', { name: 'Hide filters' }).click();
  await expect(filters.getByRole('button', { name: 'Show filters' })).toBeVisible();
  await shoot(page, 'calendar-day-staff');

  // Day by room: rooms under their location, and the column of events without a room.
  await page.getByRole('combobox', { name: 'View' }).click();
  await page.getByRole('option', { name: 'Day by room' }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&resource=room&date=${date}`));
  await expect(page.locator('.rbc-time-header').getByText('(No room assigned)')).toBeVisible();
  await expect(page.locator('.rbc-time-header').getByText('Main Studio').first()).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(ids);
  await shoot(page, 'calendar-day-room');

  // The week holding that day, from the sidebar's Schedule link; then the next week and back.
  await page.goto(`/calendar?view=week&date=${date}`);
  await expect(page.locator('.rbc-time-view .rbc-header').first()).toBeVisible();
  await expect.poll(async () => (await shownIds(page)).filter((id) => ids.includes(id))).toEqual(ids);
  await shoot(page, 'calendar-week');
  await page.getByRole('button', { name: 'Next' }).click();
  const nextWeek = DateTime.fromISO(date).plus({ weeks: 1 }).toISODate();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${nextWeek}`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${date}`));

  // The month: the day's lessons are among its events.
  await page.goto(`/calendar?view=month&date=${date}`);
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: DateTime.fromISO(date).toFormat('LLLL yyyy') }),
  ).toBeVisible();
  await expect(
    page.locator('.rbc-month-view .rbc-event, .rbc-month-view .rbc-show-more').first(),
  ).toBeVisible();
  await shoot(page, 'calendar-month');

  // The device remembers the view and the collapsed filter area: /calendar alone opens the month again.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/view=month/);
  await expect(filters.getByRole('button', { name: 'Show filters' })).toBeVisible();
});

test('the owner books from the slot menu of an empty slot and from a staff member’s free time, in the zone chosen in the Timezone Selector', async ({
  ownerPage: page,
}) => {
  const owner = await login('demo', DEMO_USERS.owner);
  const businessZone = (await call('demo', BUSINESS_ZONE, { b: 'demo' }, owner)).data!.businessQuery.timezone;
  const { date } = await demoDay(owner, businessZone);
  // the viewer chose London (000 §2.8): neither the browser's zone (Tokyo) nor the business's
  const zone = 'Europe/London';
  await page.addInitScript((z) => window.localStorage.setItem('timezone:demo', z), zone);
  await page.goto(`/calendar?view=day&resource=staff&date=${date}`);
  await expect(page.getByText(`Date & times are in ${zone} timezone`)).toBeVisible();
  const column = page.locator('.rbc-time-header a[href^="/staff/"]').first();
  const staffId = (await column.getAttribute('href'))!.replace('/staff/', '');

  // The staff members' free time: its menu books with that staff member.
  await page.getByRole('switch', { name: 'Show staff availabilities' }).check();
  const free = page.locator('.rbc-event.tempo-calendar-availability');
  await expect(free.first()).toBeVisible();
  await shoot(page, 'calendar-availabilities');
  const freeName = (await free.first().locator('.rbc-event-content').textContent())!.replace(
    / available$/,
    '',
  );
  await free.first().click();
  const availability = page.getByRole('dialog', { name: 'Availability menu' });
  await expect(availability.getByRole('link', { name: `Book appointment with ${freeName}` })).toHaveAttribute(
    'href',
    /^\/appointment\/create\?staffId=/,
  );
  await page.keyboard.press('Escape');
  await expect(availability).toBeHidden();
  // dragged an hour earlier, the free time books there
  const piece = (await free.first().boundingBox())!;
  const hour = (await page.locator('.rbc-timeslot-group').first().boundingBox())!.height;
  await drag(
    page,
    { x: piece.x + piece.width / 2, y: piece.y + 8 },
    { x: piece.x + piece.width / 2, y: piece.y + 8 - hour },
  );
  await expect(availability).toContainText('Book at');
  const href = await availability
    .getByRole('link', { name: `Book appointment with ${freeName}` })
    .getAttribute('href');
  const dragged = new URLSearchParams(href!.split('?')[1]);
  const pieceStart = (await free.first().locator('.rbc-event-label').textContent())!.split(' – ')[0];
  const was = DateTime.fromFormat(`${date} ${pieceStart}`, 'yyyy-MM-dd h:mm a', { zone });
  expect(dragged.get('staffId')).toBeTruthy();
  expect(DateTime.fromISO(dragged.get('startAt')!).toMillis()).toBe(was.minus({ hours: 1 }).toMillis());
  await page.keyboard.press('Escape');
  await expect(availability).toBeHidden();

  // 6:00 in the first teacher's column, before anyone teaches
  const slot = page.locator('.rbc-day-slot').first().locator('.rbc-timeslot-group').nth(6);
  await slot.scrollIntoViewIfNeeded();
  // the calendar selects by the mouse over its columns (the events layer lies over the slots)
  const at = (await slot.locator('.rbc-time-slot').first().boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  const menu = page.getByRole('dialog', { name: 'Slot menu' });
  await expect(menu).toContainText(DateTime.fromISO(`${date}T06:00`).toFormat('ccc, LLL d, h:mm a'));
  await shoot(page, 'calendar-slot-menu');
  await menu.getByRole('link', { name: 'Book appointment' }).click();
  await expect(page).toHaveURL(/\/appointment\/create\?/);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('staffId')).toBe(staffId);
  expect(DateTime.fromISO(asked.get('startAt')!).toMillis()).toBe(
    DateTime.fromISO(`${date}T06:00`, { zone }).toMillis(),
  );
});

// ---- A business of the test's own for the moves ----

const CREATE_PERSON = op<
  { createPeople: { status: string; error: string | null; people: { id: string } | null } },
  { b: string; f: string; l: string; e: string; r: string | null }
>(`mutation($b: ID!, $f: String!, $l: String!, $e: String, $r: String) {
  createPeople(business: $b, firstName: $f, lastName: $l, email: $e, staffRole: $r) { status error people { id } }
}`);

const CREATE_LOCATION = op<
  {
    createLocation: {
      status: string;
      error: string | null;
      location: { id: string; rooms: { id: string; name: string }[] } | null;
    };
  },
  { b: string; l: Record<string, unknown> }
>(`mutation($b: ID!, $l: LocationInput!) {
  createLocation(business: $b, location: $l) { status error location { id rooms { id name } } }
}`);

const CREATE_SERVICE = op<
  { createService: { status: string; error: string | null; service: { id: string } | null } },
  { b: string; s: Record<string, unknown> }
>(
  `mutation($b: ID!, $s: ServiceInput!) { createService(business: $b, service: $s) { status error service { id } } }`,
);

const BOOK = op<
  { bookAppointment: { status: string; error: string | null; events: { id: string }[] | null } },
  { b: string; x: Record<string, unknown> }
>(
  `mutation($b: ID!, $x: AppointmentInput!) { bookAppointment(business: $b, booking: $x) { status error events { id } } }`,
);

const EVENT = op<{ event: ShownEvent }, { b: string; id: string }>(
  `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { id name displayName startAt endAt status roomId version staff { peopleId name } } }`,
);

async function person(mine: OwnBusiness, first: string, role: string | null): Promise<string> {
  const answer = await call(
    mine.name,
    CREATE_PERSON,
    { b: mine.name, f: first, l: 'Tester', e: `${uniqueName(first.toLowerCase())}@calweb.example`, r: role },
    mine.owner,
  );
  const id = answer.data?.createPeople.people?.id;
  if (!id) throw new Error(`createPeople: ${JSON.stringify(answer.errors ?? answer.data)}`);
  return id;
}

/** Two lessons of one teacher, 10:00 and 11:00 in room Blue, a week from now in the business zone. */
async function twoLessons(mine: OwnBusiness) {
  const zone = 'America/New_York';
  const location = await call(
    mine.name,
    CREATE_LOCATION,
    {
      b: mine.name,
      l: {
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        description: 'Lessons',
        timezone: zone,
        rooms: [{ name: 'Blue' }, { name: 'Green' }],
      },
    },
    mine.owner,
  );
  const loc = location.data?.createLocation.location;
  if (!loc) throw new Error(`createLocation: ${JSON.stringify(location.errors ?? location.data)}`);
  const blue = loc.rooms.find((r) => r.name === 'Blue')!.id;
  const green = loc.rooms.find((r) => r.name === 'Green')!.id;
  const service = await call(
    mine.name,
    CREATE_SERVICE,
    { b: mine.name, s: { name: 'Piano 30', durationMinutes: 30, plans: [{ name: 'Single' }] } },
    mine.owner,
  );
  const serviceId = service.data?.createService.service?.id;
  if (!serviceId) throw new Error(`createService: ${JSON.stringify(service.errors ?? service.data)}`);
  const [staffId, clientId] = await Promise.all([person(mine, 'Tess', 'staff'), person(mine, 'Cleo', null)]);
  const date = DateTime.now().setZone(zone).plus({ weeks: 1 }).set({ weekday: 3 }).toISODate()!;
  const book = (time: string) =>
    waitFor(
      async () => {
        const answer = await call(
          mine.name,
          BOOK,
          {
            b: mine.name,
            x: {
              clientIds: [clientId],
              locationId: loc.id,
              roomId: blue,
              planName: 'Single',
              serviceId,
              staffId,
              startAt: DateTime.fromISO(`${date}T${time}`, { zone }).toISO(),
            },
          },
          mine.owner,
        );
        const result = answer.data?.bookAppointment;
        if (!result) throw new Error(`bookAppointment: ${JSON.stringify(answer.errors)}`);
        // scheduling learns of the new people from people's events
        if (/is not (a staff member|a client) of the business/.test(result.error ?? '')) return null;
        if (result.status !== 'ok') throw new Error(`bookAppointment: ${result.error}`);
        return result.events![0].id;
      },
      60_000,
      500,
    );
  const ten = await book('10:00');
  const eleven = await book('11:00');
  return { zone, date, blue, green, ten, eleven };
}

/** Drags an event box by the mouse onto the middle of `target`'s box, in steps (the calendar follows the mouse). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test('the owner moves a lesson to another room after the confirmation, is refused a move onto the teacher’s other lesson, cancels from the event menu and locks by batch update', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  await page.addInitScript(recordAlerts);
  const { zone, date, green, ten, eleven } = await twoLessons(mine);
  await page.goto(hostUrl(mine.name, `/calendar?view=day&resource=room&date=${date}`));
  await expect(page.getByText(`Date & times are in ${zone} timezone`)).toBeVisible();
  const lesson = page.locator('.rbc-event').filter({ has: page.locator(`[data-event-id="${ten}"]`) });
  await expect(lesson.locator('.rbc-event-label')).toHaveText('10:00 AM – 10:30 AM');
  await lesson.scrollIntoViewIfNeeded();

  // Drag the 10:00 lesson from Blue to Green at 10:00: the confirmation names the move.
  const headers = page.locator('.rbc-time-header-content .rbc-row-resource .rbc-header');
  const greenColumn = await headers.filter({ hasText: 'Green' }).boundingBox();
  const at = (await lesson.boundingBox())!;
  await drag(
    page,
    { x: at.x + at.width / 2, y: at.y + 6 },
    { x: greenColumn!.x + greenColumn!.width / 2, y: at.y + 6 },
  );
  const confirm = page.getByRole('dialog', { name: 'Update on move' });
  await expect(confirm).toContainText('10:00 AM – 10:30 AM');
  await expect(confirm).toContainText('in Green');
  await shoot(page, 'calendar-update-on-move');
  await expectToast(page, 'Success', () => confirm.getByRole('button', { name: 'Update' }).click());
  await expect
    .poll(
      async () => (await call(mine.name, EVENT, { b: mine.name, id: ten }, mine.owner)).data?.event.roomId,
    )
    .toBe(green);
  const moved = (await call(mine.name, EVENT, { b: mine.name, id: ten }, mine.owner)).data!.event;
  expect(DateTime.fromISO(moved.startAt).setZone(zone).toFormat('HH:mm')).toBe('10:00');

  // Drag the 11:00 lesson onto 10:00 (the teacher is taken then): refused, shown where it was.
  const other = page.locator('.rbc-event').filter({ has: page.locator(`[data-event-id="${eleven}"]`) });
  const before = (await other.boundingBox())!;
  const tenBox = (await lesson.boundingBox())!;
  await drag(
    page,
    { x: before.x + before.width / 2, y: before.y + 6 },
    { x: before.x + before.width / 2, y: tenBox.y + 6 },
  );
  await expect(confirm).toContainText('10:00 AM – 10:30 AM');
  await confirm.getByRole('button', { name: 'Update' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { shownAlerts?: string[] }).shownAlerts ?? []))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^Error.*error booking: /)]));
  await expect(other.locator('.rbc-event-label')).toHaveText('11:00 AM – 11:30 AM');
  const kept = (await call(mine.name, EVENT, { b: mine.name, id: eleven }, mine.owner)).data!.event;
  expect(DateTime.fromISO(kept.startAt).setZone(zone).toFormat('HH:mm')).toBe('11:00');

  // The event pop-up of the 11:00 lesson: its time, client and links; the event menu cancels it.
  await other.click();
  const popup = page.getByRole('dialog', { name: 'Piano 30' });
  await expect(popup).toContainText('11:00 AM – 11:30 AM');
  await expect(popup).toContainText('Main Studio · Blue');
  await expect(popup).toContainText('Cleo Tester');
  await expect(popup).toContainText('Booked');
  await expect(popup.getByRole('link', { name: 'Open event' })).toHaveAttribute('href', `/events/${eleven}`);
  await expect(popup.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/appointment/update/${eleven}`,
  );
  await shoot(page, 'calendar-event-popup');
  await popup.getByRole('button', { name: 'Event menu' }).click();
  await page.getByRole('menuitem', { name: 'Cancel event' }).click();
  await popup.getByRole('textbox', { name: 'Reason' }).fill('Teacher ill');
  await expectToast(page, 'Success', () => popup.getByRole('button', { name: 'Cancel event' }).click());
  await expect(popup).toBeHidden();
  await expect
    .poll(
      async () => (await call(mine.name, EVENT, { b: mine.name, id: eleven }, mine.owner)).data?.event.status,
    )
    .toBe('EVENT_STATUS_STAFF_CANCELED');
  // shown active only, the cancelled lesson leaves the calendar; all of them, it is back with its suffix
  await expect(other).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show active only' }).uncheck();
  await expect(other).toContainText('Piano 30 (staff canceled)');

  // Batch update: the 10:00 lesson is locked, and shows its lock; batch e-mail comes with messaging.
  await page.getByRole('button', { name: 'Batch' }).click();
  await page.getByRole('menuitem', { name: 'Batch update' }).click();
  const batch = page.getByRole('dialog', { name: 'Batch update' });
  await expect(batch.getByRole('checkbox')).toHaveCount(2); // 'Select all' and the one live lesson
  await batch.getByRole('checkbox', { name: /^Piano 30 — Wed, Dec/ }).check();
  await batch.getByRole('combobox', { name: 'Lock' }).click();
  await page.getByRole('option', { name: 'Locked', exact: true }).click();
  await expectToast(page, 'Success', () => batch.getByRole('button', { name: 'Update 1 event' }).click());
  await expect(lesson.getByRole('img', { name: 'Locked' })).toBeVisible();
  await page.getByRole('button', { name: 'Batch' }).click();
  await page.getByRole('menuitem', { name: 'Batch email' }).click();
  await expect(page.getByRole('dialog', { name: 'Batch email' })).toContainText('Comes with messaging.');
});
