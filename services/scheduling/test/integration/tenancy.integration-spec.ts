import { describeTenancy } from '@tempo/subgraph/testing';
import { scheduling } from '../../src/scheduling.subgraph';

/** Row-level security on scheduling's real database, as the non-owner application role. */
describeTenancy(scheduling);
