import { expect, expectThemePrimary, expectToast, storeSession, test } from './fixtures';
import { hostUrl } from './hosts';

/**
 * The business settings screen (000 §2.5) in a real browser, each test on a business of its own
 * (the shared demo business is only read): its owner renames the business and changes its
 * primary colour, and the shell shows them after a reload; the owner changes a notification
 * switch, the client statuses and a message; a superuser changes the SMS tier. That demo's
 * staff are kept out of demo's settings is a route-guarding test (sign-in.browser-spec.ts).
 */
test.use({ ownBusinessOptions: { prefix: 'settings', fullName: 'Settings Music School' } });

test.describe('business settings', () => {
  test('saves a new full name and primary colour, which the shell shows after a reload', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const fullName = `Settings Music School ${Date.now() % 100000}`;
    const color = '#e8590c';
    await page.goto(hostUrl(mine.name, `/business/${mine.name}/edit`));
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    const name = page.getByLabel(/^Full name/);
    await expect(name).toHaveValue(mine.fullName);
    await expect(page.getByLabel('(optional) Tagline')).toBeVisible();

    await name.fill(fullName);
    const primary = page.getByLabel('(optional) Primary colour');
    await primary.fill(color);
    await primary.press('Escape');
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save', exact: true }).click());
    await expect(page).toHaveTitle(fullName);
    // The shell follows at once: its business is reloaded and the theme takes the new colour.
    await expectThemePrimary(page, color);
    await expect(page.getByRole('banner').getByText(fullName, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    await expect(page).toHaveTitle(fullName);
    await expectThemePrimary(page, color);
    await expect(page.getByRole('banner').getByText(fullName, { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(fullName);
    await expect(page.getByLabel('(optional) Primary colour')).toHaveValue(color);
    await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
  });

  test('saves a notification switch, the client statuses and a message, which stay after a reload', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const statuses = [`Alumni ${Date.now() % 100000}`, 'Paused'];
    const message = '<p>Happy birthday, <b>friend</b>!</p>';
    await page.goto(hostUrl(mine.name, `/business/${mine.name}/edit`));
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();

    const notifications = page.getByRole('region', { name: 'Notifications and posting' });
    const switchInput = notifications.getByRole('switch', { name: 'Client posting enabled' });
    // A new business has client posting off.
    await expect(switchInput).not.toBeChecked();
    await switchInput.focus();
    await page.keyboard.press('Space');
    await expect(switchInput).toBeChecked();
    await expect(notifications.getByText('Notifications enabled:')).toHaveCount(1);

    const clientStatuses = page.getByRole('combobox', { name: '(optional) Client statuses' });
    for (const status of statuses) {
      await clientStatuses.fill(status);
      await clientStatuses.press('Enter');
    }
    await page.getByLabel('(optional) Birthday message (HTML)').fill(`${message}<script>alert(1)</script>`);
    const preview = page.getByTestId('preview-birthdayMessage');
    await expect.poll(() => preview.innerHTML()).toBe(message);
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save', exact: true }).click());

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    const reloaded = page.getByRole('region', { name: 'Notifications and posting' });
    await expect(reloaded.getByRole('switch', { name: 'Client posting enabled' })).toBeChecked();
    const clients = page.getByRole('region', { name: 'Clients' });
    for (const status of statuses) await expect(clients.getByText(status, { exact: true })).toBeVisible();
    await expect(page.getByLabel('(optional) Birthday message (HTML)')).toHaveValue(message);
    await expect(page.getByRole('region', { name: 'Platform settings' })).toHaveCount(0);
  });

  test('lets a superuser change the SMS tier, which stays after a reload', async ({
    page,
    ownBusiness: mine,
  }) => {
    const tier = String(100 + (Date.now() % 900));
    // The superuser who created the business.
    await storeSession(page, hostUrl(mine.name, ''), mine.admin);
    await page.goto(hostUrl(mine.name, `/business/${mine.name}/edit`));
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    const smsTier = () =>
      page.getByRole('region', { name: 'Platform settings' }).getByLabel('(optional) SMS tier');
    await smsTier().fill(tier);
    await expectToast(page, 'Success', () =>
      page.getByRole('button', { name: 'Save platform settings' }).click(),
    );

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    await expect(smsTier()).toHaveValue(tier);
  });
});
