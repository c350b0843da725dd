import { SchedulingTopics } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { applySchedulingEvent } from '../src/scheduling-sync/scheduling.consumer';
import { PeopleSandbox } from './people-sandbox';

/** The setup card's progress flags follow scheduling's events, through the real Kafka into the real PostgreSQL. */
describe('the scheduling consumer keeps the progress flags', () => {
  // One topic of this run carries both kinds (the consumer reads the type).
  const box = new PeopleSandbox({ topic: SchedulingTopics.location, handle: applySchedulingEvent });
  const progress = async () =>
    (await box.sql<{ progress: Record<string, boolean> }>('SELECT progress FROM business'))[0].progress;
  const location = () => ({
    locationId: newId(),
    name: 'Main',
    locationType: 'LOCATION_TYPE_PRIMARY',
    timezone: null,
  });

  beforeAll(() => box.start(), 60000);
  afterAll(() => box.stop());

  it('a new business has no box; location.created sets hasLocations, a deletion leaves it', async () => {
    expect(await progress()).toEqual({});
    await box.apply('location.created', location());
    expect(await progress()).toEqual({ hasLocations: true });
    await box.apply('location.deleted', location());
    expect(await progress()).toEqual({ hasLocations: true });
  });

  it('a service event sets hasServices beside it', async () => {
    await box.apply('service.created', {
      serviceId: newId(),
      name: 'Piano',
      planNames: [],
      hidden: false,
    });
    expect(await progress()).toEqual({ hasLocations: true, hasServices: true });
  });
});
