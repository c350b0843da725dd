import { request } from 'node:http';
import { gql, GqlResponse, Mailpit } from '@tempo/testing';

/** The running product, reached only through the gateway (npm test starts it). */
export const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
export const PASSWORD = 'Demo-pass-1';
export const mailpit = new Mailpit();

/** The gateway's internal port (metrics, readiness): GATEWAY_INTERNAL_URL, else the public port + 10000. */
export const GATEWAY_INTERNAL =
  process.env.GATEWAY_INTERNAL_URL ??
  (() => {
    const u = new URL(GATEWAY);
    u.port = String(Number(u.port || 80) + 10000);
    return u.origin;
  })();

const port = new URL(GATEWAY).port;
export const host = (label: string | null) =>
  label ? `${label}.localhost${port ? `:${port}` : ''}` : `localhost${port ? `:${port}` : ''}`;

export interface Session {
  idToken: string;
  refreshToken: string;
}

/** Calls /graphql on a business's host, optionally signed in. */
export function call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  business: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  auth?: Session | string | null,
): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { host: host(business) };
  if (typeof auth === 'string') headers.authorization = auth;
  else if (auth) headers.authorization = `Bearer ${auth.idToken}`;
  return gql<T>(`${GATEWAY}/graphql`, query, variables, headers);
}

export const LOGIN = `mutation Login($login: ID!, $password: String!, $business: String) {
  loginSimple(login: $login, password: $password, business: $business) { status error idToken refreshToken }
}`;

export async function login(business: string | null, email: string, password = PASSWORD): Promise<Session> {
  const r = await call(business, LOGIN, { login: email, password, business });
  const res = r.data?.loginSimple;
  if (res?.status !== 'ok') throw new Error(`login ${email} failed: ${JSON.stringify(r.errors ?? res)}`);
  return { idToken: res.idToken, refreshToken: res.refreshToken };
}

/** Requests a login link and signs in with the token read from the e-mail. */
export async function loginByLink(
  business: string,
  email: string,
): Promise<{ session: Session; token: string; link: string }> {
  const since = new Date();
  const r = await call(
    business,
    `mutation($b: String, $e: String!) { requestSelfAuthLink(business: $b, email: $e) { status error } }`,
    { b: business, e: email },
  );
  if (r.data?.requestSelfAuthLink?.status !== 'ok')
    throw new Error(`link request failed: ${JSON.stringify(r)}`);
  const mail = await mailpit.waitForMessage(email, since);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const token = new URL(link).searchParams.get('temporaryAccess')!;
  const res = await call(
    business,
    `mutation($t: String!) { loginPasswordless(token: $t) { status error idToken refreshToken } }`,
    { t: token },
  );
  const p = res.data?.loginPasswordless;
  if (p?.status !== 'ok') throw new Error(`passwordless failed: ${JSON.stringify(res)}`);
  return { session: { idToken: p.idToken, refreshToken: p.refreshToken }, token, link };
}

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
