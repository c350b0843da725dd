#!/usr/bin/env node
// The requests of docker/smoke.sh through a gateway, as a browser on a business's host makes them, with the
// end-to-end tests' client (@tempo/testing, built by npm test): a password sign-in (loginSimple), then with
// its id token businessQuery, currentUser, and a people search (a subgraph besides identity). Reads only.
//
//   node docker/smoke-client.js GATEWAY_URL BUSINESS LOGIN PASSWORD     e.g. http://127.0.0.1:5500 demo ...
//   node docker/smoke-client.js GATEWAY_URL BUSINESS --exists            exit 0 when the business exists, 1
//                                                                        when not
const [gateway, business, login, password] = process.argv.slice(2);
if (!gateway || !business || !login) {
  console.error('usage: smoke-client.js GATEWAY_URL BUSINESS (LOGIN PASSWORD | --exists)');
  process.exit(2);
}
// The client reads the gateway's address when it loads.
process.env.GATEWAY_URL = gateway;
const testing = require('@tempo/testing');

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
  const r = await testing.call(business, 'query($b: ID!) { businessExists(business: $b) { name } }', {
    b: business,
  });
  process.exit(dataOf('businessExists', r).businessExists?.name === business ? 0 : 1);
}

async function journey() {
  const session = await testing.login(business, login, password);
  console.log(`loginSimple ${login}: ok`);
  const found = dataOf(
    'businessQuery',
    await testing.call(
      business,
      'query($n: ID!) { businessQuery(businessName: $n) { name fullName timezone } }',
      { n: business },
      session,
    ),
  ).businessQuery;
  expect('businessQuery', found?.name === business && !!found.fullName, found);

  const me = dataOf(
    'currentUser',
    await testing.call(business, testing.CURRENT_USER, {}, session),
  ).currentUser;
  expect('currentUser', me?.email === login && me.business === business, {
    email: me?.email,
    role: me?.role,
  });

  const staff = dataOf(
    'people',
    await testing.call(
      business,
      'query($b: ID!) { people(business: $b, staffOnly: true, limit: 5) { id } }',
      { b: business },
      session,
    ),
  ).people;
  expect('people (staff)', Array.isArray(staff) && staff.length > 0, `${staff?.length} found`);
}

// Exit 1: a check failed (or, with --exists, the business does not exist); 2: a request failed.
(login === '--exists' ? exists() : journey()).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(login === '--exists' ? 2 : 1);
});
