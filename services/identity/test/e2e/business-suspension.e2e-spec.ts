import { call, createOwnBusiness, LOGIN, op, StatusResult, waitFor } from '@tempo/testing';
import { FULL, PublicBusiness, REQUIRED_FLAGS } from './business.fixture';

/** Identity's business suspension through the gateway: who is refused, and what still answers. */
describe('business suspension through the gateway', () => {
  it('refuses a suspended business to everyone without ALL_BUSINESSES list', async () => {
    // A business of its own: the other suites keep theirs active.
    const suspended = await createOwnBusiness({ prefix: 'susp', fullName: 'Suspended Dance Studio' });
    const { name: other, owner: otherOwner, ownerEmail: otherOwnerEmail, admin } = suspended;
    const SET = (status: string) =>
      op<{ updateBusiness: StatusResult }>(
        `mutation { updateBusiness(business: "${other}", ${REQUIRED_FLAGS}, status: "${status}") { status error } }`,
      );
    expect((await call(null, SET('BUSINESS_STATUS_SUSPENDED'), {}, admin)).data?.updateBusiness.status).toBe(
      'ok',
    );
    const full = await call(other, FULL, { n: other }, otherOwner);
    expect(full.errors?.[0].message).toBe(
      `This account is suspended - please contact hello@${other}.example`,
    );
    // The gateway's actor cache learns the new status from the business event (eventually).
    const me = await waitFor(async () => {
      const r = await call(other, `{ currentUser { email } }`, {}, otherOwner);
      return r.errors?.length ? r : null;
    }, 15000);
    expect(me.errors?.[0]).toMatchObject({
      message: `This account is suspended - please contact hello@${other}.example`,
      extensions: { code: 'BUSINESS_SUSPENDED' },
    });
    const relogin = await call(other, LOGIN, { login: otherOwnerEmail, password: 'x', business: other });
    expect(relogin.data?.loginSimple.status).toBe('error');
    const pub = await call<{
      businessQuery: Pick<PublicBusiness, 'status' | 'fullName' | 'tagline'> | null;
    }>(other, `query($n: ID!) { businessQuery(businessName: $n) { status fullName tagline } }`, { n: other });
    expect(pub.data?.businessQuery).toEqual({
      status: 'BUSINESS_STATUS_SUSPENDED',
      fullName: 'Suspended Dance Studio',
      tagline: null,
    });
    const adminView = await call(other, FULL, { n: other }, admin);
    expect(adminView.data?.fullBusinessQuery.status).toBe('BUSINESS_STATUS_SUSPENDED');
    expect((await call(null, SET('BUSINESS_STATUS_ACTIVE'), {}, admin)).data?.updateBusiness.status).toBe(
      'ok',
    );
  });
});
