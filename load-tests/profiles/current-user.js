// The signed-in app's start, identity's main signed-in query: CurrentUser (role, permissions), then
// Accounts. Each virtual user signs in once and refreshes its session like the app. VUS (10) for
// DURATION (30s).
import { load } from '../lib/config.js';
import { currentUser } from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

export const options = {
  scenarios: { current_user: { executor: 'constant-vus', exec: 'run', ...load(10, '30s') } },
  thresholds: {
    'http_req_duration{operation:CurrentUser}': ['p(95)<300'],
    'http_req_duration{operation:Accounts}': ['p(95)<300'],
    http_req_failed: ['rate<0.01'],
    graphql_errors: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A run whose requests never come back has no latencies to fail on: it must finish iterations.
    iterations: ['count>0'],
  },
};

export function run() {
  currentUser();
}
