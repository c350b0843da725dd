#!/usr/bin/env node
// The requests of docker/smoke.sh through a gateway, as a browser on a business's host makes them (the
// e2e client's way: libs/nest/testing e2e-client.ts): a password sign-in (loginSimple), then with its id
// token businessQuery, currentUser, and a people search (a subgraph besides identity). Reads only.
//
//   node docker/smoke-client.js GATEWAY_URL BUSINESS LOGIN PASSWORD     e.g. http://127.0.0.1:5500 demo ...
//   node docker/smoke-client.js GATEWAY_URL BUSINESS --exists            exit 0 when the business exists, 1
//                                                                        when not
const { request } = require('node:http');

const [gateway, business, login, password] = process.argv.slice(2);
if (!gateway || !business || !login) {
  console.error('usage: smoke-client.js GATEWAY_URL BUSINESS (LOGIN PASSWORD | --exists)');
  process.exit(2);
}
const url = new URL('/graphql', gateway);
const host = `${business}.localhost${url.port ? `:${url.port}` : ''}`;

/** POSTs a GraphQL document on the business's host; resolves to the parsed answer. */
function gql(query, variables = {}, idToken = null) {
  const body = JSON.stringify({ query, variables });
  const headers = { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, timeout: 15000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, ...JSON.parse(text) });
        } catch {
          reject(new Error(`HTTP ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer's data, or an error naming the step and what came back. */
function dataOf(step, r) {
  if (r.status !== 200 || r.errors?.length || !r.data)
    throw new Error(`${step}: HTTP ${r.status} ${JSON.stringify(r.errors ?? r.data)}`);
  return r.data;
}

function expect(step, ok, shown) {
  if (!ok) throw new Error(`${step}: unexpected answer ${JSON.stringify(shown)}`);
  console.log(`${step}: ${typeof shown === 'string' ? shown : JSON.stringify(shown)}`);
}

async function exists() {
  const r = await gql('query($b: ID!) { businessExists(business: $b) { name } }', { b: business });
  process.exit(dataOf('businessExists', r).businessExists?.name === business ? 0 : 1);
}

async function journey() {
  const signIn = dataOf(
    'loginSimple',
    await gql(
      `mutation($login: ID!, $password: String!, $business: String) {
        loginSimple(login: $login, password: $password, business: $business) { status error idToken refreshToken }
      }`,
      { login, password, business },
    ),
  ).loginSimple;
  expect(
    `loginSimple ${login}`,
    signIn?.status === 'ok' && !!signIn.idToken,
    signIn?.status === 'ok' ? 'ok' : signIn,
  );
  const token = signIn.idToken;

  const found = dataOf(
    'businessQuery',
    await gql(
      'query($n: ID!) { businessQuery(businessName: $n) { name fullName timezone } }',
      { n: business },
      token,
    ),
  ).businessQuery;
  expect('businessQuery', found?.name === business && !!found.fullName, found);

  const me = dataOf(
    'currentUser',
    await gql('{ currentUser { email role business } }', {}, token),
  ).currentUser;
  expect('currentUser', me?.email === login && me.business === business, me);

  const staff = dataOf(
    'people',
    await gql(
      'query($b: ID!) { people(business: $b, staffOnly: true, limit: 5) { id } }',
      { b: business },
      token,
    ),
  ).people;
  expect('people (staff)', Array.isArray(staff) && staff.length > 0, `${staff?.length} found`);
}

// Exit 1: a check failed (or, with --exists, the business does not exist); 2: a request failed.
(login === '--exists' ? exists() : journey()).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(login === '--exists' ? 2 : 1);
});
