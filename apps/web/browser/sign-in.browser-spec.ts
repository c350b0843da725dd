import {
  DEMO_USERS,
  expect,
  expectSidebarLinks,
  sidebar,
  sidebarEntry,
  signIn,
  submitLogin,
  test,
} from './fixtures';
import { atPath, DEMO_ORIGIN, hostUrl } from './hosts';

/**
 * The web app in a real browser, against the running product on demo.localhost:
 * sign-in, home page by role (000 §2.2), route guarding (§2.6), the shell's
 * permission-filtered sidebar (§2.8) and the passwordless link (§2.9).
 */
const PAYROLL = '/staff/payroll';
const BUSINESS_SETTINGS = '/business/demo/edit';
const ALL_BUSINESSES = '/business';

// Each user signs in through the login form here (the other tests mostly start signed in).
test.describe('home page and sidebar by role', () => {
  test('owner lands on /dashboard and sees payroll, business settings, not all businesses', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.owner);
    await expect(page).toHaveURL(atPath('/dashboard', DEMO_ORIGIN));
    await expectSidebarLinks(page, [PAYROLL, BUSINESS_SETTINGS, '/staff', '/dashboard'], [ALL_BUSINESSES]);
    await expect(sidebarEntry(page, 'Staff').first()).toBeAttached();
    await expect(sidebarEntry(page, 'Business Settings').first()).toBeAttached();
    await expect(sidebarEntry(page, 'All businesses')).toHaveCount(0);
    await expect(sidebarEntry(page, 'Superuser tools')).toHaveCount(0);
  });

  test('manager lands on /today and sees business settings but not payroll', async ({ page }) => {
    await signIn(page, DEMO_USERS.manager);
    await expect(page).toHaveURL(atPath('/today', DEMO_ORIGIN));
    await expectSidebarLinks(page, [BUSINESS_SETTINGS, '/staff', '/today'], [PAYROLL, ALL_BUSINESSES]);
    await expect(sidebarEntry(page, 'All businesses')).toHaveCount(0);
  });

  test('staff lands on /today and sees the calendar and clients, not payroll or settings', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.staff);
    await expect(page).toHaveURL(atPath('/today', DEMO_ORIGIN));
    await expectSidebarLinks(
      page,
      ['/calendar?view=week', '/clients', '/today'],
      [PAYROLL, BUSINESS_SETTINGS, ALL_BUSINESSES],
    );
    await expect(sidebarEntry(page, 'All businesses')).toHaveCount(0);
  });

  test('limited staff lands on /staff/self with a sidebar without calendar, clients or payroll', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.limited);
    await expect(page).toHaveURL(atPath('/staff/self', DEMO_ORIGIN));
    await expectSidebarLinks(
      page,
      ['/timeoff', '/logout'],
      ['/calendar?view=week', '/clients', PAYROLL, BUSINESS_SETTINGS, ALL_BUSINESSES],
    );
  });

  test('client lands on /clients/self in the client layout, with no sidebar or navbar', async ({ page }) => {
    await signIn(page, DEMO_USERS.client);
    await expect(page).toHaveURL(atPath('/clients/self', DEMO_ORIGIN));
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText(DEMO_USERS.client).first()).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    await expect(page.getByText('All businesses')).toHaveCount(0);
  });
});

test.describe('route guarding', () => {
  test('sends a client opening /clients to /clients/self', async ({ clientPage: page }) => {
    await expect(page).toHaveURL(atPath('/clients/self'));
    await page.goto('/clients');
    await expect(page).toHaveURL(atPath('/clients/self'));
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/clients/self'));
  });

  test('sends a staff user opening the business settings to /today', async ({ staffPage: page }) => {
    await expect(page).toHaveURL(atPath('/today'));
    await page.goto(BUSINESS_SETTINGS);
    await expect(page).toHaveURL(atPath('/today'));
    await expect(sidebar(page)).toBeVisible();
    await expect(page).toHaveURL(atPath('/today'));
    await expect(page.getByRole('heading', { name: 'Business settings' })).toHaveCount(0);
  });

  test("tells a logged-out visitor 'Not logged in' and brings them back to the page after login", async ({
    page,
  }) => {
    await page.goto('/calendar');
    await expect(page.getByText('Not logged in')).toBeVisible();
    await expect(page.getByText('please login before continuing')).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
    await submitLogin(page, DEMO_USERS.staff);
    await expect(page).toHaveURL(atPath('/calendar'));
    await expect(sidebar(page)).toBeVisible();
    await expect(page).toHaveURL(atPath('/calendar'));
  });
});

test.describe('login link', () => {
  // The owner of a business of the test's own: a link request writes a token and counts towards the
  // recipient's mail limit, neither of which may touch the shared demo business.
  test('signs in once through /passwordless; the same link then fails', async ({
    page,
    mail,
    newVisitor,
    ownBusiness,
  }) => {
    const email = ownBusiness.ownerEmail;
    const origin = hostUrl(ownBusiness.name, '');
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    const mailbox = await mail.watch(email);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await expect(page.getByText('Check your email, a temporary access link was sent to you')).toBeVisible();

    const link = await mailbox.newLink();
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/passwordless');
    expect(link.searchParams.get('temporaryAccess')).toBeTruthy();

    const visit = await newVisitor();
    await visit.goto(link.toString());
    await expect(visit.getByText('Authenticating / Redirecting...')).toBeVisible();
    await expect(visit).toHaveURL(atPath('/dashboard', origin));
    await expect(sidebar(visit)).toBeVisible();

    const again = await newVisitor();
    await again.goto(link.toString());
    await expect(again.getByText('Authentication failed - The link may have expired')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(again).toHaveURL(atPath('/passwordless', origin));
  });
});
