// Signing in with a password on the business's page, then the app loading the user (LoginSimple,
// CurrentUser, Accounts), the demo staff logins in turn. Password hashing bounds it: VUS (2) for
// DURATION (30s). The gateway's login rate limits apply (load-tests/README.md).
import { load } from '../lib/config.js';
import { signIn } from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

export const options = {
  scenarios: { sign_in: { executor: 'constant-vus', exec: 'run', ...load(2, '30s') } },
  thresholds: {
    'http_req_duration{operation:LoginSimple}': ['p(95)<1500'],
    'http_req_duration{operation:CurrentUser}': ['p(95)<500'],
    'http_req_duration{operation:Accounts}': ['p(95)<500'],
    http_req_failed: ['rate<0.01'],
    graphql_errors: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A run whose requests never come back has no latencies to fail on: it must finish iterations.
    iterations: ['count>0'],
  },
};

export function run() {
  signIn();
}
