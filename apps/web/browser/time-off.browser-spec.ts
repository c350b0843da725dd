import { call, loginByLink, op, OwnBusiness, Session, uniqueName } from '@tempo/testing';
import { expect, expectToast, storeSession, test } from './fixtures';
import { hostUrl } from './hosts';
import { shoot } from './shots';
import { recordAlerts } from './toasts';

/**
 * Time off (000 §2.5, 001 §4.1) in a real browser, on a business of the test's own: a staff member
 * made by its owner requests a day off, sees it submitted, and the owner (a manager) approves it with
 * a note; the staff member then sees it approved.
 */
test.use({ ownBusinessOptions: { prefix: 'timeoff', fullName: 'Time Off Music School' } });

const CREATE_PERSON = op<
  { createPeople: { status: string; error: string | null; people: { id: string } | null } },
  { business: string; firstName: string; lastName: string; email: string; staffRole: string }
>(`mutation($business: ID!, $firstName: String, $lastName: String, $email: String, $staffRole: String) {
  createPeople(business: $business, firstName: $firstName, lastName: $lastName, email: $email, staffRole: $staffRole) {
    status error people { id }
  }
}`);

const ACCOUNTS = op<{ accounts: { id: string; business: string }[] }, { email: string }>(
  `query($email: String!) { accounts(email: $email) { id business } }`,
);

/** A staff member of the business who can sign in (made by the owner, signed in by the mailed link). */
async function staffMember(mine: OwnBusiness, lastName: string): Promise<Session> {
  const email = `${uniqueName('staff')}@timeoff.example`;
  const answer = await call(
    mine.name,
    CREATE_PERSON,
    { business: mine.name, firstName: 'Tess', lastName, email, staffRole: 'staff' },
    mine.owner,
  );
  const id = answer.data?.createPeople.people?.id;
  if (!id) throw new Error(`createPeople failed: ${JSON.stringify(answer.errors ?? answer.data)}`);
  await expect
    .poll(async () => (await call(null, ACCOUNTS, { email }, mine.admin)).data?.accounts ?? [], {
      message: `the account of ${email}`,
      timeout: 60_000,
    })
    .toContainEqual(expect.objectContaining({ id, business: mine.name }));
  return (await loginByLink(mine.name, email)).session;
}

test('a staff member requests a day off and a manager approves it', async ({
  ownBusinessOwnerPage: manager,
  ownBusiness: mine,
  newVisitor,
}) => {
  const last = `Day${Date.now() % 100000}`;
  const title = `Tess ${last}'s time off request`;
  const staff = await newVisitor();
  await staff.addInitScript(recordAlerts);
  await storeSession(staff, hostUrl(mine.name, ''), await staffMember(mine, last));

  // The staff member asks for a whole day, with a note; the form names the zone.
  await staff.goto(hostUrl(mine.name, '/timeoff'));
  await expect(staff.getByRole('heading', { name: 'Time off' })).toBeVisible();
  await expect(staff.getByText(/^Date & times are in .+ timezone$/).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Request time off' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Request time off' });
  await dialog.getByLabel('First day').fill('2030-07-02');
  await dialog.getByLabel('Last day').fill('2030-07-01');
  await dialog.getByRole('button', { name: 'Request time off' }).click();
  await expect(dialog.getByText('The end of the time off must be after its start')).toBeVisible();
  await dialog.getByLabel('Last day').fill('2030-07-03');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Family wedding');
  await expectToast(staff, 'Success', () => dialog.getByRole('button', { name: 'Request time off' }).click());
  const mine1 = staff.getByRole('article', { name: title }).or(staff.locator(`[aria-label="${title}"]`));
  await expect(mine1).toContainText('Submitted');
  await expect(mine1).toContainText('Jul 2, 2030 – Jul 3, 2030 (all day)');
  await expect(mine1.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(mine1.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await shoot(staff, 'timeoff-staff');

  // Its page: the requester may change it while it is submitted.
  await mine1.getByRole('link', { name: 'Edit' }).click();
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Note' })).toHaveValue('Family wedding');
  await staff.getByRole('textbox', { name: 'Note' }).fill('Family wedding in Maine');
  await shoot(staff, 'timeoff-edit');
  await expectToast(staff, 'Success', () => staff.getByRole('button', { name: 'Save' }).click());
  await expect(mine1).toContainText('Family wedding in Maine');

  // The manager sees it among the submitted ones and approves it with a note.
  await manager.goto(hostUrl(mine.name, '/timeoff'));
  await manager.getByRole('combobox', { name: 'Status' }).click();
  await manager.getByRole('option', { name: 'Submitted' }).click();
  const request = manager.locator(`[aria-label="${title}"]`);
  await expect(request).toContainText('Family wedding in Maine');
  await shoot(manager, 'timeoff-manager');
  await request.getByRole('button', { name: 'Approve' }).click();
  const review = manager.getByRole('dialog', { name: `Approve ${title}` });
  await review.getByRole('textbox', { name: 'Note' }).fill('Enjoy the wedding');
  await expectToast(manager, 'Success', () => review.getByRole('button', { name: 'Approve' }).click());
  await manager.getByRole('combobox', { name: 'Status' }).click();
  await manager.getByRole('option', { name: 'Approved' }).click();
  await expect(manager.locator(`[aria-label="${title}"]`)).toContainText('Enjoy the wedding');

  // The staff member sees it approved; it can still be cancelled, not changed.
  await staff.reload();
  await expect(mine1).toContainText('Approved');
  await expect(mine1).toContainText('Enjoy the wedding');
  await expect(mine1.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});
