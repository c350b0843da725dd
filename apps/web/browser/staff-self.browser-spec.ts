import { Page } from '@playwright/test';
import { call, loginByLink, op, OwnBusiness, Session, uniqueName } from '@tempo/testing';
import { expect, expectToast, storeSession, test } from './fixtures';
import { hostUrl } from './hosts';

/**
 * The staff screens and the client self area (001 §2.3, §2.4) in a real browser, on a business of
 * the test's own: its owner adds a staff member and edits them; the mobile menu names the person
 * a page shows; a client made by the owner signs in, edits their own profile, adds a dependent
 * and edits that dependent.
 */
test.use({ ownBusinessOptions: { prefix: 'people', fullName: 'People Music School' } });

const CREATE_PERSON = op<
  { createPeople: { status: string; error: string | null; people: { id: string } | null } },
  { business: string; firstName: string; lastName: string; email: string | null; staffRole: string | null }
>(`mutation($business: ID!, $firstName: String, $lastName: String, $email: String, $staffRole: String) {
  createPeople(business: $business, firstName: $firstName, lastName: $lastName, email: $email, staffRole: $staffRole) {
    status error people { id }
  }
}`);

const ACCOUNTS = op<{ accounts: { id: string; business: string }[] }, { email: string }>(
  `query($email: String!) { accounts(email: $email) { id business } }`,
);

/** The owner makes a person of the business through the API (the screens under test are elsewhere). */
async function createPerson(
  mine: OwnBusiness,
  person: { firstName: string; lastName: string; email?: string; staffRole?: string },
): Promise<string> {
  const answer = await call(
    mine.name,
    CREATE_PERSON,
    { business: mine.name, email: null, staffRole: null, ...person },
    mine.owner,
  );
  const created = answer.data?.createPeople;
  if (created?.status !== 'ok' || !created.people)
    throw new Error(`createPeople failed: ${JSON.stringify(answer.errors ?? created)}`);
  return created.people.id;
}

/**
 * A person of the business who can sign in: the owner creates the person with an e-mail, identity
 * gives that person an account of the same id, and they sign in by the mailed login link.
 */
