import { Browser, Page } from 'playwright-core';
import { demoUrl, freshPage, loginThroughUi, PASSWORD, useBrowserPage, waitForPath } from './browser';

/**
 * The business settings screen (000 §2.5) in a real browser: the owner renames the business
 * and changes its primary colour, and the shell shows them after a reload; staff are kept out.
 */
let browser: Browser;
let page: Page;

const SETTINGS = '/business/demo/edit';
const ORIGINAL = { fullName: 'Demo Music School', uiPrimaryColor: '#3b5bdb' };

/** Puts the demo business's name and colour back through the API, whatever the UI did. */
async function restoreDemoBusiness(): Promise<void> {
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

    await page.reload();
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    await page.waitForFunction((title) => document.title === title, fullName);
    expect(await page.title()).toBe(fullName);
    await expect(page.getByLabel(/^Full name/).inputValue()).resolves.toBe(fullName);
    await expect(page.getByLabel('(optional) Primary colour').inputValue()).resolves.toBe(color);
    await page.getByRole('region', { name: 'Payment' }).waitFor();
    await page.getByRole('region', { name: 'Subscription' }).waitFor();
  });

  it('sends a staff user opening the business settings to /today', async () => {
    await loginThroughUi(page, 'staff@demo.example');
    await waitForPath(page, '/today');
    await page.goto(demoUrl(SETTINGS));
    await waitForPath(page, '/today');
    expect(await page.getByRole('heading', { name: 'Business settings' }).count()).toBe(0);
  });
});
