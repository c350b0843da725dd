import Redis from 'ioredis';
import { call, createOwnBusiness, host, mailpit, Session, uniqueName } from '@tempo/testing';

/**
 * Mail identity: the platform sends from its own address; a business's emailFrom is only the
 * Reply-To until the business has verified its domain; business-written text in mails is
 * cleaned; self-registration with an existing user's e-mail needs that user's confirmation.
 */

/** The platform's sender (MAIL_FROM default for PUBLIC_DOMAIN=localhost, MAIL_FROM_NAME default). */
const PLATFORM = process.env.MAIL_FROM ?? 'no-reply@tempo.example';
const PLATFORM_NAME = process.env.MAIL_FROM_NAME ?? 'Tempo';
/** The local DNS resolver's records (MAIL_DNS_RESOLVER=redis): one Redis set per name. */
const txtKey = (name: string) => `tempo:local-dns:txt:${name}`;

const SET_FROM = `mutation($b: ID!, $from: String) {
  selfUpdateBusiness(business: $b, emailFrom: $from) { status error business { emailFrom } }
}`;
const DOMAIN_FIELDS = `status error business { emailDomains { domain status dnsRecords { type name value } } }`;
const ADD = `mutation($b: ID!, $d: String!) { addEmailDomain(business: $b, domain: $d) { ${DOMAIN_FIELDS} } }`;
const VERIFY = `mutation($b: ID!, $d: String!) { verifyEmailDomain(business: $b, domain: $d) { ${DOMAIN_FIELDS} } }`;
const REMOVE = `mutation($b: ID!, $d: String!) { removeEmailDomain(business: $b, domain: $d) { ${DOMAIN_FIELDS} } }`;
const FULL = `query($n: ID!) { fullBusinessQuery(businessName: $n) { emailDomains { domain status dnsRecords { type name value } } } }`;
const REGISTER = `mutation($email: String!, $business: ID!, $fullName: String!) {
  selfRegisterBusiness(firstName: "Reg", lastName: "Istrant", email: $email, phoneNumber: "+1 555 010 0123",
    business: $business, businessFullName: $fullName, businessWebsite: "https://registrant.example",
    country: "US", locale: "en-US") { status error }
}`;
const CONFIRM = `mutation($t: String!) { confirmBusinessRegistration(token: $t) { status error business { name fullName } } }`;
const ACCOUNTS = `query($e: String!) { accounts(email: $e) { business staffRole } }`;
const STATUS = `query($n: ID!) { businessQuery(businessName: $n) { name status } }`;

interface DomainView {
  domain: string;
  status: string;
  dnsRecords: Array<{ type: string; name: string; value: string }>;
}

