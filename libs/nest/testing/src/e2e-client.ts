import { request } from 'node:http';
import { gql, GqlResponse } from './http';
import {
  BusinessResult,
  documentOf,
  LoginResult,
  NoVariables,
  op,
  Operation,
  StatusResult,
  Variables,
} from './operation';
import { Mailpit } from './mailpit';

/**
 * The end-to-end client every subgraph's e2e suite uses: the running product,
 * reached only through the gateway (scripts/test.sh starts it and sets
 * GATEWAY_URL), a business chosen by its host, sessions by password or by a
 * mailed login link, and a business of the test's own.
 */
export const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
/** The password of every seeded user (services/identity seed). */
export const PASSWORD = 'Demo-pass-1';
export const SUPERUSER_LOGIN = 'admin@platform.example';
export const mailpit = new Mailpit();

/** The gateway's internal port (metrics, readiness): GATEWAY_INTERNAL_URL, else the public port + 10000. */
export const GATEWAY_INTERNAL =
  process.env.GATEWAY_INTERNAL_URL ??
  (() => {
    const u = new URL(GATEWAY);
    u.port = String(Number(u.port || 80) + 10000);
    return u.origin;
  })();

const gatewayPort = new URL(GATEWAY).port;
/** The Host header of a business (its label below localhost), or of the bare domain for null. */
export const host = (label: string | null) =>
  label
    ? `${label}.localhost${gatewayPort ? `:${gatewayPort}` : ''}`
    : `localhost${gatewayPort ? `:${gatewayPort}` : ''}`;

export interface Session {
  idToken: string;
  refreshToken: string;
}

/** Who makes a call: a session, a raw Authorization value, or nobody. */
export type Auth = Session | string | null | undefined;

/** The variables and the caller of a call; the variables may be left out when the operation takes none. */
export type CallArgs<V> = NoVariables extends V ? [variables?: V, auth?: Auth] : [variables: V, auth?: Auth];

/**
 * Calls /graphql on a business's host, optionally signed in (a session, or a
 * raw Authorization value). An `op` types its data and checks the variables;
 * a plain document's data is unknown unless the call names its shape:
 * `call<{ currentUser: { id: string } }>('demo', '{ currentUser { id } }', {}, session)`.
 */
export function call<TData = unknown, TVariables extends Variables = Variables>(
  business: string | null,
  query: string | Operation<TData, TVariables>,
  ...[variables, auth]: NoInfer<CallArgs<TVariables>>
): Promise<GqlResponse<TData>> {
  const headers: Record<string, string> = { host: host(business) };
  if (typeof auth === 'string') headers.authorization = auth;
  else if (auth) headers.authorization = `Bearer ${auth.idToken}`;
  return gql<TData>(`${GATEWAY}/graphql`, documentOf(query), variables ?? {}, headers);
}

export const LOGIN = op<
  { loginSimple: LoginResult },
  { login: string; password: string; business?: string | null }
>(`mutation Login($login: ID!, $password: String!, $business: String) {
  loginSimple(login: $login, password: $password, business: $business) { status error idToken refreshToken }
}`);

/** Asks for a login link mailed to `e`, for business `b` (none: the platform). */
export const REQUEST_LOGIN_LINK = op<{ requestSelfAuthLink: StatusResult }, { b: string | null; e: string }>(
  `mutation($b: String, $e: String!) { requestSelfAuthLink(business: $b, email: $e) { status error } }`,
);

/** Signs in with the token of a login link. */
export const LOGIN_PASSWORDLESS = op<{ loginPasswordless: LoginResult }, { t: string }>(
  `mutation($t: String!) { loginPasswordless(token: $t) { status error idToken refreshToken } }`,
);

/** Trades a refresh token for new tokens (the refresh token rotates). */
export const LOGIN_REFRESH = op<{ loginRefresh: LoginResult }, { t: string }>(
  `mutation($t: String!) { loginRefresh(refreshToken: $t) { status error idToken refreshToken } }`,
);

/** The caller as the gateway resolves them on a host. */
export const CURRENT_USER = op<{
  currentUser: {
    id: string;
    email: string;
    role: string;
    staffRole: string | null;
    business: string | null;
    accountId: string | null;
    impersonator: { email: string } | null;
    effectivePermissions: Array<{ action: string; resource: string }>;
  };
}>(
  `{ currentUser { id email role staffRole business accountId impersonator { email } effectivePermissions { action resource } } }`,
);

