import { call, createOwnBusiness, GqlResponse, login, OwnBusiness, Session, waitFor } from '@tempo/testing';
import {
  CREATE,
  DELETE,
  DUPLICATE,
  hasLocations,
  LIST,
  LocationView,
  member,
  ONE,
  studio,
  UPDATE,
} from './locations.fixture';

const elsewhere = { address: '9 Hill Street, Dallas, TX', city: 'Dallas' };

const refused = (r: GqlResponse) =>
  (r.errors ?? []).some((e) => /authorization error|not currently authenticated/.test(e.message));

/** Locations through the running product (the gateway in front), in a business of the test's own. */
describe('locations through the gateway', () => {
  let mine: OwnBusiness;
  let rivalOwner: Session;
  let staff: Session;
  let client: Session;
  let harbour: LocationView;
  let hidden: LocationView;
  let membersOnly: LocationView;

  const create = async (location: Record<string, unknown>, auth: Session = mine.owner) =>
    (await call(mine.name, CREATE, { b: mine.name, l: location }, auth)).data?.createLocation;
  const names = async (auth: Session | null, search?: string) => {
    const r = await call(mine.name, LIST, { b: mine.name, s: search ?? null }, auth);
    expect(r.errors).toBeUndefined();
    return r.data!.locations.map((l) => l.name);
  };

  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'schedloc', timezone: 'America/Chicago' });
    expect(await hasLocations(mine)).toBe(false);
    rivalOwner = await login('rival', 'owner@rival.example');
    [staff, client] = await Promise.all([member(mine, 'staff'), member(mine, null)]);
  }, 120000);

  it('the owner creates a location with rooms and hours; the key comes back masked, the zone suggested', async () => {
    const r = await create(studio());
    expect(r).toMatchObject({ status: 'ok', error: null });
    harbour = r!.location!;
    expect(harbour).toMatchObject({
      name: 'Harbour Studio',
      phone: '5125550100',
      merchantId: 'merchant-77',
      paymentGatewayApiKey: '••••9876',
      timezone: null,
      suggestedTimezone: 'America/Chicago',
      businessPlanCost: { amount: 4900, currency: 'USD' },
    });
    expect(harbour.rooms.map((x) => x.name)).toEqual(['Piano Room', 'Drum Room']);
    // Hours without a zone take the business's (no location zone set).
    expect(harbour.hoursOpen).toEqual([
      expect.objectContaining({ fromTime: '14:00', toTime: '21:00', timezone: 'America/Chicago' }),
    ]);
    expect(harbour.hoursClosed).toHaveLength(1);
    hidden = (await create(
      studio({ ...elsewhere, name: 'Back Office', visibleByClients: false, visibleByVisitors: false }),
    ))!.location!;
    membersOnly = (await create(studio({ ...elsewhere, name: 'Members Lounge', visibleByVisitors: false })))!
      .location!;
  });

  it("the setup card's locations step is done once the business has a location", async () => {
    expect(await waitFor(() => hasLocations(mine), 30000)).toBe(true);
  });

  it('the owner reads it back, by id and by a search on name, address or city', async () => {
    const r = await call(mine.name, ONE, { b: mine.name, id: harbour.id }, mine.owner);
    expect(r.errors).toBeUndefined();
    expect(r.data?.location).toEqual(harbour);
    expect(await names(mine.owner)).toEqual(['Back Office', 'Harbour Studio', 'Members Lounge']);
    expect(await names(mine.owner, 'harb')).toEqual(['Harbour Studio']);
    expect(await names(mine.owner, 'LOUNGE')).toEqual(['Members Lounge']);
    expect(await names(mine.owner, 'dallas')).toEqual(['Back Office', 'Members Lounge']);
    expect(await names(mine.owner, '%')).toEqual([]);
  });

  it('an update replaces rooms (a room given by id keeps it) and hours; fields not given stay', async () => {
    const [piano] = harbour.rooms;
    const r = await call(
      mine.name,
      UPDATE,
      {
        b: mine.name,
        l: {
          id: harbour.id,
          locationType: 'LOCATION_TYPE_PRIMARY',
          timezone: 'America/Denver',
          rooms: [{ id: piano.id, name: 'Drum Room' }, { name: 'Ensemble Hall' }],
          hoursOpen: [
            { startDate: '2026-01-10', fromTime: '09:00', toTime: '17:00', rrule: 'FREQ=WEEKLY;BYDAY=SA' },
          ],
        },
      },
      mine.owner,
    );
    expect(r.data?.updateLocation).toMatchObject({ status: 'ok', error: null });
    const updated = r.data!.updateLocation.location!;
    expect(updated.rooms.map((x) => [x.id === piano.id, x.name])).toEqual([
      [true, 'Drum Room'],
      [false, 'Ensemble Hall'],
    ]);
    expect(updated.hoursOpen).toEqual([
      expect.objectContaining({ startDate: '2026-01-10', fromTime: '09:00', timezone: 'America/Denver' }),
    ]);
    expect(updated.hoursClosed).toEqual(harbour.hoursClosed);
    expect(updated).toMatchObject({
      name: 'Harbour Studio',
      merchantId: 'merchant-77',
      timezone: 'America/Denver',
    });
    harbour = updated;
  });

  it('rooms keep their ids when they swap names', async () => {
    const [a, b] = harbour.rooms;
    const r = await call(
      mine.name,
      UPDATE,
      {
        b: mine.name,
        l: {
          id: harbour.id,
          locationType: 'LOCATION_TYPE_PRIMARY',
          rooms: [
            { id: b.id, name: a.name },
            { id: a.id, name: b.name },
          ],
        },
      },
      mine.owner,
    );
    expect(r.data?.updateLocation.status).toBe('ok');
    expect(r.data!.updateLocation.location!.rooms).toEqual([
      expect.objectContaining({ id: b.id, name: a.name }),
      expect.objectContaining({ id: a.id, name: b.name }),
    ]);
    harbour = r.data!.updateLocation.location!;
  });

  it("duplicates as '<name> (copy)' with new ids for rooms and hours", async () => {
    const r = await call(mine.name, DUPLICATE, { b: mine.name, id: harbour.id }, mine.owner);
    const copy = r.data?.duplicateLocation.location;
    expect(copy).toMatchObject({ name: 'Harbour Studio (copy)', timezone: 'America/Denver' });
    expect(copy!.id).not.toBe(harbour.id);
    expect(copy!.rooms.map((x) => x.name)).toEqual(harbour.rooms.map((x) => x.name));
    const ids = (l: LocationView) => [...l.rooms, ...l.hoursOpen, ...l.hoursClosed].map((x) => x.id);
    expect(ids(copy!).some((id) => ids(harbour).includes(id))).toBe(false);
    const gone = await call(mine.name, DELETE, { b: mine.name, id: copy!.id }, mine.owner);
    expect(gone.data?.deleteLocation).toEqual({ status: 'ok', error: null, id: copy!.id });
  });

  it('staff read every location with the payment ids but no key, and may not write', async () => {
    expect(await names(staff)).toEqual(['Back Office', 'Harbour Studio', 'Members Lounge']);
    const r = await call(mine.name, ONE, { b: mine.name, id: harbour.id }, staff);
    expect(r.data?.location).toMatchObject({ merchantId: 'merchant-77', paymentGatewayApiKey: null });
    expect(refused(await call(mine.name, CREATE, { b: mine.name, l: studio({ name: 'Nope' }) }, staff))).toBe(
      true,
    );
    expect(refused(await call(mine.name, DELETE, { b: mine.name, id: harbour.id }, staff))).toBe(true);
    expect(refused(await call(mine.name, DUPLICATE, { b: mine.name, id: harbour.id }, staff))).toBe(true);
  });

  it('a client sees the visibleByClients locations, without payment or review-management fields', async () => {
    expect(await names(client)).toEqual(['Harbour Studio', 'Members Lounge']);
    const r = await call(mine.name, ONE, { b: mine.name, id: harbour.id }, client);
    expect(r.data?.location).toMatchObject({
      merchantId: null,
      paymentGatewayApiKey: null,
      managedGoogleReviewLink: null,
      businessPlanCost: null,
      googleRating: 4.7,
    });
    expect(JSON.stringify(r.data)).not.toContain('9876');
    const notSeen = await call(mine.name, ONE, { b: mine.name, id: hidden.id }, client);
    expect(notSeen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      refused(await call(mine.name, CREATE, { b: mine.name, l: studio({ name: 'Nope' }) }, client)),
    ).toBe(true);
  });

  it('a visitor on the business host sees the visibleByVisitors locations only', async () => {
    expect(await names(null)).toEqual(['Harbour Studio']);
    const r = await call(mine.name, ONE, { b: mine.name, id: membersOnly.id }, null);
    expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(refused(await call(mine.name, CREATE, { b: mine.name, l: studio({ name: 'Nope' }) }, null))).toBe(
      true,
    );
  });

  it("another business's owner sees none of them and may not write them", async () => {
    const list = await call(mine.name, LIST, { b: mine.name }, rivalOwner);
    expect(list.data?.locations ?? []).not.toContainEqual(expect.objectContaining({ id: hidden.id }));
    expect(JSON.stringify(list.data ?? {})).not.toContain('merchant-77');
    const own = await call('rival', LIST, { b: mine.name }, rivalOwner);
    expect(refused(own)).toBe(true);
    const write = await call('rival', DELETE, { b: mine.name, id: harbour.id }, rivalOwner);
    expect(refused(write)).toBe(true);
    const stays = await call(mine.name, ONE, { b: mine.name, id: harbour.id }, mine.owner);
    expect(stays.data?.location.id).toBe(harbour.id);
  });

  it('the owner deletes a location: it is gone from every read', async () => {
    const r = await call(mine.name, DELETE, { b: mine.name, id: membersOnly.id }, mine.owner);
    expect(r.data?.deleteLocation).toEqual({ status: 'ok', error: null, id: membersOnly.id });
    expect(await names(mine.owner)).toEqual(['Back Office', 'Harbour Studio']);
    const again = await call(mine.name, ONE, { b: mine.name, id: membersOnly.id }, mine.owner);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const twice = await call(mine.name, DELETE, { b: mine.name, id: membersOnly.id }, mine.owner);
    expect(twice.data?.deleteLocation.status).toBe('error');
  });
});
