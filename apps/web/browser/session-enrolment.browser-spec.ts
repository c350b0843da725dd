import { Page } from '@playwright/test';
import { expect, expectToast, storeSession, test } from './fixtures';
import { atPath, hostUrl } from './hosts';
import { shots, ZONE } from './schedule-setup';
import { classes, enrol, placesIn } from './session-setup';

/**
 * Enrolment in sessions (001 §2.6, §9) in a business of the test's own: the owner enrols a client in a
 * session (/session/enroll), moves a client's enrolment to another session (/session/transfer) and enrols
 * several clients at once (batch enroll); each is checked on the page and through the API.
 */
test.use({ ownBusinessOptions: { prefix: 'enrol', fullName: 'Enrolment Music School', timezone: ZONE } });

/** Chooses `option` in the select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Finds a client by name in the people picker labelled `label` and picks them. */
const pick = async (page: Page, label: string, name: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
};

test('the owner enrols a client in a session; the class shows them enrolled', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const c = await classes(mine, `Enrol${Date.now() % 100000}`, ['Ivy']);
  const [ivy] = c.clients;
  // Ivy has a place in Summer already: scheduling knows her.
  await enrol(mine, c, c.summer.id, [ivy.id]);
  expect(await placesIn(mine, c.spring.eventIds[0])).toEqual([]);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `/session/enroll?clientId=${ivy.id}`));
  await expect(page.getByRole('heading', { name: 'Enroll In Session' })).toBeVisible();
  await expect(page.getByText(ivy.name)).toBeVisible();

  // Nothing chosen but the client: the form names what is missing and stays.
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText('serviceId is required')).toBeVisible();
  await expect(page.getByText('sessionId is required')).toBeVisible();
  await expect(page.getByText('planName is required')).toBeVisible();
  await expect(page).toHaveURL(atPath('/session/enroll'));

  await choose(page, 'Service', 'Theory Group');
  await choose(page, 'Session', 'Spring');
  await choose(page, 'Plan', 'Term');
  await expect(page.getByRole('combobox', { name: 'Enrollment type', exact: true })).toHaveValue(
    'Full session',
  );
  await shots(page, 'session-enroll');
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Enroll', exact: true }).click());

  // The confirmation: the first class of the session, with Ivy enrolled for the term.
  await expect(page).toHaveURL(atPath(`/events/${c.spring.eventIds[0]}`));
  await expect(page.getByText('Session', { exact: true })).toBeVisible();
  const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: ivy.name });
  await expect(row).toContainText('Term');
  await expect(row).toContainText('Full session');
  await expect(page.getByText('1 of 6')).toBeVisible();
  await shots(page, 'session-enrolled');

  // Every class of Spring has her place; Summer's are as they were.
  for (const id of c.spring.eventIds)
    expect(await placesIn(mine, id)).toEqual([
      { peopleId: ivy.id, status: null, enrollmentType: 'FULL_SESSION', planName: 'Term' },
    ]);
  for (const id of c.summer.eventIds)
    expect((await placesIn(mine, id)).map((p) => p.peopleId)).toEqual([ivy.id]);
});

test("the owner transfers a client's enrolment to another session", async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const c = await classes(mine, `Move${Date.now() % 100000}`, ['Jay']);
  const [jay] = c.clients;
  await enrol(mine, c, c.spring.id, [jay.id]);

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, '/session/transfer'));
  await expect(page.getByRole('heading', { name: 'Transfer' })).toBeVisible();

  // Nothing chosen: the form names what is missing and transfers nothing.
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('clientId is required')).toBeVisible();
  await expect(page.getByText('fromSessionId is required')).toBeVisible();
  await expect(page.getByText('toSessionId is required')).toBeVisible();

  await pick(page, 'Client', jay.name);
  await choose(page, 'Service', 'Theory Group');
  await choose(page, 'From session', 'Spring');
  await choose(page, 'To session', 'Summer');
  await shots(page, 'session-transfer');
  await expectToast(page, 'Success', () =>
    page.getByRole('button', { name: 'Transfer', exact: true }).click(),
  );

  // Jay's schedule: Summer's classes are his now.
  await expect(page).toHaveURL(atPath(`/clients/${jay.id}/all-schedules`));
  await expect(page.getByRole('heading', { name: 'Client schedule' })).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Schedule' });
  for (const id of c.summer.eventIds) await expect(schedule.locator(`tr[data-event="${id}"]`)).toBeVisible();

  for (const id of c.spring.eventIds) expect(await placesIn(mine, id)).toEqual([]);
  for (const id of c.summer.eventIds)
    expect(await placesIn(mine, id)).toEqual([
      { peopleId: jay.id, status: null, enrollmentType: 'FULL_SESSION', planName: 'Term' },
    ]);
});

test('the owner enrols several clients in a session at once', async ({
  ownBusinessOwnerPage: page,
  ownBusiness: mine,
}) => {
  const c = await classes(mine, `Batch${Date.now() % 100000}`, ['Kim', 'Lou', 'Max']);
  // They all have a place in Summer already: scheduling knows them.
  await enrol(
    mine,
    c,
    c.summer.id,
    c.clients.map((x) => x.id),
  );

  await storeSession(page, hostUrl(mine.name, ''), mine.owner);
  await page.goto(hostUrl(mine.name, `/services/${c.classServiceId}/sessions/${c.spring.id}/batch-enroll`));
  await expect(page.getByRole('heading', { name: 'Batch enroll' })).toBeVisible();
  await expect(page.getByText('Theory Group · Spring')).toBeVisible();

  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText('clientIds is required')).toBeVisible();
  await expect(page.getByText('planName is required')).toBeVisible();

  for (const x of c.clients) await pick(page, 'Clients', x.name);
  await choose(page, 'Plan', 'Term');
  await shots(page, 'batch-enroll');
  await expectToast(page, 'Success', () => page.getByRole('button', { name: 'Enroll', exact: true }).click());
  await expect(page.getByRole('alert').filter({ hasText: 'Enrolled' })).toContainText(
    'The clients were enrolled.',
  );

  const ids = c.clients.map((x) => x.id).sort();
  for (const id of c.spring.eventIds) {
    const places = await placesIn(mine, id);
    expect(places.map((p) => p.peopleId).sort()).toEqual(ids);
    expect(places.every((p) => p.planName === 'Term' && p.enrollmentType === 'FULL_SESSION')).toBe(true);
  }
});
