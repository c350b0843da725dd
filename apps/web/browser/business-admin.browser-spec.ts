import { Page } from '@playwright/test';
import { call, op, StatusResult, uniqueName } from '@tempo/testing';
import { expect, expectToast, sidebar, sidebarEntry, test } from './fixtures';
import { APP_ORIGIN, atPath, DEMO_ORIGIN, hostOf, hostUrl } from './hosts';

/** Opens the business list from the sidebar's 'Superuser tools' (within the app, not a new load of it). */
async function openAllBusinesses(page: Page): Promise<void> {
  await sidebarEntry(page, 'Superuser tools').click();
  await sidebar(page).getByRole('link', { name: 'All businesses' }).click();
  await expect(page).toHaveURL(atPath('/business'));
}

/**
 * The superuser's business list (000 §2.5 /business) and business self-registration
 * (000 §2.3, §5) in a real browser, against the running product.
 */
test.describe('all businesses', () => {
  test('shows the superuser every business with a link to its settings and to its own address', async ({
    superuserPage: page,
  }) => {
    await expect(page).toHaveURL(atPath('/dashboard'));
    await openAllBusinesses(page);
    await expect(page.getByRole('heading', { name: 'All businesses' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Businesses' });
    const row = table.locator('tr[data-business="demo"]');
    const settings = row.getByRole('link', { name: 'Demo Music School' });
    await expect(settings).toHaveAttribute('href', '/business/demo/edit');
    await expect(row.getByRole('link', { name: 'Open demo' })).toHaveAttribute('href', `${DEMO_ORIGIN}/`);

    await page.getByLabel('Search businesses').fill('demo music');
    await expect(table.locator('tr[data-business]')).toHaveCount(1);

    await settings.click();
    await expect(page).toHaveURL(atPath('/business/demo/edit'));
    await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
  });

  test("creates a business from the 'Create business' form; the list then shows it", async ({
    superuserPage: page,
  }) => {
    const name = uniqueName('adm');
    await expect(page).toHaveURL(atPath('/dashboard'));
    await openAllBusinesses(page);
    const table = page.getByRole('table', { name: 'Businesses' });
    // The list would render every business (every test run adds some): the new name is searched
    // for before the list arrives, and the form is opened once the list is there, filtered, so
    // that neither the list nor its refresh after the save renders all of them.
    await page.getByLabel('Search businesses').fill(name);
    await expect(page.getByText(/^0 of [1-9]\d* businesses$/)).toBeVisible();
    await expect(table.locator('tr[data-business]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create business' });
    const field = dialog.getByLabel(/^Name \(subdomain\)/);
    await field.fill('demo');
    await expect(dialog.getByText('demo is taken')).toBeVisible();
    await field.fill(name);
    await expect(dialog.getByText(`${name} is available`)).toBeVisible();
    await dialog.getByLabel(/^Full name/).fill(`Admin Made ${name}`);
    await dialog.getByLabel(/^Tagline/).fill('Made by the platform');
    await dialog.getByLabel(/^Contact e-mail/).fill(`hello@${name}.example`);
    await dialog.getByLabel(/^E-mail sender address/).fill(`news@${name}.example`);
    await dialog.getByLabel(/^Website/).fill(`https://${name}.example`);
    await dialog.getByLabel(/^Phone number/).fill('+1 555 010 0150');
    await expectToast(page, 'Success', () =>
      dialog.getByRole('button', { name: 'Create', exact: true }).click(),
    );
    await expect(dialog).toBeHidden();
    const row = table.locator(`tr[data-business="${name}"]`);
    await expect(row.getByRole('link', { name: `Admin Made ${name}` })).toBeVisible();
    await expect(row).toContainText(`hello@${name}.example`);
    await expect(table.locator('tr[data-business]')).toHaveCount(1);
  });

  test('sends an owner opening /business to their home page', async ({ ownerPage: page }) => {
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.goto('/business');
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All businesses' })).toHaveCount(0);
  });
});

/** A business registered by an e-mail on the app host (the sign-up form's mutation). */
const SELF_REGISTER = op<{ selfRegisterBusiness: StatusResult }, { email: string; business: string }>(
  `mutation($email: String!, $business: ID!) {
    selfRegisterBusiness(firstName: "Cora", lastName: "Confirm", email: $email, phoneNumber: "+1 555 010 0124",
      business: $business, businessFullName: "Cora's First Studio", businessWebsite: "https://cora.example",
      country: "US", locale: "en-US") { status error }
  }`,
);

test.describe('business self-registration', () => {
  test('registers a business; the e-mailed link signs the new owner in on its subdomain', async ({
    page,
    mail,
    newVisitor,
  }) => {
    const name = uniqueName('reg');
    const email = `${name}@owners.example`;
    await page.goto(`${APP_ORIGIN}/business/register`);
    await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();
    await expect(page.getByTestId('registration-background')).toHaveCSS(
      'background-image',
      /^url\("data:image\/svg\+xml/,
    );

    const subdomain = page.getByLabel(/^Subdomain/);
    await subdomain.fill('demo');
    await expect(page.getByText('demo is taken')).toBeVisible();
    await subdomain.fill(name);
    await expect(page.getByText(`${name} is available`)).toBeVisible();

    await page.getByLabel(/^First name/).fill('Rita');
    await page.getByLabel(/^Last name/).fill('Register');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+1 555 010 0123');
    await page.getByLabel(/^Business name/).fill(`Rita's Music ${name}`);
    await page.getByLabel(/^Business website/).fill(`https://${name}.example`);
    await page.getByLabel('(optional) Number of active students').fill('25');
    const mailbox = await mail.watch(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
    await expect(page.getByText(`A sign-in link was sent to ${email}`)).toBeVisible();

    const link = await mailbox.newLink();
    expect(link.origin).toBe(hostUrl(name, ''));
    expect(link.pathname).toBe('/passwordless');
    expect(link.searchParams.get('temporaryAccess')).toBeTruthy();

    const visit = await newVisitor();
    await visit.goto(link.toString());
    await expect(visit.getByText('Authenticating / Redirecting...')).toBeVisible();
    await expect(visit).toHaveURL(atPath('/dashboard'));
    await expect(sidebar(visit)).toBeVisible();
    expect(new URL(visit.url()).host).toBe(hostOf(name));
  });

  test("an existing user's e-mail: the mailed link confirms the registration, then offers sign-in", async ({
    page,
    mail,
    newVisitor,
  }) => {
    const first = uniqueName('cfa');
    const second = uniqueName('cfb');
    const email = `${first}@owners.example`;
    const registered = await call('app', SELF_REGISTER, { email, business: first });
    expect(registered.data?.selfRegisterBusiness).toEqual({ status: 'ok', error: null });

    await page.goto(`${APP_ORIGIN}/business/register`);
    await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();
    await page.getByLabel(/^Subdomain/).fill(second);
    await expect(page.getByText(`${second} is available`)).toBeVisible();
    await page.getByLabel(/^First name/).fill('Cora');
    await page.getByLabel(/^Last name/).fill('Confirm');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+1 555 010 0124');
    await page.getByLabel(/^Business name/).fill(`Cora's Second ${second}`);
    await page.getByLabel(/^Business website/).fill(`https://${second}.example`);
    const mailbox = await mail.watch(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();

    const link = await mailbox.newLink(/^Confirm/);
    expect(link.origin).toBe(APP_ORIGIN);
    expect(link.pathname).toBe('/business/register/confirm');

    const visit = await newVisitor();
    await visit.goto(link.toString());
    await expect(visit.getByRole('heading', { name: 'Registration confirmed' })).toBeVisible();
    await expect(visit.getByText(`Cora's Second ${second}`)).toBeVisible();
    await expect(visit.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${hostUrl(second, '/login')}`,
    );
    await visit.reload();
    await expect(
      visit.getByText('This confirmation link is invalid, was already used or has expired'),
    ).toBeVisible();
  });
});
