import { expect, storeSession, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { ZONE, bookLesson, localNow, offsetOf, shots, studio } from './schedule-setup';

/** Booking an appointment in a business of the test's own: the owner books their client for a lesson. */
test.use({ ownBusinessOptions: { prefix: 'booking', fullName: 'Booking Music School', timezone: ZONE } });

test('the owner books an appointment', async ({ ownBusinessOwnerPage: page, ownBusiness: mine }) => {
  const s = await studio(mine, `Book${Date.now() % 100000}`);
  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `/appointment/create?clientId=${s.clientId}&staffId=${s.ownerId}`));
  await expect(page.getByRole('heading', { name: 'Book Appointment' })).toBeVisible();
  await expect(page.getByText(s.clientName)).toBeVisible();

  // Nothing chosen yet: the server's required inputs, in its words.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('serviceId is required')).toBeVisible();

  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Service', 'Piano 30');
  await choose('Location', 'Main Studio');
  await choose('Plan', 'Single');
  const { date } = localNow(ZONE, 24 * 60 * 7);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).fill('16:00');
  await shots(page, 'appointment-create');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Piano 30' })).toBeVisible();
  await expect(page.getByText(/4:00 PM · 16:00–16:30/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toContainText(s.clientName);
  await expect(page).not.toHaveURL(atPath('/appointment/create'));
});

/** The next local date on a weekday (0 Sunday .. 6 Saturday) at least `days` ahead of a date. */
function nextWeekday(from: string, weekday: number, days: number): string {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('changing a weekly lesson to a time that collides lists the occurrence it cannot place', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const s = await studio(mine, `Series${Date.now() % 100000}`);
  const tuesday = nextWeekday(localNow(ZONE).date, 2, 14);
  const wednesday = nextWeekday(tuesday, 3, 7); // the second week's Wednesday
  const firstId = await bookLesson(mine, s, `${tuesday}T16:00:00${offsetOf(tuesday)}`, 'FREQ=WEEKLY;COUNT=4');
  await bookLesson(mine, s, `${wednesday}T17:00:00${offsetOf(wednesday)}`);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `/events/${firstId}`));
  await page.getByRole('link', { name: 'Change recurring schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Change recurring schedule' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'TU' })).toBeChecked();
  await page.getByText('TU', { exact: true }).click();
  await page.getByText('WE', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'WE' })).toBeChecked();
  // A rule that ends after a number of lessons asks for its last date.
  await page.getByLabel('Until').fill(nextWeekday(tuesday, 3, 28));
  await page.getByLabel('Start time').fill('17:00');
  await page.getByRole('button', { name: 'Check conflicts' }).click();
  const conflicts = page.getByRole('table', { name: 'Conflicts' });
  await expect(conflicts.getByRole('row')).toHaveCount(2);
  await expect(conflicts).toContainText('5:00 PM');
  await shots(page, 'change-recurring-schedule');

  // Saving is refused while an occurrence collides; the series stays as it was.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(conflicts.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(atPath(`/events/${firstId}/change-recurring-schedule`));
});
