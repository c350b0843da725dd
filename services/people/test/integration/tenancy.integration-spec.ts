import { describeTenancy } from '@tempo/subgraph/testing';
import { people } from '../../src/people.subgraph';

/** Row-level security on people's real database, as the non-owner application role. */
describeTenancy(people);
