import { join } from 'path';
import { int, url } from '@tempo/config';
import { SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/** People's variables besides every subgraph's. */
const peopleSchema = {
  /** Identity's internal API (credentials, invitation mails); default its local internal port. */
  IDENTITY_INTERNAL_URL: url({ protocols: ['http', 'https'], devDefault: 'http://127.0.0.1:14101' }),
  /** How long an invitation link stays valid. */
  INVITE_TTL_SECONDS: int({ min: 3600, max: 30 * 86400, default: 7 * 86400 }),
  /** File limits of a business whose record sets none (maxPerFileSizeUsageMegaBytes, maxFileSizeUsageMegaBytes). */
  FILE_MAX_MB: int({ min: 1, max: 1024, default: 10 }),
  STORAGE_MAX_MB: int({ min: 1, max: 1024 * 1024, default: 1024 }),
};

/** People's configuration: a bad variable stops it at start, naming the variable. */
export const loadPeopleConfig = subgraphConfig(join(__dirname, '..'), peopleSchema);

export type PeopleConfig = ReturnType<typeof loadPeopleConfig>;
/** People's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const PEOPLE_CONFIG = SUBGRAPH_CONFIG;