async function signedInPerson(
  mine: OwnBusiness,
  person: { firstName: string; lastName: string; staffRole?: string },
): Promise<{ id: string; session: Session }> {
  const email = `${uniqueName('person')}@people.example`;
  const id = await createPerson(mine, { ...person, email });
  await expect
    .poll(async () => (await call(null, ACCOUNTS, { email }, mine.admin)).data?.accounts ?? [], {
      message: `the account of ${email}`,
      timeout: 60_000,
    })
    .toContainEqual(expect.objectContaining({ id, business: mine.name }));
  return { id, session: (await loginByLink(mine.name, email)).session };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('staff', () => {
  test('the owner adds a staff member, finds them on the staffs page and edits them', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const last = `Reed${Date.now() % 100000}`;
    await page.goto(hostUrl(mine.name, '/staff'));
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Add staff' }).click();
    await expect(page.getByRole('heading', { name: 'Add staff' })).toBeVisible();

    // Nothing is sent until the names are there.
    await page.getByRole('button', { name: 'Add staff' }).click();
    await expect(page.getByText('An account manager first name is required')).toBeVisible();
    await expect(page.getByText('An account manager last name is required')).toBeVisible();

    await field(page, 'First name').fill('Sam');
    await field(page, 'Last name').fill(last);
    await field(page, 'E-mail').fill(`${last.toLowerCase()}@staff.example`);
    await page.getByRole('textbox', { name: 'Phone 1' }).fill('212 555 0100');
    // An owner may give any role, and sets the permission flags.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await field(page, 'Secondary attribute').fill('Piano');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Teaches jazz piano.');
    await page.getByRole('checkbox', { name: 'Can take own attendance' }).check();
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Add staff' }).click());

    await expect(page.getByRole('heading', { name: `Sam ${last}` })).toBeVisible();
    const staffPath = new URL(page.url()).pathname;
    expect(staffPath).toMatch(/^\/staff\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Manager', { exact: true })).toBeVisible();
    await expect(page.getByText('piano', { exact: true })).toBeVisible();
    await expect(page.getByText('Teaches jazz piano.')).toBeVisible();
    await expect(page.getByText('+12125550100')).toBeVisible();
    await expect(page.getByText('Can take own attendance')).toBeVisible();
    await expect(
      page.getByText('Not built yet: this part comes with the staff payroll feature.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit Sam ${last}` })).toBeVisible();
    await expect(field(page, 'Last name')).toHaveValue(last);
    await field(page, 'Last name').fill(`${last}-Hart`);
    await page.getByRole('checkbox', { name: 'Deactivated' }).check();
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('heading', { name: `Sam ${last}-Hart` })).toBeVisible();
    await expect(page).toHaveURL(hostUrl(mine.name, staffPath));
    await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();

    // The staffs page lists them with the badge, and its search finds them.
    await page.goto(hostUrl(mine.name, '/staff'));
    const table = page.getByRole('table', { name: 'Staff' });
    const row = table.getByRole('row').filter({ hasText: `Sam ${last}-Hart` });
    await expect(row).toContainText('Deactivated');
    await expect(row).toContainText('Manager');
    await page.getByRole('textbox', { name: 'Search staff' }).fill('nobody-is-called-this');
    await expect(row).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search staff' }).fill(last.toLowerCase());
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Sam ${last}-Hart` }).click();
    await expect(page).toHaveURL(hostUrl(mine.name, staffPath));
  });

  test('the mobile menu names the staff member being viewed, and leads back from their edit page', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const id = await createPerson(mine, { firstName: 'Mona', lastName: 'Menu', staffRole: 'staff' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(mine.name, `/staff/${id}`));
    await expect(page.getByRole('heading', { name: 'Mona Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).locator('..');
    await expect(nav.getByText('Mona Menu', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', `/staff/${id}/payroll`);
    await nav.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Mona Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: "Go back to Mona's profile" }).click();
    await expect(page).toHaveURL(hostUrl(mine.name, `/staff/${id}`));
  });
});

test.describe('client self area', () => {
  test('a client edits their own profile, adds a dependent and edits the dependent', async ({
    page,
    ownBusiness: mine,
  }) => {
    const { session } = await signedInPerson(mine, { firstName: 'Cara', lastName: 'Client' });
    await storeSession(page, hostUrl(mine.name, ''), session);
    await page.goto(hostUrl(mine.name, '/clients/self'));
    await expect(page.getByRole('heading', { name: 'Cara Client' })).toBeVisible();
    await expect(page.getByText('No dependents yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit my profile' })).toBeVisible();
    await field(page, 'Last name').fill('Clientson');
    await page.getByRole('textbox', { name: 'Phone 1' }).fill('not a phone');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone 1' }).fill('617 555 0199');
    await field(page, 'City').fill('Boston');
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('heading', { name: 'Cara Clientson' })).toBeVisible();
    await expect(page.getByText('+16175550199')).toBeVisible();
    await expect(page.getByText('Boston')).toBeVisible();

    await page.getByRole('button', { name: 'Add a dependent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a dependent' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText("A dependent's first name is required")).toBeVisible();
    await expect(dialog.getByText("A dependent's last name is required")).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Mia');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Clientson');
    await dialog.getByLabel('Date of birth').fill('2016-04-02');
    await expectToast(page, 'Success', () =>
      dialog.getByRole('button', { name: 'Add', exact: true }).click(),
    );
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Mia Clientson' }).click();

    await expect(page.getByRole('heading', { name: 'Mia Clientson' })).toBeVisible();
    await expect(page.getByText('April 2nd, 2016')).toBeVisible();
    const selector = page.getByRole('combobox', { name: 'Viewing' });
    await expect(selector).toHaveValue('Mia Clientson');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Mia Clientson' })).toBeVisible();
    await field(page, 'First name').fill('Mila');
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('heading', { name: 'Mila Clientson' })).toBeVisible();

    // The selector goes back to the client's own profile.
    await selector.click();
    await page.getByRole('option', { name: 'Myself' }).click();
    await expect(page).toHaveURL(hostUrl(mine.name, '/clients/self'));
    await expect(page.getByRole('heading', { name: 'Cara Clientson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mila Clientson' })).toBeVisible();
  });
});

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('staff self', () => {
  test('a staff member edits their own profile, only the fields that are theirs, and uploads a photo', async ({
    page,
    ownBusiness: mine,
  }) => {
    const { session } = await signedInPerson(mine, {
      firstName: 'Sid',
      lastName: 'Self',
      staffRole: 'limited_staff',
    });
    await storeSession(page, hostUrl(mine.name, ''), session);
    await page.goto(hostUrl(mine.name, '/staff/self'));
    await expect(page.getByRole('heading', { name: 'Sid Self' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Limited staff', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit my profile' })).toBeVisible();
    // Only the fields a staff member changes on themself (001 §6).
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Deactivated' })).toHaveCount(0);

    await expectToast(page, 'Success', () =>
      page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG }),
    );
    await expect(page.getByRole('button', { name: 'Remove the photo' })).toBeVisible();
    await field(page, 'Online id').fill('sid-online');
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save' }).click());
    await expect(page).toHaveURL(hostUrl(mine.name, '/staff/self'));
    await expect(page.getByText('sid-online')).toBeVisible();
    const photo = page.getByRole('main').locator('img').first();
    await expect(photo).toHaveAttribute(
      'src',
      new RegExp(`^/media/${mine.name}/profile_photos/.+\\?size=72$`),
    );
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
