import { call } from '@tempo/testing';
import { demo } from './people.fixture';

const MYSELF = `query($id: ID) { myself(business: "demo", id: $id) { id name dependents { id } } }`;

/** What a client and limited staff reach (001 §6): refusals only, so the shared demo data is never changed. */
describe('object-level access to people', () => {
  it('a client reads themself, never another person, and cannot search people', async () => {
    const client = await demo.client();
    const me = await call<{ myself: { id: string } }>('demo', MYSELF, {}, client);
    expect(me.data?.myself.id).toBeTruthy();
    const owner = await demo.owner();
    const ownerMe = await call<{ myself: { id: string } }>('demo', MYSELF, {}, owner);
    const other = await call('demo', MYSELF, { id: ownerMe.data!.myself.id }, client);
    expect(other.errors?.[0]?.message).toMatch(/authorization error/);
    const search = await call('demo', `{ people(business: "demo", search: "a") { id } }`, {}, client);
    expect(search.errors?.[0]?.message).toMatch(/authorization error/);
  });

  it("a client cannot update another person's record or add to it", async () => {
    const client = await demo.client();
    const owner = await demo.owner();
    const ownerId = (await call<{ myself: { id: string } }>('demo', MYSELF, {}, owner)).data!.myself.id;
    const upd = await call(
      'demo',
      `mutation($id: ID) { selfUpdatePeople(business: "demo", id: $id, city: "Nowhere") { status error } }`,
      { id: ownerId },
      client,
    );
    expect(upd.errors?.[0]?.message).toMatch(/authorization error/);
    const staffUpd = await call(
      'demo',
      `mutation($id: ID!) { updatePeople(business: "demo", id: $id, city: "Nowhere") { status error } }`,
      { id: ownerId },
      client,
    );
    expect(staffUpd.errors?.[0]?.message).toMatch(/authorization error/);
  });

  it('limited staff cannot list or read clients; staff cannot change roles or flags', async () => {
    const limited = await demo.limited();
    const list = await call('demo', `{ paginatedPeople(business: "demo") { cursor } }`, {}, limited);
    expect(list.errors?.[0]?.message).toMatch(/authorization error/);
    const staff = await demo.staff();
    const limitedId = (await call<{ myself: { id: string } }>('demo', MYSELF, {}, limited)).data!.myself.id;
    const promote = await call(
      'demo',
      `mutation($id: ID!) { updatePeople(business: "demo", id: $id, staffRole: "owner") { status error } }`,
      { id: limitedId },
      staff,
    );
    expect(promote.errors?.[0]?.message).toMatch(/authorization error/);
  });

  it('visitors see only staff visible to visitors, without contact details', async () => {
    const r = await call<{ staff: { email: string | null; phones: string[] }[] }>(
      'demo',
      `{ staff(business: "demo") { name email phones } }`,
      {},
      null,
    );
    expect(r.data?.staff.length).toBeGreaterThan(0);
    expect(r.data?.staff.every((s) => s.email === null && s.phones.length === 0)).toBe(true);
  });
});
