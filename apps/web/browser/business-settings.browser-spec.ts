import { Browser, Page } from 'playwright-core';
import {
  demoUrl,
  freshPage,
  loginThroughUi,
  PASSWORD,
  useBrowserPage,
  waitForPath,
  waitForThemePrimary,
} from './browser';
import { restoreSettings, SettingsSnapshot, snapshotSettings, SUPERUSER } from './settings-helpers';

/**
 * The business settings screen (000 §2.5) in a real browser: the owner renames the business
 * and changes its primary colour, and the shell shows them after a reload; the owner changes
 * a notification switch, the client statuses and a message; a superuser changes the SMS tier;
 * staff are kept out.
 */
let browser: Browser;
let page: Page;

const SETTINGS = '/business/demo/edit';
const ORIGINAL = { fullName: 'Demo Music School', uiPrimaryColor: '#3b5bdb' };

/** The settings the later tests change, read before the first of them changes anything. */
let snapshot: SettingsSnapshot | undefined;
async function snapshotOnce(): Promise<void> {
  snapshot ??= await snapshotSettings(browser);
}

/** Puts the demo business's settings back through the API, whatever the UI did. */
async function restoreDemoBusiness(): Promise<void> {
  if (snapshot) await restoreSettings(browser, snapshot);
  const { context: ctx, page: p } = await freshPage(browser);
  try {
    await p.goto(demoUrl('/login'));
    const result = await p.evaluate(
      async ({ password, original }) => {
        const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: token ? `Bearer ${token}` : 'null',
            },
            body: JSON.stringify({ query, variables }),
          });
          return response.json();
        };
        const login = await call(
          `mutation ($login: ID!, $password: String!, $business: String) {
            loginSimple(login: $login, password: $password, business: $business, returnIdToken: true) { status error idToken }
          }`,
          { login: 'owner@demo.example', password, business: 'demo' },
        );
        const token = login.data?.loginSimple?.idToken;
        const update = await call(
          `mutation ($business: ID!, $fullName: String, $uiPrimaryColor: String) {
            selfUpdateBusiness(business: $business, fullName: $fullName, uiPrimaryColor: $uiPrimaryColor) { status error }
          }`,
          { business: 'demo', ...original },
          token,
        );
        return update.data?.selfUpdateBusiness ?? update;
      },
      { password: PASSWORD, original: ORIGINAL },
    );
    expect(result).toEqual({ status: 'ok', error: null });
  } finally {
    await ctx.close();
  }
}

useBrowserPage((s) => ({ browser, page } = s));

describe('business settings', () => {
  afterAll(async () => {
    await restoreDemoBusiness();
  });

  it('saves a new full name and primary colour, which the shell shows after a reload', async () => {
    const fullName = `Demo Music School ${Date.now() % 100000}`;
    const color = '#e8590c';
    await loginThroughUi(page, 'owner@demo.example');
    await waitForPath(page, '/dashboard');
    await page.goto(demoUrl(SETTINGS));
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    const name = page.getByLabel(/^Full name/);
    await expect(name.inputValue()).resolves.toBe(ORIGINAL.fullName);
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
    await snapshotOnce();
    const posting = !snapshot!.enableClientPosting;
    const statuses = [`Alumni ${Date.now() % 100000}`, 'Paused'];
    await loginThroughUi(page, 'owner@demo.example');
    await waitForPath(page, '/dashboard');
    await page.goto(demoUrl(SETTINGS));
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();

    const notifications = page.getByRole('region', { name: 'Notifications and posting' });
    const switchInput = notifications.getByRole('switch', { name: 'Client posting enabled' });
    await expect(switchInput.isChecked()).resolves.toBe(!posting);
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
    await snapshotOnce();
    const tier = String(((snapshot!.smsTier ?? 0) + 17) % 1000);
    await loginThroughUi(page, SUPERUSER);
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
    await page.goto(demoUrl(SETTINGS));
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
    await page.goto(demoUrl(SETTINGS));
    await waitForPath(page, '/today');
    expect(await page.getByRole('heading', { name: 'Business settings' }).count()).toBe(0);
  });
});
