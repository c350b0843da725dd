import {
  BusinessResult,
  call,
  createOwnBusiness,
  host,
  LOGIN_PASSWORDLESS,
  mailpit,
  op,
  Session,
  StatusResult,
  uniqueName,
} from '@tempo/testing';
import { nextMail, PLATFORM, PLATFORM_NAME } from './mail.fixture';

/** Self-registration of a business: with an existing user's e-mail nothing is attached until that user confirms. */

const REGISTER = op<
  { selfRegisterBusiness: StatusResult },
  { email: string; business: string; fullName: string }
>(
  `mutation($email: String!, $business: ID!, $fullName: String!) {
  selfRegisterBusiness(firstName: "Reg", lastName: "Istrant", email: $email, phoneNumber: "+1 555 010 0123",
    business: $business, businessFullName: $fullName, businessWebsite: "https://registrant.example",
    country: "US", locale: "en-US") { status error }
}`,
);
const CONFIRM = op<
  { confirmBusinessRegistration: BusinessResult<{ name: string; fullName: string | null }> },
  { t: string }
>(
  `mutation($t: String!) { confirmBusinessRegistration(token: $t) { status error business { name fullName } } }`,
);
const ACCOUNTS = op<{ accounts: Array<{ business: string; staffRole: string | null }> }, { e: string }>(
  `query($e: String!) { accounts(email: $e) { business staffRole } }`,
);
const STATUS = op<{ businessQuery: { name: string; status: string | null } | null }, { n: string }>(
  `query($n: ID!) { businessQuery(businessName: $n) { name status } }`,
);

describe('business self-registration', () => {
  let other: string;
  let otherOwnerEmail: string;
  let otherOwner: Session;

  beforeAll(async () => {
    ({
      name: other,
      ownerEmail: otherOwnerEmail,
      owner: otherOwner,
    } = await createOwnBusiness({
      prefix: 'mailother',
      fullName: 'Other Mail Studio',
      ownerFirstName: 'Mo',
    }));
  });

  it('self-registration with the e-mail of an existing user attaches nothing until that user confirms', async () => {
    const name = uniqueName('mailreg');
    const mail = await nextMail(otherOwnerEmail, async () => {
      const r = await call(null, REGISTER, {
        email: otherOwnerEmail,
        business: name,
        fullName: 'Hijack Attempt',
      });
      expect(r.data?.selfRegisterBusiness).toEqual({ status: 'ok', error: null });
    });

    // Nothing attached: the user has no account in the new business, which is PENDING.
    const before = await call(other, ACCOUNTS, { e: otherOwnerEmail }, otherOwner);
    expect(before.data?.accounts.map((a) => a.business)).not.toContain(name);
    const status = await call(null, STATUS, { n: name });
    expect(status.data?.businessQuery).toEqual({ name, status: 'BUSINESS_STATUS_PENDING' });
    const full = await call(
      name,
      `query($n: ID!) { fullBusinessQuery(businessName: $n) { name } }`,
      { n: name },
      otherOwner,
    );
    expect(full.errors?.[0]?.message).toMatch(/authorization error/);

    // The mail asks for confirmation, from the platform, without the registrant's text in the subject.
    expect(mail.subject).toBe(`Confirm your business registration on ${PLATFORM_NAME}`);
    expect(mail.from).toEqual({ name: PLATFORM_NAME, address: PLATFORM });
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.host).toBe(host('app'));
    expect(link.pathname).toBe('/business/register/confirm');
    const token = link.searchParams.get('token')!;

    const wrong = await call(null, CONFIRM, { t: `${token}x` });
    expect(wrong.data?.confirmBusinessRegistration.status).toBe('error');

    const confirmed = await call(null, CONFIRM, { t: token });
    expect(confirmed.data?.confirmBusinessRegistration).toEqual({
      status: 'ok',
      error: null,
      business: { name, fullName: 'Hijack Attempt' },
    });
    const after = await call(other, ACCOUNTS, { e: otherOwnerEmail }, otherOwner);
    expect(after.data?.accounts).toContainEqual({ business: name, staffRole: 'owner' });

    const reused = await call(null, CONFIRM, { t: token });
    expect(reused.data?.confirmBusinessRegistration).toMatchObject({
      status: 'error',
      error: 'This confirmation link is invalid, was already used or has expired',
    });
  });

  it('self-registration with a new e-mail makes the owner at once and mails a welcome link', async () => {
    const name = uniqueName('mailnew');
    const email = `${name}@owners.example`;
    const mail = await nextMail(email, async () => {
      const r = await call(null, REGISTER, { email, business: name, fullName: 'New Registrant Studio' });
      expect(r.data?.selfRegisterBusiness).toEqual({ status: 'ok', error: null });
    });
    expect(mail.subject).toBe(`Welcome to ${PLATFORM_NAME}: your sign-in link`);
    expect(mail.from).toEqual({ name: PLATFORM_NAME, address: PLATFORM });
    expect(mail.text).toContain('New Registrant Studio');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const res = await call(name, LOGIN_PASSWORDLESS, { t: link.searchParams.get('temporaryAccess')! });
    expect(res.data?.loginPasswordless.status).toBe('ok');
    const accounts = await call(
      name,
      ACCOUNTS,
      { e: email },
      `Bearer ${res.data?.loginPasswordless.idToken}`,
    );
    expect(accounts.data?.accounts).toContainEqual({ business: name, staffRole: 'owner' });
  });

  it('a registrant fullName with CR/LF or 10,000 characters is refused, and nothing is mailed', async () => {
    for (const fullName of [`Evil\r\nBcc: victim@else.example`, 'x'.repeat(10_000)]) {
      const name = uniqueName('mailcrlf');
      const email = `${name}@owners.example`;
      const since = new Date();
      const r = await call(null, REGISTER, { email, business: name, fullName });
      expect(r.data?.selfRegisterBusiness).toMatchObject({
        status: 'error',
        error: expect.stringMatching(
          /^(businessFullName|fullName) must (not contain line breaks|be at most \d+ characters)/,
        ),
      });
      expect(await mailpit.messagesSince(email, since)).toEqual([]);
    }
  });

  it('a registrant fullName the input policy lets through reaches no subject and is cleaned in the body', async () => {
    const name = uniqueName('mailbidi');
    const email = `${name}@owners.example`;
    // Bidirectional overrides can disguise a name; mail text drops them.
    const fullName = 'Evil\u202E Music\u202C   School';
    const since = new Date();
    const r = await call(null, REGISTER, { email, business: name, fullName });
    expect(r.data?.selfRegisterBusiness.status).toBe('ok');
    const mail = await mailpit.waitForFullMessage(email, since);
    expect(mail.subject).not.toMatch(/Evil|Music|\u202E/);
    const headers = await mailpit.headers(mail.id);
    expect(headers.Subject).toHaveLength(1);
    expect(mail.to).toEqual([email]);
    expect(mail.text).toContain('Evil Music School');
    expect(mail.text).not.toMatch(/[\u202A-\u202E]/);
  });
});
