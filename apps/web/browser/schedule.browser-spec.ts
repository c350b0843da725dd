import { expect, test } from './fixtures';
import { shots } from './schedule-setup';

/** The demo client's own schedule (read only): their family's lessons, with the date-range presets. */
test('a client sees their schedule', async ({ clientPage: page }) => {
  await page.goto('/clients/self/all-schedules');
  await expect(page.getByRole('heading', { name: 'My schedule' })).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Schedule' });
  await expect(schedule.getByRole('row').nth(1)).toBeVisible();
  await expect(schedule.getByRole('link').first()).toBeVisible();
  await shots(page, 'self-schedule');

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('table', { name: 'Schedule' }).or(page.getByText('No events.'))).toBeVisible();

  // The profile shows the same schedule as a section.
  await page.goto('/clients/self');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
});
