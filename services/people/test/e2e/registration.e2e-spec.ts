import {
  call,
  createOwnBusiness,
  login,
  mailpit,
  OwnBusiness,
  Session,
  uniqueName,
  waitFor,
} from '@tempo/testing';
import { createPerson } from './people.fixture';

const REGISTER = `mutation($i: SelfRegisterInput!) { selfRegister(input: $i) { status error myself { id dependents { id } } } }`;
const MYSELF = `query($b: ID!, $id: ID) { myself(business: $b, id: $id) { id name dependents { id name } } }`;
type Registered = {
  selfRegister: {
    status: string;
    error: string | null;
    myself: { id: string; dependents: { id: string }[] } | null;
  };
};

/** Self-registration, the self side of a family, invitations and role changes, in a business of the test's own. */
describe('registration, the self side and invitations through the gateway', () => {
  let biz: OwnBusiness;
  let email: string;
  let parent: Session;
  let registered: Registered['selfRegister'];

  beforeAll(async () => {
    biz = await createOwnBusiness({ prefix: 'reg' });
    email = `${uniqueName('parent')}@families.example`;
    const input = {
      business: biz.name,
      email,
      password: 'Strong-pass-1',
      firstName: ' Pat ',
      lastName: 'Parent',
      phones: ['+1 212 555 0177'],
      country: 'US',
      dependents: [
        { firstName: 'Kim', lastName: 'Parent', birthdate: '2016-05-01' },
        { firstName: 'Lee', lastName: 'Parent', birthdate: '2018-09-12' },
      ],
      utmParameters: JSON.stringify({ utm_source: 'flyer' }),
    };
    const r = await call<Registered>(biz.name, REGISTER, { i: input }, null);
    registered = r.data!.selfRegister;
    parent = await login(biz.name, email, 'Strong-pass-1');
  });

  it('a visitor registers with two dependents and signs in with e-mail and password', async () => {
    expect(registered.status).toBe('ok');
    expect(registered.myself?.dependents).toHaveLength(2);
    const me = await call<{ myself: { id: string; name: string; dependents: unknown[] } }>(
      biz.name,
      MYSELF,
      { b: biz.name },
      parent,
    );
    expect(me.data?.myself).toMatchObject({ id: registered.myself!.id, name: 'Pat Parent' });
    expect(me.data?.myself.dependents).toHaveLength(2);
  });

  it("refuses a weak password, a missing dependent's name and an e-mail already registered, with the spec's texts", async () => {
    const base = { business: biz.name, firstName: 'A', lastName: 'B' };
    const weak = await call<Registered>(
      biz.name,
      REGISTER,
      { i: { ...base, email: `${uniqueName('w')}@x.example`, password: 'weak' } },
      null,
    );
    expect(weak.data?.selfRegister).toMatchObject({
      status: 'error',
      error: 'error creating account: Required password complexity not met',
    });
    const noName = await call<Registered>(
      biz.name,
      REGISTER,
      {
        i: {
          ...base,
          email: `${uniqueName('n')}@x.example`,
          password: 'Strong-pass-1',
          dependents: [{ firstName: ' ', lastName: 'B' }],
        },
      },
      null,
    );
    expect(noName.data?.selfRegister).toMatchObject({
      status: 'error',
      error: "A dependent's first name is required",
    });
    const again = await call<Registered>(
      biz.name,
      REGISTER,
      { i: { ...base, email: email.toUpperCase(), password: 'Strong-pass-1' } },
      null,
    );
    expect(again.data?.selfRegister).toMatchObject({
      status: 'error',
      error: 'error creating account: An account with this email already exists.',
    });
  });

  it('the parent edits a dependent and adds one; another family is out of reach', async () => {
    const kid = registered.myself!.dependents[0].id;
    const edit = await call(
      biz.name,
      `mutation($b: ID!, $id: ID) { selfUpdatePeople(business: $b, id: $id, firstName: "Kimberly") { status error myself { name } } }`,
      { b: biz.name, id: kid },
      parent,
    );
    expect(edit.data).toEqual({
      selfUpdatePeople: { status: 'ok', error: null, myself: { name: 'Kimberly Parent' } },
    });
    const added = await call<{ selfAddDependent: { status: string; dependent: { name: string } } }>(
      biz.name,
      `mutation($b: ID!) { selfAddDependent(business: $b, dependent: { firstName: "Max", lastName: "Parent", birthdate: "2020-01-02" }) { status error dependent { name } } }`,
      { b: biz.name },
      parent,
    );
    expect(added.data?.selfAddDependent).toMatchObject({ status: 'ok', dependent: { name: 'Max Parent' } });
    const stranger = await createPerson(biz.name, biz.owner, { f: 'Stranger', l: 'Kid' });
    for (const q of [
      `query($b: ID!, $id: ID) { myself(business: $b, id: $id) { id } }`,
      `mutation($b: ID!, $id: ID) { selfUpdatePeople(business: $b, id: $id, city: "X") { status } }`,
      `mutation($b: ID!, $id: ID) { selfUpdateAddress(business: $b, id: $id, city: "X") { status } }`,
      `query($b: ID!, $id: ID!) { peopleFiles(business: $b, personId: $id) { id } }`,
      `mutation($b: ID!, $id: ID!) { requestProfilePhotoUpload(business: $b, id: $id, fileName: "a.png", contentType: "image/png", size: 10) { status } }`,
      `mutation($b: ID!, $id: ID!) { requestPeopleFileUpload(business: $b, personId: $id, fileName: "a.pdf", contentType: "application/pdf", size: 10) { status } }`,
    ]) {
      const r = await call(biz.name, q, { b: biz.name, id: stranger.people!.id }, parent);
      expect(r.errors?.[0]?.message).toMatch(/authorization error/);
    }
  });

  it("a registration names the host's business: another business's is refused", async () => {
    const r = await call<Registered>(
      biz.name,
      REGISTER,
      {
        i: {
          business: 'demo',
          email: `${uniqueName('x')}@x.example`,
          password: 'Strong-pass-1',
          firstName: 'A',
          lastName: 'B',
        },
      },
      null,
    );
    expect(r.errors?.[0]?.message).toMatch(/authorization error/);
  });

  it('an invited staff member sets a password, and a demotion changes what the gateway allows within seconds', async () => {
    const staffEmail = `${uniqueName('mgr')}@staff.example`;
    const created = await createPerson(biz.name, biz.owner, {
      f: 'Mona',
      l: 'Manager',
      e: staffEmail,
      r: 'manager',
    });
    expect(created.status).toBe('ok');
    const since = new Date();
    const invite = await call(
      biz.name,
      `mutation($b: ID!, $id: ID!) { invite(business: $b, clientId: $id) { status error } }`,
      { b: biz.name, id: created.people!.id },
      biz.owner,
    );
    expect(invite.data).toEqual({ invite: { status: 'ok', error: null } });
    const mail = await mailpit.waitForMessage(staffEmail, since);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const verify = `mutation($b: ID!, $id: ID!, $c: String!, $p: String) { inviteVerify(business: $b, clientId: $id, inviteCode: $c, newPassword: $p) { status error } }`;
    const vars = {
      b: biz.name,
      id: link.searchParams.get('clientId'),
      c: link.searchParams.get('code'),
      p: 'Manager-pass-1',
    };
    expect((await call(biz.name, verify, vars, null)).data).toEqual({
      inviteVerify: { status: 'ok', error: null },
    });
    expect((await call(biz.name, verify, vars, null)).data).toEqual({
      inviteVerify: { status: 'error', error: 'This invitation is invalid or has expired' },
    });
    const manager = await login(biz.name, staffEmail, 'Manager-pass-1');
    const phases = `query($b: ID!) { customerJourneyPhases(business: $b) { phaseType } }`;
    expect((await call(biz.name, phases, { b: biz.name }, manager)).errors).toBeUndefined();
    const demote = await call(
      biz.name,
      `mutation($b: ID!, $id: ID!) { updatePeople(business: $b, id: $id, staffRole: "staff") { status error } }`,
      { b: biz.name, id: created.people!.id },
      biz.owner,
    );
    expect(demote.data).toEqual({ updatePeople: { status: 'ok', error: null } });
    const refused = await waitFor(async () => {
      const r = await call(biz.name, phases, { b: biz.name }, manager);
      return r.errors?.[0]?.message ?? false;
    }, 30000);
    expect(refused).toMatch(/authorization error/);
  });
});
