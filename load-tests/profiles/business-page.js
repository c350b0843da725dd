// Visitors opening the business's page: the public business configuration (BusinessQuery).
// VUS (10) virtual users for DURATION (30s).
import { load } from '../lib/config.js';
import { businessPage } from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

export const options = {
  scenarios: { business_page: { executor: 'constant-vus', exec: 'run', ...load(10, '30s') } },
  thresholds: {
    'http_req_duration{operation:BusinessQuery}': ['p(95)<300'],
    http_req_failed: ['rate<0.01'],
    graphql_errors: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A run whose requests never come back has no latencies to fail on: it must finish iterations.
    iterations: ['count>0'],
  },
};

export function run() {
  businessPage();
}
