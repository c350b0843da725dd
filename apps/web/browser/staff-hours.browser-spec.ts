import { call, op } from '@tempo/testing';
import { expect, expectToast, test } from './fixtures';
import { DEMO_ORIGIN, hostUrl } from './hosts';
import { shoot } from './shots';
import { recordAlerts } from './toasts';

/**
 * Staff hours (001 §3.1) and availabilities (001 §2.4, §3.6) in a real browser, on a business of the
 * test's own: the owner adds open hours to their own profile and sees them as free time in
 * /staff/availabilities. Then the public program of a demo session (only read).
 */
const ZONE = 'America/New_York';
test.use({ ownBusinessOptions: { prefix: 'hours', fullName: 'Hours Music School', timezone: ZONE } });

/** The GraphQL operation a request of the page names, if any. */
const operationOf = (body: string | null): string | null => {
  try {
    return (JSON.parse(body ?? '') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('the owner adds open hours to their profile and sees them in the availabilities', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  await page.addInitScript(recordAlerts);
  // New hours start in the business's zone once the page has read it (until then the form would take UTC):
  // the dialog is opened once the business's settings have come, as a user opens it on a page that has settled.
  const settings = page.waitForResponse((r) => operationOf(r.request().postData()) === 'TimeOffSettings');
  await page.goto(hostUrl(mine.name, '/staff/self'));
  await settings;
  const part = page.getByRole('region', { name: 'Staff hours' });
  await expect(part.getByText('No open hours.')).toBeVisible();
  await part.getByRole('button', { name: 'Add open hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add open hours' });
  await expect(dialog.getByRole('combobox', { name: 'Timezone', exact: true })).toHaveValue(ZONE);
  await dialog.getByText('Sat', { exact: true }).click();
  await dialog.getByText('Sun', { exact: true }).click();
  await dialog.getByLabel('Starting').fill('2025-01-06');
  await dialog.getByLabel('From').fill('09:00');
  await dialog.getByLabel('To').fill('09:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('To must differ from From');
  await dialog.getByLabel('To').fill('17:30');
  await dialog.getByLabel('Label').fill('Lessons');
  await expectToast(page, 'Success', () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
  const line = 'Mon, Tue, Wed, Thu, Fri, Sat, Sun 09:00–17:30';
  await expect(part.getByText(line, { exact: true })).toBeVisible();
  await expect(part.getByText('Lessons')).toBeVisible();
  await expect(part.getByRole('button', { name: `Edit ${line}` })).toBeVisible();
  await shoot(page, 'staff-hours');

  // Every day of this week (the screen's default) has the hours free, in the zone the screen names.
  await page.goto(hostUrl(mine.name, '/staff/availabilities'));
  await expect(page.getByRole('heading', { name: 'Availabilities' })).toBeVisible();
  await expect(page.getByText(`Date & times are in ${ZONE} timezone`)).toBeVisible();
  const from = await page.getByLabel('From').inputValue();
  await expect(page.getByLabel('To')).toHaveValue(addDays(from, 6));
  const card = page.locator('[aria-label^="Availability of"]');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('09:00–17:30')).toHaveCount(7);
  await expect(card.getByText('Any service').first()).toBeVisible();
  await shoot(page, 'staff-availabilities');

  // Back on the profile: the hours are changed, then removed.
  await page.goto(hostUrl(mine.name, '/staff/self'));
  await part.getByRole('button', { name: `Edit ${line}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit open hours' });
  await expect(edit.getByLabel('Label')).toHaveValue('Lessons');
  await edit.getByText('Sun', { exact: true }).click();
  await expectToast(page, 'Success', () => edit.getByRole('button', { name: 'Save' }).click());
  const changed = 'Mon, Tue, Wed, Thu, Fri, Sat 09:00–17:30';
  await expect(part.getByText(changed, { exact: true })).toBeVisible();
  await expectToast(page, 'Success', () => part.getByRole('button', { name: `Remove ${changed}` }).click());
  await expect(part.getByText('No open hours.')).toBeVisible();
});

const DEMO_SESSIONS = op<
  { services: { id: string; sessions: { id: string; name: string }[] }[] },
  { business: string }
>(`query($business: ID!) { services(business: $business) { id sessions { id name } } }`);

test("a visitor reads a demo session's program, and a clear message for an unknown one", async ({ page }) => {
  const answer = await call('demo', DEMO_SESSIONS, { business: 'demo' });
  const service = answer.data?.services.find((s) => s.sessions.length > 0);
  if (!service) throw new Error(`no demo session: ${JSON.stringify(answer.errors ?? answer.data)}`);
  const session = service.sessions[0];
  await page.goto(`${DEMO_ORIGIN}/services/${service.id}/sessions/${session.id}/program`);
  await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Program' })).toBeVisible();
  await expect(page.getByText(/^Date & times are in .+ timezone$/)).toBeVisible();
  await shoot(page, 'session-program');
  await page.goto(`${DEMO_ORIGIN}/services/${service.id}/sessions/${service.id}/program`);
  await expect(page.getByText("This session's program was not found.")).toBeVisible();
});
