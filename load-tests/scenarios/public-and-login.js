// Public business configuration and sign-in through the gateway: the first
// requests every visitor's page makes. Prints k6's latency and throughput figures.
import http from 'k6/http';
import { check } from 'k6';

const GATEWAY = __ENV.GATEWAY_URL || 'http://127.0.0.1:4000';
const HOST = __ENV.TENANT_HOST || 'demo.localhost:4000';

export const options = {
  scenarios: {
    business: { executor: 'constant-vus', vus: 10, duration: __ENV.DURATION || '20s', exec: 'businessQuery' },
    login: { executor: 'constant-vus', vus: 2, duration: __ENV.DURATION || '20s', exec: 'login' },
  },
};

const post = (query, variables) =>
  http.post(`${GATEWAY}/graphql`, JSON.stringify({ query, variables }), {
    headers: { 'content-type': 'application/json', host: HOST },
  });

export function businessQuery() {
  const r = post('query B($n: ID!) { businessQuery(businessName: $n) { name fullName uiPrimaryColor } }', { n: 'demo' });
  check(r, { 'business answered': (res) => res.status === 200 && res.json('data.businessQuery.name') === 'demo' });
}

export function login() {
  const r = post(
    'mutation L($l: ID!, $p: String!) { loginSimple(login: $l, password: $p) { status } }',
    { l: 'owner@demo.example', p: 'Demo-pass-1' },
  );
  check(r, { 'login ok': (res) => res.status === 200 && res.json('data.loginSimple.status') === 'ok' });
}
