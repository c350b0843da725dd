import {
  call,
  createOwnBusiness,
  CURRENT_USER,
  login,
  loginByLink,
  OwnBusiness,
  Session,
  uniqueName,
  waitFor,
} from '@tempo/testing';
import { INTERNAL_CREDENTIALS_PATH, INTERNAL_USER_PATH, PersonEventData } from '@tempo/contracts';
import { FULL } from './business.fixture';
import { IDENTITY_INTERNAL, PeoplePublisher, personRecord, post, serviceAuth } from './people.fixture';

/**
 * A person's changes, published by the people subgraph on the real topic, reach what the
 * gateway lets the person do: identity's consumer updates the account and its account event
 * drops the gateway's cached actor. Every wait polls until the expected state, within a
 * generous limit.
 */
describe('people events change what a staff member may do, through the gateway', () => {
  const PASSWORD = 'Staff-pass-1';
  const people = new PeoplePublisher();
  let biz: OwnBusiness;

  /** A staff member made by people (credentials), signed in through the gateway. */
  async function staffMember(staffRole: string): Promise<{ person: PersonEventData; session: Session }> {
    const person = personRecord({ email: `${uniqueName('staff')}@${biz.name}.example`, staffRole });
    const r = await post(
      INTERNAL_CREDENTIALS_PATH,
      { business: biz.name, ...person, password: PASSWORD },
      await serviceAuth(),
    );
    expect(r.status).toBe(200);
    await people.publish(biz.name, 'person.created', person);
    return { person, session: await login(biz.name, person.email!, PASSWORD) };
  }

  const me = async (session: Session) => (await call(biz.name, CURRENT_USER, {}, session)).data?.currentUser;

  beforeAll(async () => {
    biz = await createOwnBusiness({ prefix: 'pplsync' });
  });
  afterAll(() => people.close());

  it('a manager demoted to staff loses the business settings within seconds', async () => {
    const { person, session } = await staffMember('manager');
    const before = await call(biz.name, FULL, { n: biz.name }, session);
    expect(before.errors).toBeUndefined();
    expect(before.data?.fullBusinessQuery.name).toBe(biz.name);

    await people.publish(biz.name, 'person.updated', {
      ...person,
      staffRole: 'staff',
      changed: ['staffRole'],
    });
    const refused = await waitFor(async () => {
      const r = await call(biz.name, FULL, { n: biz.name }, session);
      return r.errors?.length ? r : null;
    }, 30000);
    expect(refused.errors?.[0].message).toMatch(/^authorization error/);
    expect(await me(session)).toMatchObject({ role: 'staff', accountId: person.personId });
  });

  it("a staff flag grants its permissions to a limited_staff member's actor", async () => {
    const { person, session } = await staffMember('limited_staff');
    const canProcessPayroll = async () =>
      ((await me(session))?.effectivePermissions ?? []).some(
        (p) => p.resource === 'STAFF_PAYROLL' && p.action === 'process',
      );
    expect(await canProcessPayroll()).toBe(false);
    await people.publish(biz.name, 'person.updated', {
      ...person,
      staffFlags: { canSeeStaffRatesAndProcessPayroll: true },
    });
    expect(await waitFor(canProcessPayroll, 30000)).toBe(true);
  });

  it('a deactivated staff member is a visitor; reactivated, the same account again', async () => {
    const { person, session } = await staffMember('staff');
    await people.publish(biz.name, 'person.updated', { ...person, deactivated: true });
    const away = await waitFor(async () => {
      const u = await me(session);
      return u?.role === 'visitor' ? u : null;
    }, 30000);
    expect(away.accountId).toBeNull();
    await people.publish(biz.name, 'person.updated', person);
    const back = await waitFor(async () => {
      const u = await me(session);
      return u?.role === 'staff' ? u : null;
    }, 30000);
    expect(back.accountId).toBe(person.personId);
  });

  it('a person created with an e-mail by people alone gets an account of the same id, without a password', async () => {
    const person = personRecord({ email: `${uniqueName('client')}@${biz.name}.example` });
    await people.publish(biz.name, 'person.created', person);
    const auth = await serviceAuth();
    await waitFor(async () => {
      const r = await fetch(
        `${IDENTITY_INTERNAL}${INTERNAL_USER_PATH}?email=${encodeURIComponent(person.email!)}`,
        {
          headers: { authorization: auth },
        },
      );
      return r.status === 200;
    }, 30000);
    // No password: the person signs in with a login link, into the account of the person's id.
    const { session } = await loginByLink(biz.name, person.email!);
    expect(await me(session)).toMatchObject({ role: 'client', accountId: person.personId });
  });
});
