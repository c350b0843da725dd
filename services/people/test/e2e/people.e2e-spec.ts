import { call, createOwnBusiness, OwnBusiness, Session, uniqueName } from '@tempo/testing';
import { createPerson, demo, PERSON_FIELDS, peopleSearch } from './people.fixture';

/** The owner's family journey (create, find, edit, merge) in a business of the test's own. */
describe('people and families through the gateway', () => {
  let biz: OwnBusiness;
  let owner: Session;

  beforeAll(async () => {
    biz = await createOwnBusiness({ prefix: 'ppl' });
    owner = biz.owner;
  });

  it('the owner creates a parent with two dependents, finds them by partial name and by phone', async () => {
    const last = uniqueName('Fam');
    const kid1 = await createPerson(biz.name, owner, { f: 'Ada', l: last });
    const kid2 = await createPerson(biz.name, owner, { f: 'Ben', l: last });
    expect(kid1.status).toBe('ok');
    const parent = await createPerson(biz.name, owner, {
      f: '  Carla ',
      l: last,
      e: `${last}@parents.example`,
      p: ['(212) 555-0142'],
      c: 'US',
      d: [kid1.people!.id, kid2.people!.id],
    });
    expect(parent).toMatchObject({ status: 'ok', people: { firstName: 'Carla', phones: ['+12125550142'] } });
    expect(parent.people!.dependents).toHaveLength(2);
    const byName = await peopleSearch(biz.name, owner, last.slice(0, 6).toLowerCase());
    expect(byName.map((p) => p.id).sort()).toEqual([kid1, kid2, parent].map((p) => p.people!.id).sort());
    const byPhone = await peopleSearch(biz.name, owner, '555-0142');
    expect(byPhone.map((p) => p.id)).toEqual([parent.people!.id]);
  });

  it('refuses a bad phone, a second person with the same e-mail, and a stale version', async () => {
    const bad = await createPerson(biz.name, owner, { f: 'X', l: 'Y', p: ['12345'], c: 'US' });
    expect(bad).toEqual({ status: 'error', error: 'Enter a valid phone number', people: null });
    const email = `${uniqueName('dup')}@x.example`;
    expect((await createPerson(biz.name, owner, { f: 'A', l: 'B', e: email })).status).toBe('ok');
    expect(await createPerson(biz.name, owner, { f: 'C', l: 'D', e: email.toUpperCase() })).toEqual({
      status: 'error',
      error: 'unique people attribute error: email',
      people: null,
    });
    const p = await createPerson(biz.name, owner, { f: 'Ver', l: 'Sion' });
    const update = `mutation($b: ID!, $id: ID!, $v: Int, $c: String, $e: String) {
      updatePeople(business: $b, id: $id, expectedVersion: $v, city: $c, email: $e) { status error people { city version } } }`;
    const first = await call(biz.name, update, { b: biz.name, id: p.people!.id, v: 1, c: 'Boston' }, owner);
    expect(first.data).toEqual({
      updatePeople: { status: 'ok', error: null, people: { city: 'Boston', version: 2 } },
    });
    const stale = await call(biz.name, update, { b: biz.name, id: p.people!.id, v: 1, c: 'Paris' }, owner);
    expect(stale.data).toMatchObject({ updatePeople: { status: 'error' } });
    const taken = await call(biz.name, update, { b: biz.name, id: p.people!.id, e: email }, owner);
    expect(taken.data).toMatchObject({
      updatePeople: { status: 'error', error: 'Error Updating Client: Email already in use' },
    });
  });

  it('merging a duplicate keeps one record with the family links and tags of both', async () => {
    const last = uniqueName('Mrg');
    const kid = await createPerson(biz.name, owner, { f: 'Kid', l: last });
    const keep = await createPerson(biz.name, owner, { f: 'Dana', l: last, t: ['Piano'] });
    const dup = await createPerson(biz.name, owner, {
      f: 'Dana',
      l: last,
      e: `${last}@dup.example`,
      d: [kid.people!.id],
      t: ['Recital'],
    });
    const r = await call<{ mergePeople: { status: string; people: Record<string, unknown> } }>(
      biz.name,
      `mutation($b: ID!, $d: ID!, $k: ID!) { mergePeople(business: $b, toDeleteId: $d, toKeepId: $k) {
        status error people { ${PERSON_FIELDS} } } }`,
      { b: biz.name, d: dup.people!.id, k: keep.people!.id },
      owner,
    );
    expect(r.data?.mergePeople).toMatchObject({
      status: 'ok',
      people: { id: keep.people!.id, email: `${last.toLowerCase()}@dup.example`, tags: ['Piano', 'Recital'] },
    });
    expect(r.data?.mergePeople.people.dependents).toEqual([{ id: kid.people!.id, name: `Kid ${last}` }]);
    const gone = await call(
      biz.name,
      `query($b: ID!, $id: ID) { people(business: $b, id: $id) { id } }`,
      {
        b: biz.name,
        id: dup.people!.id,
      },
      owner,
    );
    expect(gone.data).toEqual({ people: [] });
  });

  it('nothing of another business is reachable by id, search or merge', async () => {
    const mine = await createPerson(biz.name, owner, { f: 'Only', l: uniqueName('Mine') });
    const rivalOwner = await demo.owner();
    const byId = await call(
      'demo',
      `query($id: ID) { people(business: "demo", id: $id) { id } }`,
      { id: mine.people!.id },
      rivalOwner,
    );
    expect(byId.data).toEqual({ people: [] });
    const other = await call(
      biz.name,
      `query($b: ID!) { people(business: $b, search: "only") { id } }`,
      { b: biz.name },
      rivalOwner,
    );
    expect(other.errors?.[0]?.message).toMatch(/authorization error/);
    const merge = await call(
      'demo',
      `mutation($d: ID!, $k: ID!) { mergePeople(business: "demo", toDeleteId: $d, toKeepId: $k) { status error } }`,
      { d: mine.people!.id, k: mine.people!.id },
      rivalOwner,
    );
    expect(JSON.stringify(merge)).not.toContain('"status":"ok"');
  });
});
