import { Page } from 'playwright-core';
import { demoUrl, submitLogin, useBrowserPage } from './browser';

/**
 * Roles are per business: a user signed in on a business where they have no
 * account is a visitor there. The web app tells them so instead of sending
 * them round between /login and their role's home page.
 */
let page: Page;
useBrowserPage((s) => ({ page } = s));

describe('a signed-in user without an account in the business', () => {
  it("rival's owner signing in on demo sees 'No Accounts Found', stays on one page and can log out", async () => {
    await page.goto(demoUrl('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // Every path the page goes through once signed in: /login must not come back.
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await submitLogin(page, 'owner@rival.example');
    await page.getByText('No Accounts Found, please setup your profile').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(demoUrl('/dashboard'));
    await page.getByText('No Accounts Found, please setup your profile').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(paths).not.toContain('/login');
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
