// Prints the subgraphs found (services/*/package.json declaring tempo.subgraph), one "name port" line each,
// in port order. Reads them with @tempo/config (built by build_all).
const { join } = require('node:path');
const { findSubgraphs } = require('@tempo/config');

for (const s of findSubgraphs(join(__dirname, '..', 'services'))) console.log(`${s.name} ${s.port}`);
