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
