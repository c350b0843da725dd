import { describeTenancy } from '@tempo/subgraph/testing';
import { identity } from '../src/identity.subgraph';

/** Row-level security on identity's real database, as the non-owner application role. */
describeTenancy(identity);
