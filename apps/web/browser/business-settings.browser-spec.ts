import { Page } from 'playwright-core';
import { call, createOwnBusiness, mailpit, OwnBusiness, StatusResult, SUPERUSER_LOGIN } from '@tempo/testing';
import {
  demoUrl,
  hostUrl,
  loginThroughUi,
  submitLogin,
  useBrowserPage,
  waitForPath,
  waitForThemePrimary,
} from './browser';

/**
 * The business settings screen (000 §2.5) in a real browser, on a business of the suite's own
 * (the shared demo business is only read): its owner renames the business and changes its
 * primary colour, and the shell shows them after a reload; the owner changes a notification
 * switch, the client statuses and a message; a superuser changes the SMS tier; demo's staff
 * are kept out of demo's settings.
 */
let page: Page;
let mine: OwnBusiness;

const settingsPath = () => `/business/${mine.name}/edit`;

/** Signs the business's owner in through the login link mailed to them, opened in the page. */
async function ownerSignsIn(): Promise<void> {
  const since = new Date();
  const r = await call<{ requestSelfAuthLink: StatusResult }>(
    mine.name,
    `mutation($b: String, $e: String!) { requestSelfAuthLink(business: $b, email: $e) { status error } }`,
    { b: mine.name, e: mine.ownerEmail },
  );
  expect(r.data?.requestSelfAuthLink).toEqual({ status: 'ok', error: null });
  const mail = await mailpit.waitForMessage(mine.ownerEmail, since);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await waitForPath(page, '/dashboard');
}

useBrowserPage((s) => ({ page } = s));

describe('business settings', () => {
  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'settings', fullName: 'Settings Music School' });
  });

  it('saves a new full name and primary colour, which the shell shows after a reload', async () => {
    const fullName = `Settings Music School ${Date.now() % 100000}`;
    const color = '#e8590c';
    await ownerSignsIn();
    await page.goto(hostUrl(mine.name, settingsPath()));
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    const name = page.getByLabel(/^Full name/);
    await expect(name.inputValue()).resolves.toBe(mine.fullName);
    await page.getByLabel('(optional) Tagline').waitFor();

    await name.fill(fullName);
    const primary = page.getByLabel('(optional) Primary colour');
    await primary.fill(color);
    await primary.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Success', { exact: true }).waitFor();
    await page.waitForFunction((title) => document.title === title, fullName);
    // The shell follows at once: its business is reloaded and the theme takes the new colour.
    await waitForThemePrimary(page, color);
    await page.getByRole('banner').getByText(fullName, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    await page.waitForFunction((title) => document.title === title, fullName);
    expect(await page.title()).toBe(fullName);
    await waitForThemePrimary(page, color);
    await page.getByRole('banner').getByText(fullName, { exact: true }).waitFor();
    await expect(page.getByLabel(/^Full name/).inputValue()).resolves.toBe(fullName);
    await expect(page.getByLabel('(optional) Primary colour').inputValue()).resolves.toBe(color);
    await page.getByRole('region', { name: 'Payment' }).waitFor();
    await page.getByRole('region', { name: 'Subscription' }).waitFor();
  });

  it('saves a notification switch, the client statuses and a message, which stay after a reload', async () => {
    const statuses = [`Alumni ${Date.now() % 100000}`, 'Paused'];
    await ownerSignsIn();
    await page.goto(hostUrl(mine.name, settingsPath()));
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();

    const notifications = page.getByRole('region', { name: 'Notifications and posting' });
    const switchInput = notifications.getByRole('switch', { name: 'Client posting enabled' });
    // A new business has client posting off.
    await expect(switchInput.isChecked()).resolves.toBe(false);
    const posting = true;
    await switchInput.focus();
    await page.keyboard.press('Space');
    await expect(switchInput.isChecked()).resolves.toBe(posting);
    expect(await notifications.getByText('Notifications enabled:').count()).toBe(1);

    const clientStatuses = page.getByRole('combobox', { name: '(optional) Client statuses' });
    for (const status of statuses) {
      await clientStatuses.fill(status);
      await clientStatuses.press('Enter');
    }
    const birthday = page.getByLabel('(optional) Birthday message (HTML)');
    await birthday.fill('<p>Happy birthday, <b>friend</b>!</p><script>alert(1)</script>');
    await expect(page.getByTestId('preview-birthdayMessage').innerHTML()).resolves.toBe(
      '<p>Happy birthday, <b>friend</b>!</p>',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Success', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    const reloaded = page.getByRole('region', { name: 'Notifications and posting' });
    await expect(reloaded.getByRole('switch', { name: 'Client posting enabled' }).isChecked()).resolves.toBe(
      posting,
    );
    const clients = page.getByRole('region', { name: 'Clients' });
    for (const status of statuses) await clients.getByText(status, { exact: true }).waitFor();
    await expect(page.getByLabel('(optional) Birthday message (HTML)').inputValue()).resolves.toBe(
      '<p>Happy birthday, <b>friend</b>!</p>',
    );
    expect(await page.getByRole('region', { name: 'Platform settings' }).count()).toBe(0);
  });

  it('lets a superuser change the SMS tier, which stays after a reload', async () => {
    const tier = String(100 + (Date.now() % 900));
    await page.goto(hostUrl(mine.name, '/login'));
    await submitLogin(page, SUPERUSER_LOGIN);
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
    await page.goto(hostUrl(mine.name, settingsPath()));
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    const platform = page.getByRole('region', { name: 'Platform settings' });
    const smsTier = platform.getByLabel('(optional) SMS tier');
    await smsTier.fill(tier);
    await page.getByRole('button', { name: 'Save platform settings' }).click();
    await page.getByText('Success', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    await expect(
      page.getByRole('region', { name: 'Platform settings' }).getByLabel('(optional) SMS tier').inputValue(),
    ).resolves.toBe(tier);
  });

  it('sends a staff user opening the business settings to /today', async () => {
    await loginThroughUi(page, 'staff@demo.example');
    await waitForPath(page, '/today');
    await page.goto(demoUrl('/business/demo/edit'));
    await waitForPath(page, '/today');
    expect(await page.getByRole('heading', { name: 'Business settings' }).count()).toBe(0);
  });
});
