import type { Locator, Page } from '@playwright/test';
import { call, login, uniqueName } from '@tempo/testing';
import { expect, test } from './fixtures';
import { atPath, DEMO_ORIGIN, hostUrl } from './hosts';

/**
 * Self-registration on /register (001 §2.12, §4.6, §5.1, §5.2, §8) in a real browser against the
 * running product: a visitor registers a family on a business of the test's own and is signed in;
 * the form's rules show the spec's texts (on demo, where nothing is sent); an e-mail already
 * registered gets the spec's dialog. Then the lead form of /lead and the invitation link of /invite.
 */
const PASSWORD = 'Tempo-reg-1';

const holder = (page: Page) => page.getByRole('group', { name: 'Account holder' });
const dependent = (page: Page, n: number) => page.getByRole('group', { name: `Dependent ${n}` });

async function startAsParent(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/register?utm_source=browser-test`);
  await expect(page.getByText('I am registering for:')).toBeVisible();
  await page.getByRole('button', { name: 'My Dependent(s) / Child(ren)' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
}

async function fillHolder(page: Page, email: string, phone = '(212) 555-0142', password = PASSWORD) {
  const form = holder(page);
  await form.getByLabel(/^First name/).fill('Rita');
  await form.getByLabel(/^Last name/).fill('Moreno');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByRole('textbox', { name: /^(\(optional\) )?Phone$/ }).fill(phone);
  await form.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
}

async function fillDependent(block: Locator, first: string, birthdate: string) {
  await block.getByLabel(/^First name/).fill(first);
  await block.getByLabel(/^Last name/).fill('Moreno');
  await block.getByLabel(/^Date of birth/).fill(birthdate);
}

const MYSELF = `query($b: ID!) {
  myself(business: $b) { firstName email phones dependents { firstName lastName birthdate } }
}`;

test.describe('/register', () => {
  test('a visitor registers with two dependents and is signed in to their home', async ({
    page,
    ownBusiness,
  }) => {
    const origin = hostUrl(ownBusiness.name, '');
    const email = `${uniqueName('parent')}@families.example`;
    await startAsParent(page, origin);
    await expect(dependent(page, 1)).toBeVisible();
    await fillHolder(page, email.toUpperCase());
    await fillDependent(dependent(page, 1), 'Ana', '2015-03-02');
    await expect(dependent(page, 1).getByText('March 2nd, 2015')).toBeVisible();
    await page.getByRole('button', { name: 'Add another dependent' }).click();
    await fillDependent(dependent(page, 2), 'Luis', '2018-11-23');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(atPath('/clients/self', origin));

    // The family as the API now knows it, signed in with the password just chosen.
    const session = await login(ownBusiness.name, email, PASSWORD);
    const r = await call<{
      myself: {
        firstName: string;
        email: string;
        phones: string[];
        dependents: { firstName: string; lastName: string; birthdate: string }[];
      };
    }>(ownBusiness.name, MYSELF, { b: ownBusiness.name }, session);
    expect(r.data?.myself).toMatchObject({ firstName: 'Rita', email, phones: ['+12125550142'] });
    expect(r.data?.myself.dependents.map((d) => [d.firstName, d.birthdate]).sort()).toEqual([
      ['Ana', '2015-03-02'],
      ['Luis', '2018-11-23'],
    ]);
  });

  test('a bad phone, a weak password and a missing dependent name show the spec’s texts', async ({
    page,
  }) => {
    await startAsParent(page, DEMO_ORIGIN);
    await fillHolder(page, 'not-sent@families.example', '1234', 'password');
    await dependent(page, 1)
      .getByLabel(/^Last name/)
      .fill('Moreno');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(holder(page).getByText('Enter a valid phone number')).toBeVisible();
    await expect(
      holder(page).getByText(
        'At least 8 characters, one upper-case, one lower-case and one number are required',
      ),
    ).toBeVisible();
    await expect(dependent(page, 1).getByText("A dependent's first name is required")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test("an e-mail already registered gets 'An account with this email already exists.'", async ({
    page,
    ownBusiness,
  }) => {
    const email = `${uniqueName('taken')}@families.example`;
    const first = await call<{ selfRegister: { status: string; error: string | null } }>(
      ownBusiness.name,
      `mutation($i: SelfRegisterInput!) { selfRegister(input: $i) { status error } }`,
      { i: { business: ownBusiness.name, email, password: PASSWORD, firstName: 'First', lastName: 'Taker' } },
    );
    expect(first.data?.selfRegister.status).toBe('ok');

    const origin = hostUrl(ownBusiness.name, '');
    await page.goto(`${origin}/register`);
    await page.getByRole('button', { name: 'Myself' }).click();
    await fillHolder(page, email);
    await holder(page)
      .getByLabel(/^Date of birth/)
      .fill('1990-05-01');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error creating account' });
    await expect(dialog).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL(atPath('/register', origin));
  });
});

test.describe('/lead and /invite', () => {
  test('a lead with the business’s own field is captured as a prospect, and thanked', async ({
    page,
    ownBusiness,
  }) => {
    const saved = await call<{ selfUpdateBusiness: { status: string } }>(
      ownBusiness.name,
      `mutation($b: ID!, $f: [FormFieldInput!]) {
        selfUpdateBusiness(business: $b, crmLeadCaptureFields: $f, crmThankYouMessage: "<p>We will call you.</p>") { status }
      }`,
      {
        b: ownBusiness.name,
        f: [{ id: 'instrument', name: 'Instrument', fieldType: 'TEXT', showField: true, requireField: true }],
      },
      ownBusiness.owner,
    );
    expect(saved.data?.selfUpdateBusiness.status).toBe('ok');
    const origin = hostUrl(ownBusiness.name, '');
    const email = `${uniqueName('lead')}@families.example`;
    await page.goto(`${origin}/lead`);
    await page.getByLabel(/^First name/).fill('Lena');
    await page.getByLabel(/^Last name/).fill('Park');
    await page.getByLabel(/^Your email/).fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('"Instrument" is required')).toBeVisible();
    await page.getByLabel(/^Instrument/).fill('Cello');
    await page.getByLabel(/Student first name/).fill('Mia');
    await page.getByLabel(/Student last name/).fill('Park');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('We will call you.')).toBeVisible();

    const found = await call<{
      people: { status: string; leadCaptureFields: string; dependents: { firstName: string }[] }[];
    }>(
      ownBusiness.name,
      `query($b: ID!, $s: String) { people(business: $b, search: $s) { status leadCaptureFields dependents { firstName } } }`,
      { b: ownBusiness.name, s: email },
      ownBusiness.owner,
    );
    expect(found.data?.people).toHaveLength(1);
    expect(found.data?.people[0]).toMatchObject({ status: 'Prospect', dependents: [{ firstName: 'Mia' }] });
    expect(JSON.parse(found.data?.people[0].leadCaptureFields ?? '{}')).toEqual({ Instrument: 'Cello' });
  });

  test('an invited client sets a password from the mailed link and is signed in', async ({
    page,
    ownBusiness,
    mail,
  }) => {
    const email = `${uniqueName('invited')}@families.example`;
    const created = await call<{ createPeople: { people: { id: string } | null } }>(
      ownBusiness.name,
      `mutation($b: ID!, $e: String) { createPeople(business: $b, firstName: "Ivy", lastName: "Hart", email: $e) { people { id } } }`,
      { b: ownBusiness.name, e: email },
      ownBusiness.owner,
    );
    const clientId = created.data?.createPeople.people?.id ?? '';
    expect(clientId).not.toBe('');
    const mailbox = await mail.watch(email);
    const invited = await call<{ invite: { status: string } }>(
      ownBusiness.name,
      `mutation($b: ID!, $c: ID!) { invite(business: $b, clientId: $c) { status } }`,
      { b: ownBusiness.name, c: clientId },
      ownBusiness.owner,
    );
    expect(invited.data?.invite.status).toBe('ok');
    const link = await mailbox.newLink();
    expect(link.pathname).toBe('/invite');
    expect(link.searchParams.get('clientId')).toBe(clientId);

    await page.goto(link.toString());
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel(/^New password/).fill('weak');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(
      page.getByText('At least 8 characters, one upper-case, one lower-case and one number are required'),
    ).toBeVisible();
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm the password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(atPath('/clients/self', hostUrl(ownBusiness.name, '')));

    // The code was spent: the same link is refused now.
    const again = await call<{ inviteVerify: { status: string; error: string | null } }>(
      ownBusiness.name,
      `mutation($b: ID!, $c: ID!, $i: String!) { inviteVerify(business: $b, clientId: $c, inviteCode: $i) { status error } }`,
      { b: ownBusiness.name, c: clientId, i: link.searchParams.get('code') ?? '' },
    );
    expect(again.data?.inviteVerify).toEqual({
      status: 'error',
      error: 'This invitation is invalid or has expired',
    });
  });
});
