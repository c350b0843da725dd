import { call, createOwnBusiness, OwnBusiness } from '@tempo/testing';
import { CREATE, studio, UPDATE } from './locations.fixture';

/** Location inputs the product refuses: status 'error' with the text, through the gateway. */
describe('refused location inputs through the gateway', () => {
  let mine: OwnBusiness;
  let harbour: { id: string };

  const create = async (location: Record<string, unknown>) =>
    (await call(mine.name, CREATE, { b: mine.name, l: location }, mine.owner)).data?.createLocation;

  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'schedlocin' });
    harbour = (await create(studio()))!.location!;
  }, 60000);

  it.each([
    [{ description: '' }, 'description is required'],
    [{ locationType: 'LOCATION_TYPE_CASTLE' }, /^locationType must be one of LOCATION_TYPE_PRIMARY/],
    [{ timezone: 'EST' }, /^timezone EST is not offered/],
    [{ timezone: 'Moon/Base' }, 'timezone must be a time zone such as America/New_York'],
    [{ rooms: [{ name: 'Hall' }, { name: 'HALL' }] }, 'A room named HALL is already in this location'],
    [
      { rooms: [{ name: 'Hall', applicableServices: ['0190a8f2-0000-7000-8000-00000000abcd'] }] },
      /^applicableServices/,
    ],
    [
      { hoursOpen: [{ startDate: '2026-02-30', fromTime: '09:00', toTime: '10:00' }] },
      /^hoursOpen.startDate must be a date/,
    ],
    [
      { hoursOpen: [{ startDate: '2026-02-03', fromTime: '9am', toTime: '10:00' }] },
      /^hoursOpen.fromTime must be a time/,
    ],
    [
      {
        hoursClosed: [
          { startDate: '2026-02-03', fromTime: '09:00', toTime: '10:00', rrule: 'FREQ=SECONDLY' },
        ],
      },
      /repeat rule/,
    ],
    [{ salesTax: 150 }, 'salesTax must be between 0 and 100'],
    [{ yelpRating: 7 }, 'yelpRating must be between 0 and 5'],
    [{ googleRatingsCount: -2 }, 'googleRatingsCount must not be negative'],
    [{ phone: 'call us' }, 'phone must be a valid phone number'],
    [{ yelpLink: 'ftp://yelp.example' }, /^yelpLink must be a web address/],
  ])('refuses %j with status error: %s', async (bad, text) => {
    const r = await create(studio({ name: 'Refused', ...bad }));
    expect(r?.status).toBe('error');
    expect(r?.error).toEqual(typeof text === 'string' ? text : expect.stringMatching(text));
    expect(r?.location ?? null).toBeNull();
  });

  it('an update needs id and locationType; an unknown id is not found', async () => {
    const missing = await call(mine.name, UPDATE, { b: mine.name, l: { id: harbour.id } }, mine.owner);
    expect(missing.data?.updateLocation).toMatchObject({
      status: 'error',
      error: 'locationType is required',
    });
    const unknown = '0190a8f2-0000-7000-8000-0000000000ff';
    const r = await call(
      mine.name,
      UPDATE,
      { b: mine.name, l: { id: unknown, locationType: 'LOCATION_TYPE_HOME' } },
      mine.owner,
    );
    expect(r.data?.updateLocation).toMatchObject({
      status: 'error',
      error: `Object Not Found Matching Id: ${unknown}`,
    });
  });
});
