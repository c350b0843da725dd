import { describeMigrationsMatchEntities } from '@tempo/subgraph/testing';
import { people } from '../../src/people.subgraph';

/** People's migrations, run on a new database, give exactly its entities. */
describeMigrationsMatchEntities(people);
