import { expect, submitLogin, test } from './fixtures';
import { atPath } from './hosts';

/**
 * Roles are per business: a user signed in on a business where they have no
 * account is a visitor there. The web app tells them so instead of sending
 * them round between /login and their role's home page.
 */
test.describe('a signed-in user without an account in the business', () => {
  test("rival's owner signing in on demo sees 'No Accounts Found', stays on one page and can log out", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // Every path the page goes through once signed in: /login must not come back.
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await submitLogin(page, 'owner@rival.example');
    const noAccount = page.getByText('No Accounts Found, please setup your profile');
    await expect(noAccount).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await page.goto('/dashboard');
    await expect(noAccount).toBeVisible();
    await expect(page).toHaveURL(atPath('/dashboard'));
    expect(paths).not.toContain('/login');
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});
