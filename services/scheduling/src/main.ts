import { runSubgraph } from '@tempo/subgraph';
import { scheduling } from './scheduling.subgraph';

/** node dist/main.js [api] | worker | migrate | schema | seed */
runSubgraph(scheduling);
