import { DEMO_USERS, expect, expectSidebarLinks, expectThemePrimary, submitLogin, test } from './fixtures';
import { APP_ORIGIN, atPath, DEMO_ORIGIN, hostUrl, onOrigin } from './hosts';

/**
 * The shared app host and the auth origin's storage frame (000 §2.1): a login on app.localhost
 * continues, still signed in, on the business's own subdomain; a subdomain naming no business
 * leads to business selection. The auth frame's storage is third-party on localhost: the tests that
 * sign in run in a profile that allows it (a browser of their own); the others need no storage of
 * another site, and run in a throwaway context.
 */
test.describe('app host', () => {
  test('sends the owner from app.localhost to demo.localhost, still logged in', async ({
    thirdPartyStoragePage: page,
  }) => {
    await page.goto(hostUrl('app', '/login'));
    await submitLogin(page, DEMO_USERS.owner);
    await expect(page).toHaveURL(atPath('/dashboard', DEMO_ORIGIN));
    await expectSidebarLinks(page, ['/dashboard', '/business/demo/edit']);
    await expect(page).toHaveURL(onOrigin(DEMO_ORIGIN));
  });

  test('lets the superuser pick a business on app.localhost and work on it there', async ({
    thirdPartyStoragePage: page,
  }) => {
    await page.goto(hostUrl('app', '/login'));
    await submitLogin(page, DEMO_USERS.superuser);
    const modal = page.getByRole('dialog', { name: 'Select a business' });
    await expect(modal).toBeVisible();
    await modal.getByText('Demo Music School', { exact: true }).click();
    await expect(modal).toBeHidden();
    // Superusers are never sent to the business's subdomain (000 §2.1).
    await expectSidebarLinks(page, ['/business/demo/edit', '/business']);
    await expect(page).toHaveURL(onOrigin(APP_ORIGIN));
    await expect(page).toHaveTitle('Demo Music School');
    // The business's own colour drives the theme on the app host too.
    await expectThemePrimary(page, '#3b5bdb');
    await page.getByRole('link', { name: 'Business Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Demo Music School');
    await expect(page).toHaveURL(onOrigin(APP_ORIGIN));
  });

  test('leads an unknown business subdomain to business selection', async ({ page }) => {
    await page.goto(hostUrl('nosuch', '/'));
    await expect(page.getByRole('heading', { name: 'Select a business' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a business' })).toHaveAttribute(
      'href',
      `${APP_ORIGIN}/`,
    );
  });

  test('the storage frame keeps the session of the auth origin', async ({ page }) => {
    await page.goto(hostUrl('auth', '/storage-frame'));
    const reply = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('message', (event) => 'ok' in event.data && resolve(event.data));
          window.postMessage({ id: 't1', op: 'set', key: 'probe', value: 'v' }, '*');
        }),
    );
    expect(reply).toEqual({ id: 't1', ok: true });
    expect(await page.evaluate(() => window.localStorage.getItem('probe'))).toBe('v');
  });
});
