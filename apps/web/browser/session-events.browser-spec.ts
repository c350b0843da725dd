import { expect, expectToast, storeSession, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { offsetOf, shots, ZONE } from './schedule-setup';
import { classes, hold, readEvent, sessionEvents } from './session-setup';

/**
 * A session's events (001 §2.6) in a business of the test's own: the owner creates a class of a session
 * (.../events/create), changes it (.../edit) and confirms it once it is held (.../confirm); each step is
 * checked on the page and through the API.
 */
test.use({ ownBusinessOptions: { prefix: 'classes', fullName: 'Classes Music School', timezone: ZONE } });

test('the owner creates a session event, edits it and confirms it once held', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const c = await classes(mine, `Class${Date.now() % 100000}`, [], false);
  const day = c.firstTuesday;
  // Summer has a class already: scheduling knows the sessions' teacher.
  const offset = offsetOf(day);
  await sessionEvents(mine, {
    sessionId: c.summer.id,
    startAt: `${day}T10:00:00${offset}`,
    endAt: `${day}T11:00:00${offset}`,
    locationId: c.locationId,
  });
  const base = `/services/${c.classServiceId}/sessions/${c.spring.id}/events`;

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `${base}/create`));
  await expect(page.getByRole('heading', { name: 'New session event' })).toBeVisible();
  await expect(page.getByText('Theory Group · Spring')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Theory Group');

  // No time and no duration: the form names what is wrong and creates nothing.
  await page.getByLabel('Name', { exact: true }).fill('Theory Tuesday');
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('Duration (minutes)', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('startAt is required').first()).toBeVisible();
  await expect(page.getByText('The duration must be a whole number of minutes above 0')).toBeVisible();
  await expect(page).toHaveURL(atPath(`${base}/create`));

  await page.getByLabel('Time', { exact: true }).fill('16:00');
  await page.getByLabel('Duration (minutes)', { exact: true }).fill('60');
  await page.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name: 'Main Studio', exact: true }).click();
  await page.getByLabel('Capacity', { exact: true }).fill('6');
  await shots(page, 'session-event-create');
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Create', exact: true }).click());

  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Theory Tuesday' })).toBeVisible();
  await expect(page.getByText(/4:00 PM · 16:00–17:00/)).toBeVisible();
  await expect(page.getByText('0 of 6')).toBeVisible();
  const made = await readEvent(mine, id);
  expect(made).toMatchObject({
    name: 'Theory Tuesday',
    sessionId: c.spring.id,
    status: 'EVENT_STATUS_ACTIVE',
    startAt: new Date(`${day}T16:00:00${offset}`).toISOString(),
    endAt: new Date(`${day}T17:00:00${offset}`).toISOString(),
  });
  expect(made.slots.map((s) => s.capacity)).toEqual([6]);

  // The edit: another name, a longer class, more places.
  await page.goto(hostUrl(mine.name, `${base}/${id}/edit`));
  await expect(page.getByRole('heading', { name: 'Edit session event' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Theory Tuesday');
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue('16:00');
  await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue('6');
  await page.getByLabel('Name', { exact: true }).fill('Theory Tuesday Plus');
  await page.getByLabel('End', { exact: true }).fill('17:30');
  await page.getByLabel('Capacity', { exact: true }).fill('8');
  await shots(page, 'session-event-edit');
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save', exact: true }).click());
  await expect(page).toHaveURL(atPath(`/events/${id}`));
  await expect(page.getByRole('heading', { name: 'Theory Tuesday Plus' })).toBeVisible();
  await expect(page.getByText(/4:00 PM · 16:00–17:30/)).toBeVisible();
  await expect(page.getByText('0 of 8')).toBeVisible();
  const edited = await readEvent(mine, id);
  expect(edited).toMatchObject({
    name: 'Theory Tuesday Plus',
    endAt: new Date(`${day}T17:30:00${offset}`).toISOString(),
  });
  expect(edited.slots.map((s) => s.capacity)).toEqual([8]);

  // An active event has nothing to confirm; once held, the owner confirms its place.
  await page.goto(hostUrl(mine.name, `${base}/${id}/confirm`));
  await expect(page.getByRole('heading', { name: 'Confirm session event' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await hold(mine, id);
  await page.reload();
  await expect(page.getByText('Hold', { exact: true })).toBeVisible();
  await expect(page.getByText('Spring · Main Studio')).toBeVisible();
  await expect(page.getByText('Place: Not confirmed')).toBeVisible();
  await shots(page, 'session-event-confirm');
  await expectToast(page, 'Success', () =>
    page.getByRole('button', { name: 'Confirm', exact: true }).click(),
  );
  // the page reads the confirmed place, and there is nothing left to confirm
  await expect(page.getByText('Place: Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  const confirmed = await readEvent(mine, id);
  expect(confirmed.slots.map((s) => s.status)).toEqual(['CONFIRMED']);
});
