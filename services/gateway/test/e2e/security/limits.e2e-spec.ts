import Redis from 'ioredis';
import { call, GqlResponse, uniqueName } from '../client';

/**
 * Limits that cannot be skipped (README "Rate limits"): the root-field cap
 * refuses a request before anything runs, and every sign-in and mail-sending
 * field is counted per login / recipient, variable defaults included. The
 * test run lifts the per-IP limits (scripts/test.sh); the per-login and
 * per-recipient ones are read from the same variables as the gateway's.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** A login is refused past the smaller of its two counters from one IP. */
const LOGIN_LIMIT = Math.min(env('LOGIN_RATE_PER_LOGIN', 10), env('LOGIN_RATE_PER_LOGIN_IP', 10));
const RECIPIENT_LIMIT = env('MAIL_RATE_PER_RECIPIENT', 5);
const MAX_ROOT_FIELDS = env('MAX_ROOT_FIELDS', 20);

/** The answer to fields aliased a0, a1, …, each selecting `status`. */
type Aliased = Record<`a${number}`, { status: string }>;
const aliases = (n: number, field: (i: number) => string, prefix = 'a') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: ${field(i)}`).join('\n');

/** `total` occurrences spread over requests within the root-field cap; the last request holds the last one alone. */
function batches(total: number): number[] {
  const out: number[] = [];
  let left = total - 1;
  while (left > 0) {
    const n = Math.min(left, MAX_ROOT_FIELDS);
    out.push(n);
    left -= n;
  }
  return [...out, 1];
}

const throttled = (r: GqlResponse) =>
  r.status === 403 &&
  r.headers.get('x-block-reason') === 'THROTTLED' &&
  r.errors?.[0].message === 'Too Many Requests from this IP, try again later';

describe('limits that cannot be skipped', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  afterAll(() => redis.quit());

  it('refuses 1000 __typename and 300 loginSimple aliases in one request, running and counting nothing', async () => {
    const target = `${uniqueName('cap')}@demo.example`;
    const query = `mutation {
      ${aliases(1000, () => '__typename', 't')}
      ${aliases(300, (i) => `loginSimple(login: "${target}", password: "guess-${i}") { status idToken }`, 'l')}
    }`;
    const r = await call('demo', query);
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual([
      {
        message: `Too many root fields: a request may select at most ${MAX_ROOT_FIELDS} (aliases and __typename included)`,
        extensions: { code: 'TOO_MANY_ROOT_FIELDS' },
      },
    ]);
    expect(await redis.exists(`rl:login:${target}`)).toBe(0);

    // The same through a fragment, and a requestSelfAuthLink flood: refused alike.
    const links = await call(
      'demo',
      `mutation { ...F } fragment F on Mutation {
        ${aliases(MAX_ROOT_FIELDS, () => '__typename', 't')}
        x: requestSelfAuthLink(business: "demo", email: "${target}") { status }
      }`,
    );
    expect(links.status).toBe(400);
    expect(links.errors?.[0].extensions?.code).toBe('TOO_MANY_ROOT_FIELDS');
    expect(await redis.exists(`rl:mail-to:${target}`)).toBe(0);

    // Within the cap the request runs and is counted.
    const one = await call<{ loginSimple: { status: string } }>(
      'demo',
      `mutation { loginSimple(login: "${target}", password: "x") { status } }`,
    );
    expect(one.data?.loginSimple.status).toBe('error');
    expect(await redis.get(`rl:login:${target}`)).toBe('1');
  });

  it('counts a login given as a variable default towards its per-login limit', async () => {
    const target = `${uniqueName('default')}@demo.example`;
    const sizes = batches(LOGIN_LIMIT + 1);
    const answers = [];
    for (const n of sizes) {
      answers.push(
        await call<Aliased>(
          'demo',
          `mutation Guess($l: ID! = "${target}") { ${aliases(n, (i) => `loginSimple(login: $l, password: "p${i}") { status }`)} }`,
        ),
      );
    }
    const last = answers.pop()!;
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.data?.a0.status).toBe('error');
    }
    expect(throttled(last)).toBe(true);
  });

  it('spreads per-login attempts over several requests and still refuses the one past the limit', async () => {
    const target = `${uniqueName('spread')}@demo.example`;
    const answers = [];
    for (const n of batches(LOGIN_LIMIT + 1)) {
      answers.push(
        await call(
          'demo',
          `mutation($l: ID!) { ${aliases(n, (i) => `loginSimple(login: $l, password: "q${i}") { status }`)} }`,
          { l: target.toUpperCase() },
        ),
      );
    }
    expect(answers.slice(0, -1).every((r) => r.status === 200)).toBe(true);
    expect(throttled(answers[answers.length - 1])).toBe(true);
  });

  it('limits requestSelfAuthLink per recipient e-mail, whoever asks', async () => {
    // An address without a user: counted all the same, and no mail is sent.
    const to = `${uniqueName('flood')}@demo.example`;
    const answers = [];
    for (const n of batches(RECIPIENT_LIMIT + 1)) {
      answers.push(
        await call<Aliased>(
          'demo',
          `mutation($e: String! = "${to}") { ${aliases(n, () => 'requestSelfAuthLink(business: "demo", email: $e) { status }')} }`,
        ),
      );
    }
    const last = answers.pop()!;
    for (const r of answers) expect(r.data?.a0.status).toBe('ok');
    expect(throttled(last)).toBe(true);
    // Another recipient is not affected.
    const other = await call<{ requestSelfAuthLink: { status: string } }>(
      'demo',
      `mutation { requestSelfAuthLink(business: "demo", email: "${uniqueName('other')}@demo.example") { status } }`,
    );
    expect(other.data?.requestSelfAuthLink.status).toBe('ok');
  });

  it('limits selfRegisterBusiness per e-mail', async () => {
    const email = `${uniqueName('register')}@example.com`;
    // An invalid phone number: the registration fails and creates nothing, but it is counted before it runs.
    const register = (i: number) =>
      `selfRegisterBusiness(firstName: "A", lastName: "B", email: "${email}", phoneNumber: "x", business: "${uniqueName('r')}${i}", businessFullName: "R", businessWebsite: "https://r.example", country: "US", locale: "en") { status error }`;
    const answers = [];
    for (const n of batches(RECIPIENT_LIMIT + 1))
      answers.push(await call<Aliased>(null, `mutation { ${aliases(n, register)} }`));
    const last = answers.pop()!;
    for (const r of answers) expect(r.data?.a0.status).toBe('error');
    expect(throttled(last)).toBe(true);
  });
});
