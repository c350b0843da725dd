import { join } from 'path';
import { SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/**
 * People's variables besides every subgraph's, declared with the
 * @tempo/config helpers (e.g. `REMINDER_HOURS: int({ min: 1, max: 72, default: 24 })`).
 */
const peopleSchema = {};

/** People's configuration: a bad variable stops it at start, naming the variable. */
export const loadPeopleConfig = subgraphConfig(join(__dirname, '..'), peopleSchema);

export type PeopleConfig = ReturnType<typeof loadPeopleConfig>;
/** People's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const PEOPLE_CONFIG = SUBGRAPH_CONFIG;
