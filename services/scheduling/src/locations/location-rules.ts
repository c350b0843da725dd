import type { LocationEntity } from './location.entity';
import type { Location } from './location.model';

/** How many locations a list shows. */
export const LOCATION_LIST_SIZE = 500;

/** What the API shows of a stored location. */
export const locationView = (row: LocationEntity): Location => ({
  id: row.id,
  name: row.name,
  locationType: row.locationType,
});
