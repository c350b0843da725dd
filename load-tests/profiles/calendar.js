// The calendar's week view (/calendar): its places (CalendarPlaces), then this week's events with the web
// app's CalendarEvents document, of every location or of one location's rooms in turn, as the business's
// owner (the demo's week has its lessons and classes from the demo data). VUS (10) for DURATION (30s).
import { load } from '../lib/config.js';
import { calendarWeek } from '../lib/journeys.js';
export { handleSummary } from '../lib/summary.js';

export const options = {
  scenarios: { calendar_week: { executor: 'constant-vus', exec: 'run', ...load(10, '30s') } },
  thresholds: {
    'http_req_duration{operation:CalendarPlaces}': ['p(95)<300'],
    'http_req_duration{operation:CalendarEvents}': ['p(95)<80'],
    http_req_failed: ['rate<0.01'],
    graphql_errors: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A run whose requests never come back has no latencies to fail on: it must finish iterations.
    iterations: ['count>0'],
  },
};

export function run() {
  calendarWeek();
}
