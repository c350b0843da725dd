import Redis from 'ioredis';
import { BusinessResult, call, createOwnBusiness, op, Session } from '@tempo/testing';
import { loginLinkMail, PLATFORM, PLATFORM_NAME, txtKey } from './mail.fixture';

/**
 * Mail identity: the platform sends from its own address; a business's emailFrom is only the
 * Reply-To until the business has verified its domain; business-written text in mails is cleaned.
 */

interface DomainView {
  domain: string;
  status: string | null;
  dnsRecords: Array<{ type: string; name: string; value: string }> | null;
}
type Domains = { emailDomains: DomainView[] | null };
type DomainVariables = { b: string; d: string };

const SET_FROM = op<
  { selfUpdateBusiness: BusinessResult<{ emailFrom: string | null }> },
  { b: string; from: string }
>(
  `mutation($b: ID!, $from: String) { selfUpdateBusiness(business: $b, emailFrom: $from) { status error business { emailFrom } } }`,
);
const DOMAIN_FIELDS = `status error business { emailDomains { domain status dnsRecords { type name value } } }`;
/** A mutation on one e-mail domain of a business, answering the business's domains. */
const domainOp = <K extends string>(field: K) =>
  op<Record<K, BusinessResult<Domains>>, DomainVariables>(
    `mutation($b: ID!, $d: String!) { ${field}(business: $b, domain: $d) { ${DOMAIN_FIELDS} } }`,
  );
const ADD = domainOp('addEmailDomain');
const VERIFY = domainOp('verifyEmailDomain');
const REMOVE = domainOp('removeEmailDomain');
const FULL = op<{ fullBusinessQuery: Domains }, { n: string }>(
  `query($n: ID!) { fullBusinessQuery(businessName: $n) { emailDomains { domain status dnsRecords { type name value } } } }`,
);

describe('mail identity and e-mail domains', () => {
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
    const entry = added.data?.addEmailDomain.business?.emailDomains?.find((d) => d.domain === domain);
    expect(entry?.status).toBe('PENDING');
    const txt = entry?.dnsRecords?.find((r) => r.name === `_tempo.${domain}`);
    expect(txt).toMatchObject({
      type: 'TXT',
      value: expect.stringMatching(/^tempo-verification=[\w-]{22}$/),
    });
    expect(entry?.dnsRecords?.map((r) => r.type)).toEqual(['TXT', 'TXT', 'CNAME']);

    const unpublished = await call(bank, VERIFY, { b: bank, d: domain }, bankOwner);
    expect(unpublished.data?.verifyEmailDomain.status).toBe('error');
    expect(unpublished.data?.verifyEmailDomain.error).toContain(`_tempo.${domain}`);
    expect(unpublished.data?.verifyEmailDomain.business?.emailDomains).toEqual([
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
    const entry = full.data?.fullBusinessQuery.emailDomains?.find((d) => d.domain === domain);
    const txt = entry?.dnsRecords?.find((r) => r.name === `_tempo.${domain}`);
    expect(txt).toBeDefined();
    await redis.sadd(txtKey(txt!.name), txt!.value);

    const verified = await call(bank, VERIFY, { b: bank, d: domain }, bankOwner);
    expect(verified.data?.verifyEmailDomain).toMatchObject({ status: 'ok', error: null });
    expect(verified.data?.verifyEmailDomain.business?.emailDomains).toEqual([
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

    for (const mutation of [ADD, VERIFY, REMOVE]) {
      // Only the refusal is read: the three answer different fields.
      const r = await call<unknown, DomainVariables>(other, mutation, { b: bank, d: domain }, otherOwner);
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
});
