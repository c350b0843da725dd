import { Browser, Page } from 'playwright-core';
import { gql, Mailpit, StatusResult } from '@tempo/testing';
import {
  DEMO_ORIGIN,
  demoUrl,
  GATEWAY,
  freshPage,
  hostOf,
  hostUrl,
  loginThroughUi,
  useBrowserPage,
  waitForPath,
} from './browser';

/**
 * The superuser's business list (000 §2.5 /business) and business self-registration
 * (000 §2.3, §5) in a real browser, against the running product.
 */
let browser: Browser;
let page: Page;
const mailpit = new Mailpit();

useBrowserPage((s) => ({ browser, page } = s));

const APP_ORIGIN = hostUrl('app', '');

describe('all businesses', () => {
  it('shows the superuser every business with a link to its settings and to its own address', async () => {
    await loginThroughUi(page, 'admin@platform.example');
    await waitForPath(page, '/dashboard');
    await page.goto(demoUrl('/business'));
    await page.getByRole('heading', { name: 'All businesses' }).waitFor();
    const table = page.getByRole('table', { name: 'Businesses' });
    const row = table.locator('tr[data-business="demo"]');
    await row.getByRole('link', { name: 'Demo Music School' }).waitFor();
    expect(await row.getByRole('link', { name: 'Demo Music School' }).getAttribute('href')).toBe(
      '/business/demo/edit',
    );
    expect(await row.getByRole('link', { name: 'Open demo' }).getAttribute('href')).toBe(`${DEMO_ORIGIN}/`);

    await page.getByLabel('Search businesses').fill('demo music');
    await expect(table.locator('tr[data-business]').count()).resolves.toBe(1);

    await row.getByRole('link', { name: 'Demo Music School' }).click();
    await waitForPath(page, '/business/demo/edit');
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
  });

  it("creates a business from the 'Create business' form; the list then shows it", async () => {
    const name = `adm${Date.now() % 1e6}`;
    await loginThroughUi(page, 'admin@platform.example');
    await waitForPath(page, '/dashboard');
    await page.goto(demoUrl('/business'));
    await page.getByRole('button', { name: 'Create business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create business' });
    const field = dialog.getByLabel(/^Name \(subdomain\)/);
    await field.fill('demo');
    await dialog.getByText('demo is taken').waitFor();
    await field.fill(name);
    await dialog.getByText(`${name} is available`).waitFor();
    await dialog.getByLabel(/^Full name/).fill(`Admin Made ${name}`);
    await dialog.getByLabel(/^Tagline/).fill('Made by the platform');
    await dialog.getByLabel(/^Contact e-mail/).fill(`hello@${name}.example`);
    await dialog.getByLabel(/^E-mail sender address/).fill(`news@${name}.example`);
    await dialog.getByLabel(/^Website/).fill(`https://${name}.example`);
    await dialog.getByLabel(/^Phone number/).fill('+1 555 010 0150');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Success', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator(`tr[data-business="${name}"]`);
    await row.getByRole('link', { name: `Admin Made ${name}` }).waitFor();
    expect(await row.textContent()).toContain(`hello@${name}.example`);
  });

  it('sends an owner opening /business to their home page', async () => {
    await loginThroughUi(page, 'owner@demo.example');
    await waitForPath(page, '/dashboard');
    await page.goto(demoUrl('/business'));
    await waitForPath(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByRole('heading', { name: 'All businesses' }).count()).toBe(0);
  });
});

