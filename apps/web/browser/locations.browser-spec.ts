import { expect, expectToast, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { shoot } from './shots';

/**
 * The locations screens (001 §2.5) in a real browser, on a business of the test's own: its owner
 * adds a location with rooms, open hours on weekdays and a closed date, finds it in the list and in
 * the navbar's search, edits it, duplicates it and deletes the copy.
 */
test.use({ ownBusinessOptions: { prefix: 'locs', fullName: 'Locations Music School' } });

test('the owner adds a location with rooms and hours, finds it, duplicates and deletes it', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const name = `Harbour Studio ${Date.now() % 100000}`;
  await page.goto(hostUrl(mine.name, '/locations'));
  await expect(page.getByRole('heading', { name: 'Locations / Rooms' })).toBeVisible();
  await expect(page.getByText('No locations yet.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add location' }).click();
  await expect(page.getByRole('heading', { name: 'Add location' })).toBeVisible();

  // Nothing is sent without the required fields.
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('name is required')).toBeVisible();
  await expect(page.getByText('description is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Two piano rooms by the harbour.\nFree parking.\nLessons for all ages.\nOpen late on weekdays.');
  await page.getByRole('textbox', { name: 'Street' }).fill('1 Harbour Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Boston');
  await page.getByRole('textbox', { name: 'State' }).fill('MA');
  await page.getByRole('textbox', { name: 'Sales tax (%)' }).fill('6.25');
  await page.getByRole('checkbox', { name: 'Visible to visitors' }).uncheck();

  // Two rooms; the same name twice is refused before sending.
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('button', { name: 'Add room' }).click();
  const roomNames = page.getByRole('textbox', { name: 'Room name' });
  await roomNames.nth(0).fill('Piano Room');
  await roomNames.nth(1).fill('piano room');
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('A room named piano room is already in this location')).toBeVisible();
  await roomNames.nth(1).fill('Ensemble Hall');

  // Open Mon, Tue 14:00-21:00; closed on one day.
  await page.getByRole('button', { name: 'Add open hours' }).click();
  const open = page.locator('[data-hours="hoursOpen-0"]');
  for (const day of ['Wed', 'Thu', 'Fri']) await open.getByText(day, { exact: true }).click();
  await open.getByLabel('From').fill('14:00');
  await open.getByLabel('To').fill('21:00');
  await page.getByRole('button', { name: 'Add closed date' }).click();
  await page.locator('[data-hours="hoursClosed-0"]').getByLabel('Date').fill('2030-12-25');

  // The card previews the location.
  const card = page.getByRole('article').or(page.locator('[aria-label="Location card"]'));
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByRole('link', { name: '1 Harbour Road, Boston, MA' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Locations Music School 1 Harbour Road, Boston, MA')}`,
  );
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card.getByRole('button', { name: 'Show less' })).toBeVisible();
  await shoot(page, 'location-create');

  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Add location' }).click());
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  expect(editPath).toMatch(/^\/locations\/[0-9a-f-]{36}\/edit$/);

  // Read back: rooms and hours as saved.
  await expect(page.getByRole('textbox', { name: 'Room name' })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Room name' }).nth(1)).toHaveValue('Ensemble Hall');
  const saved = page.locator('[data-hours="hoursOpen-0"]');
  await expect(saved.getByLabel('From')).toHaveValue('14:00');
  for (const day of ['Mon', 'Tue']) await expect(saved.getByRole('checkbox', { name: day })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Wed' })).not.toBeChecked();
  await expect(page.locator('[data-hours="hoursClosed-0"]').getByLabel('Date')).toHaveValue('2030-12-25');
  await shoot(page, 'location-edit');

  // The list shows it with its rooms and who sees it; its search finds it.
  await page.goto(hostUrl(mine.name, '/locations'));
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1 Harbour Road, Boston, MA');
  await expect(row).toContainText('2');
  await expect(row).toContainText('Clients');
  await page.getByRole('textbox', { name: 'Search locations' }).fill('nowhere-at-all');
  await expect(row).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search locations' }).fill('harbour');
  await expect(row).toHaveCount(1);
  await shoot(page, 'locations');

  // The navbar's search finds it and opens its page.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await search.fill(name.slice(0, 14));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(atPath(editPath));

  // Duplicate, then delete the copy.
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Duplicate' }).click());
  await expect(page.getByRole('heading', { name: `Edit ${name} (copy)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
  );
  await expect(page).toHaveURL(atPath('/locations'));
  await expect(page.getByRole('row').filter({ hasText: `${name} (copy)` })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
