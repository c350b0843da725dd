import { call, op } from '@tempo/testing';
import { expect, storeSession, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { ZONE, bookLesson, localNow, offsetOf, shots, studio } from './schedule-setup';

/**
 * The appointment waitlist's screens in a business of the test's own: the owner puts a client on the waitlist
 * of a service (/waitlistnotification/new), finds them in the list, edits their time windows, and the client's
 * mailed link takes them off it (the public /waitlistnotification/:id/unsubscribe).
 */
test.use({ ownBusinessOptions: { prefix: 'waitlist', fullName: 'Waitlist Music School', timezone: ZONE } });

const CREATE_CLIENT = op<
  { createPeople: { status: string; error: string | null; people: { id: string } | null } },
  { b: string; f: string; l: string; e: string }
>(`mutation($b: ID!, $f: String!, $l: String!, $e: String) {
  createPeople(business: $b, firstName: $f, lastName: $l, email: $e) { status error people { id } } }`);

test('the owner puts a client on the appointment waitlist, sees and edits it; the mailed link unsubscribes', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
  mail,
  newVisitor,
}) => {
  const last = `Wait${Date.now() % 100000}`;
  const s = await studio(mine, last);
  const email = `wren.${last.toLowerCase()}@${mine.name}.example`;
  const made = await call(
    mine.name,
    CREATE_CLIENT,
    { b: mine.name, f: 'Wren', l: last, e: email },
    mine.owner,
  );
  const wrenId = made.data?.createPeople.people?.id;
  if (!wrenId) throw new Error(`createPeople: ${JSON.stringify(made.errors ?? made.data)}`);
  // A lesson of Wren's three weeks ahead: scheduling knows the client once it is booked.
  const later = localNow(ZONE, 21 * 24 * 60).date;
  await bookLesson(mine, { ...s, clientId: wrenId }, `${later}T10:00:00${offsetOf(later)}`);
  const inbox = await mail.watch(email);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, '/waitlistnotification'));
  await expect(page.getByRole('heading', { name: 'Waitlist notifications' })).toBeVisible();
  await expect(page.getByText('No waitlist notifications.')).toBeVisible();
  await page.getByRole('link', { name: 'New waitlist notification' }).click();
  await expect(page).toHaveURL(atPath('/waitlistnotification/new'));
  await expect(page.getByRole('heading', { name: 'New waitlist notification' })).toBeVisible();

  // Nothing chosen: the form says what is missing and stays.
  await page.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(page).toHaveURL(atPath('/waitlistnotification/new'));

  const client = page.getByRole('combobox', { name: 'Client', exact: true });
  await client.fill(`Wren ${last}`);
  await page.getByRole('option', { name: new RegExp(`Wren ${last}`) }).click();
  await page.getByRole('combobox', { name: 'Service', exact: true }).click();
  await page.getByRole('option', { name: 'Piano 30', exact: true }).click();
  const window1 = page.getByLabel('Time window 1', { exact: true });
  await window1.getByLabel('From').fill('15:00');
  await window1.getByLabel('To').fill('18:00');
  await shots(page, 'waitlist-new');
  await page.getByRole('button', { name: 'Add to waitlist' }).click();

  // The list shows the client's notification, in line.
  await expect(page).toHaveURL(atPath('/waitlistnotification'));
  const list = page.getByRole('table', { name: 'Waitlist notifications' });
  const title = `Wren ${last}'s appointment waitlist notification`;
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Piano 30');
  await expect(row).toContainText('15:00');
  await expect(row).toContainText('Active');
  await shots(page, 'waitlist-list');

  // Edit: another window's hours, saved back into the list.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/waitlistnotification\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const editWindow = page.getByLabel('Time window 1', { exact: true });
  await expect(editWindow.getByLabel('From')).toHaveValue('15:00');
  await editWindow.getByLabel('From').fill('16:30');
  await shots(page, 'waitlist-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(atPath('/waitlistnotification'));
  await expect(list.getByRole('row').filter({ hasText: title })).toContainText('16:30');
  await expect(list.getByRole('row').filter({ hasText: title })).not.toContainText('15:00');

  // The confirmation mail's link, opened by anyone: the public page takes the client off the waitlist.
  const link = await inbox.newLink(/^You are on the waitlist/);
  expect(link.pathname).toMatch(/^\/waitlistnotification\/[0-9a-f-]+\/unsubscribe$/);
  const visitor = await newVisitor();
  await visitor.goto(link.toString());
  await expect(visitor.getByRole('heading', { name: 'Leave the waitlist' })).toBeVisible();
  await shots(visitor, 'waitlist-unsubscribe');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('Unsubscribed', { exact: true })).toBeVisible();

  // Back in the list, with every status shown: the notification is no longer active.
  await page.reload();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Unsubscribed', exact: true }).click();
  await expect(list.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: title })).toContainText('Unsubscribed');
});
