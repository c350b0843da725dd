import { expect, expectToast, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { shoot } from './shots';

/**
 * The services screens (001 §2.6) in a real browser, on a business of the test's own: its owner adds
 * a session based service with a plan, adds a session to it, edits the session, and finds the service
 * and the session in the navbar's search.
 */
test.use({ ownBusinessOptions: { prefix: 'svcs', fullName: 'Services Music School' } });

test('the owner adds a service with a plan and a session, and finds both in the search', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const stamp = Date.now() % 100000;
  const name = `Jazz Theory ${stamp}`;
  await page.goto(hostUrl(mine.name, '/services'));
  await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add service' }).click();
  await expect(page.getByRole('heading', { name: 'Add service' })).toBeVisible();

  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Session based' }).click();
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).first().fill('25');

  // A plan: a price in dollars, the start type by the spec's label; a bad tax rate is refused first.
  await page.getByRole('button', { name: 'Add plan' }).click();
  const plan = page.locator('[data-plan="0"]');
  await plan.getByRole('textbox', { name: 'Plan name' }).fill('Term');
  await plan.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('300.50');
  await plan.getByRole('textbox', { name: 'Tax rate (%)' }).fill('120');
  await plan.getByRole('combobox', { name: 'Start' }).click();
  await page.getByRole('option', { name: 'Subscription starts on specific date' }).click();
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('taxRate must be between 0 and 100')).toBeVisible();
  await plan.getByRole('textbox', { name: 'Tax rate (%)' }).fill('5');
  await shoot(page, 'service-create');
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Add service' }).click());

  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  const servicePath = new URL(page.url()).pathname;
  expect(servicePath).toMatch(/^\/services\/[0-9a-f-]{36}\/edit$/);
  const serviceId = servicePath.split('/')[2];

  // Read back: the plan with its price in dollars and its start type.
  await page.getByRole('button', { name: /Term/ }).click();
  const savedPlan = page.locator('[data-plan="0"]');
  await expect(savedPlan.getByRole('textbox', { name: 'Price (USD)', exact: true })).toHaveValue('300.50');
  await expect(savedPlan.getByRole('combobox', { name: 'Start' })).toHaveValue(
    'Subscription starts on specific date',
  );

  // A session, added from #Sessions.
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add session' });
  await dialog.getByRole('textbox', { name: 'Session name' }).fill(`Fall ${stamp}`);
  await dialog.getByLabel('Start date').fill('2030-09-02');
  await dialog.getByLabel('End date').fill('2030-08-01');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(dialog.getByText('startDate must not be after endDate')).toBeVisible();
  await dialog.getByLabel('End date').fill('2030-12-20');
  await expectToast(page, 'Success', () => dialog.getByRole('button', { name: 'Add session' }).click());
  const sessions = page.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByRole('row').filter({ hasText: `Fall ${stamp}` })).toContainText(
    'Sep 2, 2030 – Dec 20, 2030',
  );
  await shoot(page, 'service-edit');

  // The session's page: rename it.
  await sessions.getByRole('link', { name: `Fall ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${serviceId}/sessions/[0-9a-f-]{36}/edit$`));
  const sessionPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Fall ${stamp}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Session name' }).fill(`Autumn ${stamp}`);
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByRole('heading', { name: `Autumn ${stamp}` })).toBeVisible();
  await shoot(page, 'session-edit');

  // The list: type label and booking kind.
  await page.goto(hostUrl(mine.name, '/services'));
  const row = page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Session based');
  await expect(row).toContainText('$25.00');
  await shoot(page, 'services');

  // The navbar's search finds the service and the session.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await search.fill(`autumn ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Autumn ${stamp}`) }).click();
  await expect(page).toHaveURL(atPath(sessionPath));
  await search.fill(`jazz theory ${stamp}`);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(atPath(servicePath));
});