/** The session in a sign-in's answer, or an error naming what was asked and what came back. */
function sessionOf(what: string, r: GqlResponse<unknown>, res: LoginResult | undefined): Session {
  if (res?.status !== 'ok' || !res.idToken || !res.refreshToken)
    throw new Error(`${what} failed: ${JSON.stringify(r.errors ?? res)}`);
  return { idToken: res.idToken, refreshToken: res.refreshToken };
}

/** Signs in with a password (the seeded users' by default). */
export async function login(business: string | null, email: string, password = PASSWORD): Promise<Session> {
  const r = await call(business, LOGIN, { login: email, password, business });
  return sessionOf(`login ${email}`, r, r.data?.loginSimple);
}

/** Requests a login link and signs in with the token read from the e-mail. */
export async function loginByLink(
  business: string,
  email: string,
): Promise<{ session: Session; token: string; link: string }> {
  const since = new Date();
  const r = await call(business, REQUEST_LOGIN_LINK, { b: business, e: email });
  if (r.data?.requestSelfAuthLink?.status !== 'ok')
    throw new Error(`link request failed: ${JSON.stringify(r)}`);
  const mail = await mailpit.waitForMessage(email, since);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const token = new URL(link).searchParams.get('temporaryAccess');
  if (!token) throw new Error(`no token in link: ${link}`);
  const res = await call(business, LOGIN_PASSWORDLESS, { t: token });
  return { session: sessionOf('passwordless', res, res.data?.loginPasswordless), token, link };
}

let made = 0;
/** A business label or e-mail part no other run uses (the time, a count within this process, a random part). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(made++).toString(36)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

/** What a test may set on the business it creates (everything else has a plain default). */
export interface OwnBusinessOptions {
  /** The start of the business's name (a unique suffix is added). */
  prefix: string;
  fullName?: string;
  country?: string;
  locale?: string;
  timezone?: string;
  ownerFirstName?: string;
  /** The owner's e-mail; `<name>-owner@owners.example` by default. */
  ownerEmail?: string;
  paymentGatewayApiKey?: string;
  webhookKey?: string;
}

export interface OwnBusiness {
  name: string;
  fullName: string;
  ownerEmail: string;
  /** The owner, signed in through the login link mailed to them. */
  owner: Session;
  /** The superuser who created it. */
  admin: Session;
}

const CREATE_BUSINESS = op<
  { createBusiness: BusinessResult<{ name: string }> },
  {
    name: string;
    fullName: string;
    country: string;
    locale: string;
    timezone: string;
    contact: string;
    website: string;
    owner: string;
    first: string;
    pay: string | null;
    hook: string | null;
  }
>(`mutation($name: ID!, $fullName: String!, $country: String!, $locale: String!, $timezone: String!,
    $contact: String!, $website: String!, $owner: String, $first: String, $pay: Secret, $hook: Secret) {
  createBusiness(name: $name, fullName: $fullName, country: $country, locale: $locale, timezone: $timezone,
    contactEmail: $contact, businessWebsite: $website, businessPhoneNumber: "+1 555 010 0100", emailFrom: $contact,
    tagline: "Test", notificationsEnabled: true, notificationsEnabledOwnersOnly: false,
    paymentGatewayApiKey: $pay, webhookKey: $hook, ownerEmail: $owner, ownerFirstName: $first) {
    status error business { name }
  }
}`);

/**
 * A business of the test's own, so a test that writes never changes the shared
 * demo data: the superuser creates it with an owner, and the owner signs in by
 * the login link mailed to them.
 */
export async function createOwnBusiness(options: OwnBusinessOptions): Promise<OwnBusiness> {
  const name = uniqueName(options.prefix);
  const fullName = options.fullName ?? `Test Studio ${name}`;
  const ownerEmail = options.ownerEmail ?? `${name}-owner@owners.example`;
  const admin = await login(null, SUPERUSER_LOGIN);
  const created = await call(
    null,
    CREATE_BUSINESS,
    {
      name,
      fullName,
      country: options.country ?? 'US',
      locale: options.locale ?? 'en-US',
      timezone: options.timezone ?? 'America/New_York',
      contact: `hello@${name}.example`,
      website: `https://${name}.example`,
      owner: ownerEmail,
      first: options.ownerFirstName ?? 'Owen',
      pay: options.paymentGatewayApiKey ?? null,
      hook: options.webhookKey ?? null,
    },
    admin,
  );
  if (created.data?.createBusiness?.status !== 'ok')
    throw new Error(`createBusiness ${name} failed: ${JSON.stringify(created.errors ?? created.data)}`);
  const owner = (await loginByLink(name, ownerEmail)).session;
  return { name, fullName, ownerEmail, owner, admin };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A GET with full control of Host and Accept (fetch cannot set Host). */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
