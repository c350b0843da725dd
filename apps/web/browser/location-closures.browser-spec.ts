import { call, op } from '@tempo/testing';
import { expect, expectToast, storeSession, test } from './fixtures';
import { hostUrl } from './hosts';
import { ZONE, bookLesson, localNow, offsetOf, shots, studio } from './schedule-setup';

/**
 * A closed date added to a location after lessons were booked on it: the owner sees the lessons it
 * reaches before saving, and saving marks them closed (EVENT_STATUS_LOCATION_SKIP).
 */
test.use({ ownBusinessOptions: { prefix: 'closed', fullName: 'Closures Music School', timezone: ZONE } });

const EVENT_STATUS = op<{ event: { status: string; displayName: string } }, { b: string; id: string }>(
  `query($b: ID!, $id: ID!) { event(business: $b, id: $id) { status displayName } }`,
);

/** The local date `days` after `date` ('YYYY-MM-DD'). */
const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a closed date lists the lessons it reaches and marks them closed once saved', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const s = await studio(mine, `Closed${Date.now() % 100000}`);
  const day = plusDays(localNow(ZONE).date, 5);
  const eventId = await bookLesson(mine, s, `${day}T16:00:00${offsetOf(day)}`);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `/locations/${s.locationId}/edit`));
  await expect(page.getByRole('heading', { name: 'Edit Main Studio' })).toBeVisible();
  await page.getByRole('button', { name: 'Add closed date' }).click();
  await page.locator('[data-hours="hoursClosed-0"]').getByLabel('Date').fill(day);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Closed hours reach booked events' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 booked event falls in the closed hours and will be marked closed:');
  await expect(dialog).toContainText('Piano 30');
  await expect(dialog).toContainText('4:00 PM');
  await shots(page, 'location-closure-impact');

  // Cancelling saves nothing: the lesson stays booked.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const before = await call(mine.name, EVENT_STATUS, { b: mine.name, id: eventId }, mine.owner);
  expect(before.data?.event.status).toBe('EVENT_STATUS_ACTIVE');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', () =>
    page
      .getByRole('dialog', { name: 'Closed hours reach booked events' })
      .getByRole('button', { name: 'Save and mark them closed' })
      .click(),
  );
  await expect
    .poll(
      async () =>
        (await call(mine.name, EVENT_STATUS, { b: mine.name, id: eventId }, mine.owner)).data?.event,
    )
    .toEqual({ status: 'EVENT_STATUS_LOCATION_SKIP', displayName: 'Piano 30 (closed)' });
});
