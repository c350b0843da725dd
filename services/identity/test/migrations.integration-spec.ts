import { describeMigrationsMatchEntities } from '@tempo/subgraph/testing';
import { identity } from '../src/identity.subgraph';

/** Identity's migrations, run on a new database, give exactly its entities. */
describeMigrationsMatchEntities(identity);
