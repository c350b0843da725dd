import { join } from 'path';
import { SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/**
 * Scheduling's variables besides every subgraph's, declared with the
 * @tempo/config helpers (e.g. `REMINDER_HOURS: int({ min: 1, max: 72, default: 24 })`).
 */
const schedulingSchema = {};

/** Scheduling's configuration: a bad variable stops it at start, naming the variable. */
export const loadSchedulingConfig = subgraphConfig(join(__dirname, '..'), schedulingSchema);

export type SchedulingConfig = ReturnType<typeof loadSchedulingConfig>;
/** Scheduling's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const SCHEDULING_CONFIG = SUBGRAPH_CONFIG;
