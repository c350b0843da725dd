import { call, createOwnBusiness, GqlResponse, login, op, OwnBusiness, Session } from '@tempo/testing';

const LIST = op<{ locations: Array<{ id: string; name: string }> }, { b: string }>(
  `query($b: ID!) { locations(business: $b) { id name locationType } }`,
);

const refused = (r: GqlResponse) =>
  (r.errors ?? []).some((e) => /authorization error|not currently authenticated/.test(e.message));

/** Locations through the running product (the gateway in front). */
describe('locations through the gateway', () => {
  let mine: OwnBusiness;
  let rivalOwner: Session;

  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'schedloc' });
    rivalOwner = await login('rival', 'owner@rival.example');
  });

  it("lists a new business's locations to its owner: none yet", async () => {
    const r = await call(mine.name, LIST, { b: mine.name }, mine.owner);
    expect(r.errors).toBeUndefined();
    expect(r.data?.locations).toEqual([]);
  });

  it("refuses another business's owner and a visitor", async () => {
    for (const auth of [rivalOwner, null]) {
      const r = await call(mine.name, LIST, { b: mine.name }, auth);
      expect(refused(r)).toBe(true);
      expect(r.data?.locations ?? null).toBeNull();
    }
  });
});
