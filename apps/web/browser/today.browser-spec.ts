import { expect, expectToast, storeSession, test } from './fixtures';
import { hostUrl } from './hosts';
import { ZONE, bookLesson, clientStatus, localNow, offsetOf, shots, studio } from './schedule-setup';

/**
 * /today in a business of the test's own: the owner teaches a lesson today (booked through the
 * API), sees it on their day with its client, and takes the client's attendance in one tap.
 */
test.use({ ownBusinessOptions: { prefix: 'today', fullName: 'Today Music School', timezone: ZONE } });

test('the owner takes attendance on /today', async ({ ownBusinessOwnerPage: page, ownBusiness: mine }) => {
  const s = await studio(mine, `Today${Date.now() % 100000}`);
  // Today's first minutes in the business zone: always today, whatever the hour of the run.
  const { date } = localNow(ZONE);
  const eventId = await bookLesson(mine, s, `${date}T00:05:00${offsetOf(date)}`);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, '/today'));
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(page.getByText(`Date & times are in ${ZONE} timezone`)).toBeVisible();
  const card = page.locator(`[data-event="${eventId}"]`);
  await expect(card).toContainText('00:05–00:35');
  await expect(card).toContainText('Piano 30');
  await expect(card).toContainText(s.clientName);
  await expect(card).toContainText('Booked');
  await shots(page, 'today');

  const attendance = card.getByRole('group', { name: `Attendance of ${s.clientName}` });
  await expectToast(page, 'Success', () => attendance.getByRole('button', { name: 'Completed' }).click());
  await expect(attendance.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => clientStatus(mine, eventId, s.clientId)).toBe('COMPLETED');

  await expectToast(page, 'Success', () => attendance.getByRole('button', { name: 'No show' }).click());
  await expect.poll(() => clientStatus(mine, eventId, s.clientId)).toBe('NO_SHOW');
  await expectToast(page, 'Success', () => attendance.getByRole('button', { name: 'Clear' }).click());
  await expect.poll(() => clientStatus(mine, eventId, s.clientId)).toBeNull();

  // The event's page shows the same client, with the actions of an owner.
  await card.getByRole('link', { name: 'Piano 30' }).click();
  await expect(page.getByRole('heading', { name: 'Piano 30' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toContainText(s.clientName);
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await shots(page, 'event');

  // The attendance report lists the lesson with its client; the CSV export is offered.
  await page.goto(hostUrl(mine.name, '/reporting/attendance/'));
  await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Dates' }).click();
  await page.getByRole('option', { name: 'Today', exact: true }).click();
  const report = page.getByRole('table', { name: 'Attendance' });
  await expect(report).toContainText(s.clientName);
  await expect(report).toContainText('00:05');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await shots(page, 'attendance-report');

  // The client's schedule on their profile, for staff.
  await page.goto(hostUrl(mine.name, `/clients/${s.clientId}/all-schedules`));
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Schedule' })).toContainText('Piano 30');
  await shots(page, 'client-schedule');
});
