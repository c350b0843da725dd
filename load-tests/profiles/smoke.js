// Every journey, briefly: one virtual user, ITERATIONS (2) rounds of the business page, sign-in,
// the signed-in user, the clients list, the advanced search and the calendar's week. Fails on any
// error or failed check; it holds no latency threshold (npm test runs it after the end-to-end tests).
import {
  advancedSearch,
  businessPage,
  calendarWeek,
  clientList,
  currentUser,
  signIn,
} from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

const iterations = Number(__ENV.ITERATIONS || 2);

export const options = {
  scenarios: { smoke: { executor: 'per-vu-iterations', vus: 1, iterations, exec: 'run', maxDuration: '2m' } },
  thresholds: {
    iterations: [`count>=${iterations}`],
    http_req_failed: ['rate==0'],
    graphql_errors: ['rate==0'],
    checks: ['rate==1'],
  },
};

export function run() {
  businessPage();
  signIn();
  currentUser();
  clientList();
  advancedSearch();
  calendarWeek();
}
