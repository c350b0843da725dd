import { Browser, Page } from 'playwright-core';
import { Mailpit } from '@tempo/testing';
import {
  DEMO_ORIGIN,
  demoUrl,
  freshPage,
  loginThroughUi,
  sidebarHrefs,
  sidebarTexts,
  submitLogin,
  useBrowserPage,
  waitForPath,
} from './browser';

/**
 * The web app in a real browser, against the running product on demo.localhost:
 * sign-in, home page by role (000 §2.2), route guarding (§2.6), the shell's
 * permission-filtered sidebar (§2.8) and the passwordless link (§2.9).
 */
let browser: Browser;
let page: Page;
const mailpit = new Mailpit();

useBrowserPage((s) => ({ browser, page } = s));

const PAYROLL = '/staff/payroll';
const BUSINESS_SETTINGS = '/business/demo/edit';
const ALL_BUSINESSES = '/business';

describe('home page and sidebar by role', () => {
  it('owner lands on /dashboard and sees payroll, business settings, not all businesses', async () => {
    await loginThroughUi(page, 'owner@demo.example');
    await waitForPath(page, '/dashboard');
    const hrefs = await sidebarHrefs(page, [PAYROLL, BUSINESS_SETTINGS, '/staff', '/dashboard']);
    expect(hrefs).not.toContain(ALL_BUSINESSES);
    const texts = await sidebarTexts(page);
    expect(texts).toEqual(expect.arrayContaining(['Staff', 'Business Settings']));
    expect(texts).not.toContain('All businesses');
    expect(texts).not.toContain('Superuser tools');
  });

  it('manager lands on /today and sees business settings but not payroll', async () => {
    await loginThroughUi(page, 'manager@demo.example');
    await waitForPath(page, '/today');
    const hrefs = await sidebarHrefs(page, [BUSINESS_SETTINGS, '/staff', '/today']);
    expect(hrefs).not.toContain(PAYROLL);
    expect(hrefs).not.toContain(ALL_BUSINESSES);
    expect(await sidebarTexts(page)).not.toContain('All businesses');
  });

  it('staff lands on /today and sees the calendar and clients, not payroll or settings', async () => {
    await loginThroughUi(page, 'staff@demo.example');
    await waitForPath(page, '/today');
    const hrefs = await sidebarHrefs(page, ['/calendar?view=week', '/clients', '/today']);
    expect(hrefs).not.toContain(PAYROLL);
    expect(hrefs).not.toContain(BUSINESS_SETTINGS);
    expect(hrefs).not.toContain(ALL_BUSINESSES);
    expect(await sidebarTexts(page)).not.toContain('All businesses');
  });

  it('limited staff lands on /staff/self with a sidebar without calendar, clients or payroll', async () => {
    await loginThroughUi(page, 'limited@demo.example');
    await waitForPath(page, '/staff/self');
    const hrefs = await sidebarHrefs(page, ['/timeoff', '/logout']);
    expect(hrefs).not.toContain('/calendar?view=week');
    expect(hrefs).not.toContain('/clients');
    expect(hrefs).not.toContain(PAYROLL);
    expect(hrefs).not.toContain(BUSINESS_SETTINGS);
    expect(hrefs).not.toContain(ALL_BUSINESSES);
  });

  it('client lands on /clients/self in the client layout, with no sidebar or navbar', async () => {
    await loginThroughUi(page, 'client@demo.example');
    await waitForPath(page, '/clients/self');
    await page.getByRole('link', { name: 'Logout' }).waitFor();
    await page.getByText('client@demo.example').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Profile menu' }).count()).toBe(0);
    expect(await page.getByText('All businesses').count()).toBe(0);
  });
});

describe('route guarding', () => {
  it('sends a client opening /clients to /clients/self', async () => {
    await loginThroughUi(page, 'client@demo.example');
    await waitForPath(page, '/clients/self');
    await page.goto(demoUrl('/clients'));
    await waitForPath(page, '/clients/self');
    await page.getByRole('link', { name: 'Logout' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/clients/self');
  });

  it('sends a staff user opening the business settings to /today', async () => {
    await loginThroughUi(page, 'staff@demo.example');
    await waitForPath(page, '/today');
    await page.goto(demoUrl(BUSINESS_SETTINGS));
    await waitForPath(page, '/today');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/today');
  });

  it("tells a logged-out visitor 'Not logged in' and brings them back to the page after login", async () => {
    await page.goto(demoUrl('/calendar'));
    await page.getByText('Not logged in').waitFor();
    await page.getByText('please login before continuing').waitFor();
    await waitForPath(page, '/login');
    await submitLogin(page, 'staff@demo.example');
    await waitForPath(page, '/calendar');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/calendar');
  });
});

describe('login link', () => {
  it('signs in once through /passwordless; the same link then fails', async () => {
    const email = 'manager@demo.example';
    await page.goto(demoUrl('/login'));
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    const since = new Date();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.getByText('Check your email, a temporary access link was sent to you').waitFor();

    const mail = await mailpit.waitForMessage(email, since);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? 'about:blank');
    expect(link.origin).toBe(DEMO_ORIGIN);
    expect(link.pathname).toBe('/passwordless');
    expect(link.searchParams.get('temporaryAccess')).toBeTruthy();

    const visit = await freshPage(browser);
    try {
      await visit.page.goto(link.toString());
      await visit.page.getByText('Authenticating / Redirecting...').waitFor();
      await waitForPath(visit.page, '/today');
      await visit.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    } finally {
      await visit.context.close();
    }

    const again = await freshPage(browser);
    try {
      await again.page.goto(link.toString());
      await again.page.getByText('Authentication failed - The link may have expired').waitFor();
      await again.page.getByRole('button', { name: 'Login' }).waitFor();
      expect(new URL(again.page.url()).pathname).toBe('/passwordless');
    } finally {
      await again.context.close();
    }
  });
});
