import { Page } from 'playwright-core';
import { demoUrl, submitLogin, useBrowserPage, waitForPath } from './browser';

/**
 * The shell's profile menu in a real browser, against the running product on demo.localhost:
 * a superuser acts as a client (000 §4.2, 'sudo-as' Authorization header) and stops again.
 */
let page: Page;

useBrowserPage((s) => ({ page } = s));

const SUPERUSER = 'admin@platform.example';
const CLIENT = 'client@demo.example';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('impersonation', () => {
  it('lets the superuser act as a client and stop again', async () => {
    await page.goto(demoUrl('/login'));
    await submitLogin(page, SUPERUSER);
    await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/', {
      waitUntil: 'commit',
    });
    const superuserHome = pathOf(page);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as user...' }).click();
    await page.getByRole('textbox', { name: 'User e-mail' }).fill(CLIENT);
    const sudoRequest = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.headers()['authorization'] ?? '').startsWith('sudo-as '),
    );
    await page.getByRole('button', { name: 'Act as user', exact: true }).click();

    await waitForPath(page, '/clients/self');
    const header = (await sudoRequest).headers()['authorization'];
    expect(header).toMatch(new RegExp(`^sudo-as ${CLIENT.replace(/\./g, '\\.')}\\|\\S+$`));
    await page.getByText(CLIENT).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sudoAs'))).toBe(CLIENT);

    await page.getByRole('button', { name: 'Stop Sudo' }).click();
    await waitForPath(page, superuserHome);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as user...' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Stop Sudo' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sudoAs'))).toBeNull();
    await page.getByText(SUPERUSER).first().waitFor();
  });

  it('refuses an unknown user and stays the superuser', async () => {
    await page.goto(demoUrl('/login'));
    await submitLogin(page, SUPERUSER);
    await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/', {
      waitUntil: 'commit',
    });
    const home = pathOf(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as user...' }).click();
    await page.getByRole('textbox', { name: 'User e-mail' }).fill('nobody@demo.example');
    await page.getByRole('button', { name: 'Act as user', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Act as user' })
      .getByText(/exist|cannot/i)
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sudoAs'))).toBeNull();
    expect(pathOf(page)).toBe(home);
  });
});

describe('mobile menu', () => {
  it("opens 280 px wide with 'My Profile' first and closes after navigating", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(demoUrl('/login'));
    await submitLogin(page, 'staff@demo.example');
    await waitForPath(page, '/today');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const profile = page.getByRole('link', { name: 'My Profile' });
    await profile.waitFor();
    const panel = await nav.evaluate(
      (el) => el.closest('.mantine-AppShell-navbar')!.getBoundingClientRect().width,
    );
    expect(Math.round(panel)).toBe(280);
    await profile.click();
    await waitForPath(page, '/staff/self');
    await profile.waitFor({ state: 'hidden' });
  });
});

describe('navbar tools', () => {
  it('offers the search box, the release notes and live support to the owner', async () => {
    await page.goto(demoUrl('/login'));
    await submitLogin(page, 'owner@demo.example');
    await waitForPath(page, '/dashboard');
    await page.getByPlaceholder('Search').click();
    await page.getByText('Search for Clients, Staff, Locations, Services, and Sessions').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Release notes/ }).click();
    await page.getByRole('link', { name: 'See all' }).click();
    await waitForPath(page, '/changelog');
    await page.getByRole('heading', { name: 'Changelog' }).waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Get live support' }).click();
    const panel = page.getByRole('dialog', { name: 'Live support' });
    await panel.waitFor();
    expect(await panel.getByRole('link').getAttribute('href')).toMatch(/^mailto:support@tempo\.example\?/);
  });
});
