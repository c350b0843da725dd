import { expect, storeSession, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { ZONE, localNow, shots, studio } from './schedule-setup';

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
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').fill('16:00');
  await shots(page, 'appointment-create');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Piano 30' })).toBeVisible();
  await expect(page.getByText(/4:00 PM · 16:00–16:30/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toContainText(s.clientName);
  await expect(page).not.toHaveURL(atPath('/appointment/create'));
});
