import { runSubgraph } from '@tempo/subgraph';
import { people } from './people.subgraph';

/** node dist/main.js [api] | worker | migrate | schema | seed */
runSubgraph(people);