describe('business self-registration', () => {
  it('registers a business; the e-mailed link signs the new owner in on its subdomain', async () => {
    const name = `reg${Date.now() % 1e6}`;
    const email = `${name}@owners.example`;
    await page.goto(`${APP_ORIGIN}/business/register`);
    await page.getByRole('heading', { name: 'Register your business' }).waitFor();
    const background = await page
      .getByTestId('registration-background')
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toMatch(/^url\("data:image\/svg\+xml/);

    const subdomain = page.getByLabel(/^Subdomain/);
    await subdomain.fill('demo');
    await page.getByText('demo is taken').waitFor();
    await subdomain.fill(name);
    await page.getByText(`${name} is available`).waitFor();

    await page.getByLabel(/^First name/).fill('Rita');
    await page.getByLabel(/^Last name/).fill('Register');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+1 555 010 0123');
    await page.getByLabel(/^Business name/).fill(`Rita's Music ${name}`);
    await page.getByLabel(/^Business website/).fill(`https://${name}.example`);
    await page.getByLabel('(optional) Number of active students').fill('25');
    const since = new Date();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();
    await page.getByText(`A sign-in link was sent to ${email}`).waitFor();

    const mail = await mailpit.waitForMessage(email, since);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? 'about:blank');
    expect(link.origin).toBe(`http://${hostOf(name)}`);
    expect(link.pathname).toBe('/passwordless');
    expect(link.searchParams.get('temporaryAccess')).toBeTruthy();

    const visit = await freshPage(browser);
    try {
      await visit.page.goto(link.toString());
      await visit.page.getByText('Authenticating / Redirecting...').waitFor();
      await waitForPath(visit.page, '/dashboard');
      await visit.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(new URL(visit.page.url()).host).toBe(hostOf(name));
    } finally {
      await visit.context.close();
    }
  });
  it("an existing user's e-mail: the mailed link confirms the registration, then offers sign-in", async () => {
    const first = `cfa${Date.now() % 1e6}`;
    const second = `cfb${Date.now() % 1e6}`;
    const email = `${first}@owners.example`;
    const registered = await gql<{ selfRegisterBusiness: StatusResult }>(
      `${GATEWAY}/graphql`,
      `mutation($email: String!, $business: ID!) {
        selfRegisterBusiness(firstName: "Cora", lastName: "Confirm", email: $email, phoneNumber: "+1 555 010 0124",
          business: $business, businessFullName: "Cora's First Studio", businessWebsite: "https://cora.example",
          country: "US", locale: "en-US") { status error }
      }`,
      { email, business: first },
      { host: hostOf('app') },
    );
    expect(registered.data?.selfRegisterBusiness).toEqual({ status: 'ok', error: null });

    await page.goto(`${APP_ORIGIN}/business/register`);
    await page.getByRole('heading', { name: 'Register your business' }).waitFor();
    await page.getByLabel(/^Subdomain/).fill(second);
    await page.getByText(`${second} is available`).waitFor();
    await page.getByLabel(/^First name/).fill('Cora');
    await page.getByLabel(/^Last name/).fill('Confirm');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+1 555 010 0124');
    await page.getByLabel(/^Business name/).fill(`Cora's Second ${second}`);
    await page.getByLabel(/^Business website/).fill(`https://${second}.example`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();

    let confirmation: { ID: string } | undefined;
    while (!confirmation) {
      confirmation = (await mailpit.messagesTo(email)).find((m) => m.Subject.startsWith('Confirm'));
      if (!confirmation) await new Promise((r) => setTimeout(r, 250));
    }
    const link = new URL((await mailpit.text(confirmation.ID)).match(/https?:\/\/\S+/)?.[0] ?? 'about:blank');
    expect(link.origin).toBe(APP_ORIGIN);
    expect(link.pathname).toBe('/business/register/confirm');

    const visit = await freshPage(browser);
    try {
      await visit.page.goto(link.toString());
      await visit.page.getByRole('heading', { name: 'Registration confirmed' }).waitFor();
      await visit.page.getByText(`Cora's Second ${second}`).waitFor();
      const signIn = visit.page.getByRole('link', { name: 'Sign in' });
      expect(await signIn.getAttribute('href')).toBe(`http://${hostOf(second)}/login`);
      await visit.page.reload();
      await visit.page
        .getByText('This confirmation link is invalid, was already used or has expired')
        .waitFor();
    } finally {
      await visit.context.close();
    }
  });
});