/** Runs `send`, then returns the first mail to `email` that was not in the inbox before. */
async function nextMail(email: string, send: () => Promise<void>) {
  const seen = new Set((await mailpit.messagesTo(email)).map((m) => m.ID));
  await send();
  for (let i = 0; i < 60; i++) {
    const fresh = (await mailpit.messagesTo(email)).filter((m) => !seen.has(m.ID));
    if (fresh.length) return mailpit.message(fresh[fresh.length - 1].ID);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new mail to ${email}`);
}

/** Requests a login link for `email` on `business` and returns the mail with its headers. */
const loginLinkMail = (business: string, email: string) =>
  nextMail(email, async () => {
    const r = await call(
      business,
      `mutation($b: String, $e: String!) { requestSelfAuthLink(business: $b, email: $e) { status error } }`,
      { b: business, e: email },
    );
    expect(r.data?.requestSelfAuthLink).toEqual({ status: 'ok', error: null });
  });

describe('mail identity and self-registration', () => {
  let bank: string;
  let bankOwnerEmail: string;
  let other: string;
  let otherOwnerEmail: string;
  // A domain of this run only: a verified domain cannot be claimed again by another business.
  let domain: string;
  let bankOwner: Session;
  let otherOwner: Session;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const [mine, theirs] = await Promise.all([
      createOwnBusiness({ prefix: 'mailbank', fullName: 'Mail Identity Bank', ownerFirstName: 'Mo' }),
      createOwnBusiness({ prefix: 'mailother', fullName: 'Other Mail Studio', ownerFirstName: 'Mo' }),
    ]);
    ({ name: bank, ownerEmail: bankOwnerEmail, owner: bankOwner } = mine);
    ({ name: other, ownerEmail: otherOwnerEmail, owner: otherOwner } = theirs);
    domain = `${bank}.bank.example`;
  });

  afterAll(async () => {
    await redis.del(txtKey(`_tempo.${domain}`));
    redis.disconnect();
  });

  it("sends login links from the platform's address as '<fullName> via Tempo', with the business's emailFrom as Reply-To", async () => {
    const set = await call(bank, SET_FROM, { b: bank, from: 'ceo@bank.example' }, bankOwner);
    expect(set.data?.selfUpdateBusiness).toMatchObject({
      status: 'ok',
      business: { emailFrom: 'ceo@bank.example' },
    });

    const mail = await loginLinkMail(bank, bankOwnerEmail);
    expect(mail.from).toEqual({ name: `Mail Identity Bank via ${PLATFORM_NAME}`, address: PLATFORM });
    expect(mail.replyTo.map((r) => r.address)).toEqual(['ceo@bank.example']);
    expect(mail.subject).toBe('Your Mail Identity Bank login link');
  });

  it("does not put a business's name or Reply-To on a link mailed to someone who is not a member", async () => {
    const mail = await loginLinkMail(bank, otherOwnerEmail);
    expect(mail.from).toEqual({ name: PLATFORM_NAME, address: PLATFORM });
    expect(mail.replyTo).toEqual([]);
    expect(mail.subject).toBe(`Your ${PLATFORM_NAME} login link`);
    expect(mail.text).not.toContain('Mail Identity Bank');
  });

  it('adds an e-mail domain as PENDING with its DNS records; an unpublished or forged record does not verify it', async () => {
    const added = await call(bank, ADD, { b: bank, d: ` ${domain.toUpperCase()}. ` }, bankOwner);
    expect(added.data?.addEmailDomain.status).toBe('ok');
    const entry = (added.data?.addEmailDomain.business.emailDomains as DomainView[]).find(
      (d) => d.domain === domain,
    );
    expect(entry?.status).toBe('PENDING');
    const txt = entry?.dnsRecords.find((r) => r.name === `_tempo.${domain}`);
    expect(txt).toMatchObject({
      type: 'TXT',
      value: expect.stringMatching(/^tempo-verification=[\w-]{22}$/),
    });
    expect(entry?.dnsRecords.map((r) => r.type)).toEqual(['TXT', 'TXT', 'CNAME']);

    const unpublished = await call(bank, VERIFY, { b: bank, d: domain }, bankOwner);
    expect(unpublished.data?.verifyEmailDomain.status).toBe('error');
    expect(unpublished.data?.verifyEmailDomain.error).toContain(`_tempo.${domain}`);
    expect(unpublished.data?.verifyEmailDomain.business.emailDomains).toEqual([
      expect.objectContaining({ domain, status: 'FAILED' }),
    ]);

    await redis.sadd(txtKey(`_tempo.${domain}`), 'tempo-verification=forged-token-000000000');
    const forged = await call(bank, VERIFY, { b: bank, d: domain }, bankOwner);
    expect(forged.data?.verifyEmailDomain.status).toBe('error');
    const full = await call(bank, FULL, { n: bank }, bankOwner);
    expect(full.data?.fullBusinessQuery.emailDomains).toEqual([
      expect.objectContaining({ domain, status: 'FAILED' }),
    ]);

    // emailFrom at the unverified domain is still only the Reply-To.
    await call(bank, SET_FROM, { b: bank, from: `ceo@${domain}` }, bankOwner);
    const mail = await loginLinkMail(bank, bankOwnerEmail);
    expect(mail.from.address).toBe(PLATFORM);
    expect(mail.replyTo.map((r) => r.address)).toEqual([`ceo@${domain}`]);
  });

  it('verifies the domain once the TXT record is published; then the business address is the From', async () => {
    const full = await call(bank, FULL, { n: bank }, bankOwner);
    const entry = (full.data?.fullBusinessQuery.emailDomains as DomainView[]).find(
      (d) => d.domain === domain,
    )!;
    const txt = entry.dnsRecords.find((r) => r.name === `_tempo.${domain}`)!;
    await redis.sadd(txtKey(txt.name), txt.value);

    const verified = await call(bank, VERIFY, { b: bank, d: domain }, bankOwner);
    expect(verified.data?.verifyEmailDomain).toMatchObject({ status: 'ok', error: null });
    expect(verified.data?.verifyEmailDomain.business.emailDomains).toEqual([
      expect.objectContaining({ domain, status: 'VERIFIED' }),
    ]);

    await call(bank, SET_FROM, { b: bank, from: `ceo@${domain}` }, bankOwner);
    const mail = await loginLinkMail(bank, bankOwnerEmail);
    expect(mail.from).toEqual({ name: 'Mail Identity Bank', address: `ceo@${domain}` });

    // An address at another domain is still sent from the platform.
    await call(bank, SET_FROM, { b: bank, from: 'ceo@bank.example' }, bankOwner);
    const again = await loginLinkMail(bank, bankOwnerEmail);
    expect(again.from.address).toBe(PLATFORM);
  });

  it("does not let another business claim a verified domain, nor touch this business's domains", async () => {
    const claim = await call(other, ADD, { b: other, d: domain }, otherOwner);
    expect(claim.data?.addEmailDomain).toMatchObject({
      status: 'error',
      error: 'This domain is verified by another business',
    });

    for (const op of [ADD, VERIFY, REMOVE]) {
      const r = await call(other, op, { b: bank, d: domain }, otherOwner);
      expect(r.errors?.[0]?.message).toMatch(/authorization error/);
    }
    const anonymous = await call(bank, ADD, { b: bank, d: 'anon.example' });
    expect(anonymous.errors?.[0]?.message).toMatch(/authorization error|not currently authenticated/);
    const full = await call(bank, FULL, { n: bank }, bankOwner);
    expect(full.data?.fullBusinessQuery.emailDomains).toEqual([
      expect.objectContaining({ domain, status: 'VERIFIED' }),
    ]);
  });

  it("refuses names that are not domains and the platform's own domains", async () => {
    for (const [d, error] of [
      ['not a domain', 'domain must be a domain name, e.g. example.com'],
      // The input policy refuses the line break before the domain rule sees it.
      ['evil.example\r\nx', 'domain must not contain line breaks'],
      [PLATFORM.split('@')[1], 'This domain belongs to the platform'],
      [`mail.${PLATFORM.split('@')[1]}`, 'This domain belongs to the platform'],
    ]) {
      const r = await call(bank, ADD, { b: bank, d }, bankOwner);
      expect(r.data?.addEmailDomain).toMatchObject({ status: 'error', error });
    }
  });

  it('removing the verified domain sends from the platform again', async () => {
    await call(bank, SET_FROM, { b: bank, from: `ceo@${domain}` }, bankOwner);
    const removed = await call(bank, REMOVE, { b: bank, d: domain }, bankOwner);
    expect(removed.data?.removeEmailDomain).toMatchObject({ status: 'ok', business: { emailDomains: [] } });
    const mail = await loginLinkMail(bank, bankOwnerEmail);
    expect(mail.from.address).toBe(PLATFORM);
    expect(mail.replyTo.map((r) => r.address)).toEqual([`ceo@${domain}`]);
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
    expect((before.data?.accounts as Array<{ business: string }>).map((a) => a.business)).not.toContain(name);
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
    const res = await call(
      name,
      `mutation($t: String!) { loginPasswordless(token: $t) { status idToken } }`,
      { t: link.searchParams.get('temporaryAccess') },
    );
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
