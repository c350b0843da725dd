import { describeMigrationsMatchEntities } from '@tempo/subgraph/testing';
import { scheduling } from '../../src/scheduling.subgraph';

/** Scheduling's migrations, run on a new database, give exactly its entities. */
describeMigrationsMatchEntities(scheduling);
