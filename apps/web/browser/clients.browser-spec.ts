import { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { atPath, hostUrl } from './hosts';

/**
 * The client screens (001 §2.2) in a real browser, on a business of the test's own (the demo
 * business is only read): its owner registers a dependent and then a client managing them with
 * the client form, finds the client with the navbar's search, opens the profile with its family,
 * and edits the client; two records of one client are merged into the one kept.
 */
test.use({ ownBusinessOptions: { prefix: 'clients', fullName: 'Clients Music School' } });

/** Fills the client form's names (and e-mail) and saves: 'Success', then the new client's profile. */
async function saveClient(
  page: Page,
  first: string,
  last: string,
  fill?: () => Promise<void>,
): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Add client' })).toBeVisible();
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill(last);
  await fill?.();
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save', exact: true }).click());
  await expect(page.getByRole('heading', { name: `${first} ${last}` })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

test.describe('clients', () => {
  test('the owner registers a client with a dependent, finds them in the search, opens and edits the profile', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const last = `Lovelace${Date.now() % 100000}`;
    await page.goto(hostUrl(mine.name, '/clients/create'));
    const kitId = await saveClient(page, 'Kit', last);

    // The account holder, with an e-mail, a phone of the US and the dependent picked by name.
    await page.goto(hostUrl(mine.name, '/clients/create'));
    const adaId = await saveClient(page, 'Ada', last, async () => {
      await page.getByLabel('E-mail').fill(`ada.${last.toLowerCase()}@example.com`);
      await page.getByRole('textbox', { name: 'Phone 1', exact: true }).fill('(212) 555-0100');
      const dependents = page.getByRole('combobox', { name: 'Dependents' });
      await dependents.fill(`kit ${last}`);
      await page.getByRole('option', { name: `Kit ${last}` }).click();
    });
    const family = page.getByRole('region', { name: 'Family' });
    await expect(family.getByRole('link', { name: `Kit ${last}` })).toHaveAttribute(
      'href',
      `/clients/${kitId}`,
    );
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByText('+12125550100')).toBeVisible();

    // The navbar's search finds the client by name, as a client card, and opens the profile.
    await page.goto(hostUrl(mine.name, '/clients'));
    await expect(page.getByRole('heading', { name: 'All Clients' })).toBeVisible();
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.fill(`ada ${last}`);
    const card = page.getByTestId('client-card').filter({ hasText: `Ada ${last}` });
    await expect(card).toContainText(`ada.${last.toLowerCase()}@example.com`);
    await card.click();
    await expect(page).toHaveURL(atPath(`/clients/${adaId}`));
    await expect(page.getByRole('heading', { name: `Ada ${last}` })).toBeVisible();

    // Edit: a new first name, saved with the version loaded.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit client' })).toBeVisible();
    const first = page.getByLabel(/^First name/);
    await expect(first).toHaveValue('Ada');
    await expect(page.getByLabel('E-mail')).toHaveValue(`ada.${last.toLowerCase()}@example.com`);
    await first.fill('Augusta');
    await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Save', exact: true }).click());
    await expect(page).toHaveURL(atPath(`/clients/${adaId}`));
    await expect(page.getByRole('heading', { name: `Augusta ${last}` })).toBeVisible();

    // The dependent's profile names the edited client as their account manager.
    await page
      .getByRole('region', { name: 'Family' })
      .getByRole('link', { name: `Kit ${last}` })
      .click();
    await expect(page.getByRole('heading', { name: `Kit ${last}` })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Family' }).getByRole('link', { name: `Augusta ${last}` }),
    ).toHaveAttribute('href', `/clients/${adaId}`);
  });

  test('the owner merges two records of one client, keeping the one chosen with what the other adds', async ({
    ownBusinessOwnerPage: page,
    ownBusiness: mine,
  }) => {
    const ids: string[] = [];
    await page.goto(hostUrl(mine.name, '/clients/create'));
    ids.push(
      await saveClient(page, 'Dana', 'Twin', () => page.getByLabel('E-mail').fill('dana.twin@example.com')),
    );
    await page.goto(hostUrl(mine.name, '/clients/create'));
    ids.push(
      await saveClient(page, 'Dana', 'Twin', () =>
        page.getByRole('textbox', { name: 'Phone 1', exact: true }).fill('212 555 0199'),
      ),
    );

    // From the second record's profile: find the first, compare, keep the first.
    await page.getByRole('link', { name: 'Merge', exact: true }).click();
    await page.getByRole('textbox', { name: 'Find the other record' }).fill('dana');
    await page.getByRole('listitem', { name: 'Pick Dana Twin' }).click();
    await expect(page.getByRole('table', { name: 'Records compared' })).toBeVisible();
    await page.getByRole('radio', { name: 'Keep this record' }).nth(1).check();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await expectToast(page, 'Success', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click(),
    );
    await expect(page).toHaveURL(atPath(`/clients/${ids[0]}`));
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByText('dana.twin@example.com')).toBeVisible();
    await expect(contact.getByText('+12125550199')).toBeVisible();
    await page.goto(hostUrl(mine.name, `/clients/${ids[1]}`));
    await expect(page.getByText('This client does not exist (any more).')).toBeVisible();
  });
});
