import { randomUUID } from 'node:crypto';
import {
  call,
  createOwnBusiness,
  CURRENT_USER,
  login,
  LOGIN,
  mailpit,
  OwnBusiness,
  uniqueName,
} from '@tempo/testing';
import { INTERNAL_CREDENTIALS_PATH, INTERNAL_INVITE_MAIL_PATH } from '@tempo/contracts';
import { PLATFORM } from './mail.fixture';
import { IDENTITY, post, serviceAuth } from './people.fixture';

/** Identity's internal API for the people subgraph: a person's credentials and invitation mails. */
describe("identity's internal API for people", () => {
  let biz: OwnBusiness;
  let auth: string;
  const email = (name: string) => `${uniqueName(name)}@${biz.name}.example`;
  const credentials = (over: Record<string, unknown> = {}) => ({
    business: biz.name,
    personId: randomUUID(),
    email: email('staff'),
    firstName: 'Mia',
    lastName: 'Moss',
    staffRole: 'manager',
    password: 'Manager-pass-1',
    ...over,
  });

  beforeAll(async () => {
    biz = await createOwnBusiness({ prefix: 'pplapi', fullName: 'Invite Dance Studio' });
    auth = await serviceAuth();
  });

  it('answers only calls with a valid service token, and only on the internal port', async () => {
    const body = credentials();
    expect((await post(INTERNAL_CREDENTIALS_PATH, body, null)).status).toBe(401);
    expect((await post(INTERNAL_CREDENTIALS_PATH, body, `Bearer ${biz.owner.idToken}`)).status).toBe(401);
    const forged = await serviceAuth('not-the-service-secret-but-long-enough-to-sign-0123');
    expect((await post(INTERNAL_CREDENTIALS_PATH, body, forged)).status).toBe(401);
    const invite = { business: biz.name, email: email('x'), firstName: 'X', link: 'https://x.example/i' };
    expect((await post(INTERNAL_INVITE_MAIL_PATH, invite, null)).status).toBe(401);
    expect((await post(INTERNAL_CREDENTIALS_PATH, body, auth, IDENTITY)).status).toBe(404);
  });

  it('makes a person able to sign in: the account has the person id and the role given', async () => {
    const body = credentials();
    const r = await post(INTERNAL_CREDENTIALS_PATH, body, auth);
    expect(r).toMatchObject({ status: 200, body: { accountId: body.personId, existingUser: false } });
    const session = await login(biz.name, body.email, body.password);
    const me = await call(biz.name, CURRENT_USER, {}, session);
    expect(me.data?.currentUser).toMatchObject({
      id: r.body.userId,
      accountId: body.personId,
      role: 'manager',
      business: biz.name,
    });

    // Called again (people retrying): the same answer, the user now known.
    const again = await post(INTERNAL_CREDENTIALS_PATH, body, auth);
    expect(again).toMatchObject({ status: 200, body: { accountId: body.personId, existingUser: true } });
  });

  it("keeps an existing user's password unless asked to replace it", async () => {
    const first = credentials({ staffRole: null });
    await post(INTERNAL_CREDENTIALS_PATH, first, auth);
    const kept = await post(INTERNAL_CREDENTIALS_PATH, { ...first, password: 'Other-pass-2' }, auth);
    expect(kept.body.existingUser).toBe(true);
    await login(biz.name, first.email, first.password);
    const refused = await call(biz.name, LOGIN, {
      login: first.email,
      password: 'Other-pass-2',
      business: biz.name,
    });
    expect(refused.data?.loginSimple.status).toBe('error');

    const replaced = await post(
      INTERNAL_CREDENTIALS_PATH,
      { ...first, password: 'Other-pass-2', replacePassword: true },
      auth,
    );
    expect(replaced.status).toBe(200);
    const session = await login(biz.name, first.email, 'Other-pass-2');
    expect((await call(biz.name, CURRENT_USER, {}, session)).data?.currentUser.role).toBe('client');
  });

  it('refuses an e-mail that another account of the business uses (409 email_taken)', async () => {
    const first = credentials();
    await post(INTERNAL_CREDENTIALS_PATH, first, auth);
    const second = await post(INTERNAL_CREDENTIALS_PATH, { ...first, personId: randomUUID() }, auth);
    expect(second).toEqual({ status: 409, body: { error: 'email_taken' } });
    const owner = await post(INTERNAL_CREDENTIALS_PATH, credentials({ email: biz.ownerEmail }), auth);
    expect(owner).toEqual({ status: 409, body: { error: 'email_taken' } });
  });

  it('refuses bad input with 400 and a message, never a server error', async () => {
    const weak = await post(INTERNAL_CREDENTIALS_PATH, credentials({ password: 'weakpass' }), auth);
    expect(weak).toEqual({
      status: 400,
      body: {
        error: 'password_complexity',
        field: 'password',
        message: 'At least 8 characters, one upper-case, one lower-case and one number are required',
      },
    });
    const bad = await post(INTERNAL_CREDENTIALS_PATH, credentials({ email: 'nope' }), auth);
    expect(bad).toEqual({
      status: 400,
      body: { error: 'invalid_request', field: 'email', message: 'A valid email is required' },
    });
    expect((await post(INTERNAL_CREDENTIALS_PATH, '{not json', auth)).status).toBe(400);
    expect((await post(INTERNAL_CREDENTIALS_PATH, [], auth)).status).toBe(400);
    expect((await post(INTERNAL_INVITE_MAIL_PATH, { business: biz.name }, auth)).status).toBe(400);
    const unknown = await post(
      INTERNAL_CREDENTIALS_PATH,
      credentials({ business: uniqueName('nobiz') }),
      auth,
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: 'unknown_business' } });
  });

  it("mails an invitation from the business's sender, with the link", async () => {
    const to = email('invitee');
    const since = new Date();
    const link = `http://${biz.name}.localhost/invite/${randomUUID()}?code=a1b2`;
    const r = await post(
      INTERNAL_INVITE_MAIL_PATH,
      { business: biz.name, email: to, firstName: 'Ivy', link },
      auth,
    );
    expect(r.status).toBe(204);
    const mail = await mailpit.waitForFullMessage(to, since);
    expect(mail.subject).toBe('You are invited to Invite Dance Studio');
    expect(mail.from).toEqual({ name: 'Invite Dance Studio via Tempo', address: PLATFORM });
    expect(mail.replyTo.map((a) => a.address)).toEqual([`hello@${biz.name}.example`]);
    expect(mail.text).toContain('Hello Ivy,');
    expect(mail.text).toContain(link);
  });
});
