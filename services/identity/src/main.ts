import { runSubgraph } from '@tempo/subgraph';
import { identity } from './identity.subgraph';

/** node dist/main.js [api] | worker | migrate | schema | seed */
runSubgraph(identity);
