// People's main queries: the /clients list (ClientSettings, then paginatedPeople page by page as the
// web app asks it) and the advanced search (peopleAdvanced, up to 1000 people). VUS (8) on the list
// and a quarter as many (at least 1) searching, for DURATION (30s).
import { load } from '../lib/config.js';
import { advancedSearch, clientList } from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

const listLoad = load(8, '30s');

export const options = {
  scenarios: {
    client_list: { executor: 'constant-vus', exec: 'list', ...listLoad },
    advanced_search: {
      executor: 'constant-vus',
      exec: 'search',
      vus: Math.max(1, Math.floor(listLoad.vus / 4)),
      duration: listLoad.duration,
    },
  },
  thresholds: {
    'http_req_duration{operation:ClientSettings}': ['p(95)<300'],
    'http_req_duration{operation:ClientPage}': ['p(95)<500'],
    'http_req_duration{operation:PeopleAdvanced}': ['p(95)<1500'],
    http_req_failed: ['rate<0.01'],
    graphql_errors: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A run whose requests never come back has no latencies to fail on: it must finish iterations.
    iterations: ['count>0'],
  },
};

export function list() {
  clientList();
}

export function search() {
  advancedSearch();
}
