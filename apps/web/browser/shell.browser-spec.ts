import { DEMO_USERS, expect, sidebar, test } from './fixtures';
import { atPath } from './hosts';

/**
 * The shell's profile menu in a real browser, against the running product on demo.localhost:
 * a superuser acts as a client (000 §4.2, 'sudo-as' Authorization header) and stops again.
 */
const CLIENT = DEMO_USERS.client;
/** Where the superuser lands on demo, and comes back to after acting as someone. */
const SUPERUSER_HOME = '/dashboard';

test.describe('impersonation', () => {
  test('lets the superuser act as a client and stop again', async ({ superuserPage: page }) => {
    await expect(page).toHaveURL(atPath(SUPERUSER_HOME));
    const sudoAs = () => page.evaluate(() => localStorage.getItem('sudoAs'));

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as user...' }).click();
    await page.getByRole('textbox', { name: 'User e-mail' }).fill(CLIENT);
    const sudoRequest = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.headers()['authorization'] ?? '').startsWith('sudo-as '),
    );
    await page.getByRole('button', { name: 'Act as user', exact: true }).click();

    await expect(page).toHaveURL(atPath('/clients/self'));
    const header = (await sudoRequest).headers()['authorization'];
    expect(header).toMatch(new RegExp(`^sudo-as ${CLIENT.replace(/\./g, '\\.')}\\|\\S+$`));
    await expect(page.getByText(CLIENT).first()).toBeVisible();
    await expect.poll(sudoAs).toBe(CLIENT);

    await page.getByRole('button', { name: 'Stop Sudo' }).click();
    await expect(page).toHaveURL(atPath(SUPERUSER_HOME));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Act as user...' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Stop Sudo' })).toHaveCount(0);
    await expect.poll(sudoAs).toBeNull();
    await expect(page.getByText(DEMO_USERS.superuser).first()).toBeVisible();
  });

  test('refuses an unknown user and stays the superuser', async ({ superuserPage: page }) => {
    await expect(page).toHaveURL(atPath(SUPERUSER_HOME));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as user...' }).click();
    await page.getByRole('textbox', { name: 'User e-mail' }).fill('nobody@demo.example');
    await page.getByRole('button', { name: 'Act as user', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Act as user' }).getByText(/exist|cannot/i)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sudoAs'))).toBeNull();
    await expect(page).toHaveURL(atPath(SUPERUSER_HOME));
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens 280 px wide with 'My Profile' first and closes after navigating", async ({
    staffPage: page,
  }) => {
    await expect(page).toHaveURL(atPath('/today'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const profile = page.getByRole('link', { name: 'My Profile' });
    await expect(profile).toBeVisible();
    const panel = page.locator('.mantine-AppShell-navbar').filter({ has: sidebar(page) });
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(280);
    await profile.click();
    await expect(page).toHaveURL(atPath('/staff/self'));
    await expect(profile).toBeHidden();
  });
});

test.describe('navbar tools', () => {
  test('offers the search box, the release notes and live support to the owner', async ({
    ownerPage: page,
  }) => {
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.getByPlaceholder('Search').click();
    await expect(
      page.getByText('Search for Clients, Staff, Locations, Services, and Sessions'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Release notes/ }).click();
    await page.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(atPath('/changelog'));
    await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Get live support' }).click();
    const panel = page.getByRole('dialog', { name: 'Live support' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveAttribute('href', /^mailto:support@tempo\.example\?/);
  });
});
