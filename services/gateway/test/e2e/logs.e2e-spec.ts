import { existsSync, readFileSync, statSync } from 'fs';
import { join, resolve } from 'path';
import { GATEWAY, gql, host, LOGIN, REQUEST_LOGIN_LINK, uniqueName, waitFor } from './client';

/**
 * The logs of the running product (PRODUCT_LOG_DIR/PRODUCT_LOG_MODE-<process>.log; npm test sets both):
 * requests carrying a password, a token and a card number in their variables and headers go through the
 * gateway to identity; every line of both processes' logs is one JSON object, each line written for a
 * request carries its x-request-id and business, and none holds the secrets.
 */
const LOG_DIR = process.env.PRODUCT_LOG_DIR ?? resolve(__dirname, '../../../../.local/logs');
const MODE = process.env.PRODUCT_LOG_MODE ?? 'test';
const GATEWAY_LOG = join(LOG_DIR, `${MODE}-gateway.log`);
const IDENTITY_LOG = join(LOG_DIR, `${MODE}-identity.log`);

type Line = Record<string, unknown>;

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
const textSince = (file: string, offset: number) => readFileSync(file).subarray(offset).toString('utf8');
const linesOf = (text: string) => text.split('\n').filter((l) => l !== '');
/** The lines that do not parse as one JSON object each. */
const notJson = (text: string) =>
  linesOf(text).filter((l) => {
    try {
      const v: unknown = JSON.parse(l);
      return !v || typeof v !== 'object' || Array.isArray(v);
    } catch {
      return true;
    }
  });
const parsed = (text: string) => linesOf(text).map((l) => JSON.parse(l) as Line);
const base64url = (s: string) => Buffer.from(s).toString('base64url');

describe('logs of a request through the product', () => {
  const tag = uniqueName('logs');
  const email = `${tag}@logs.example`;
  // Recognisable secrets of this run only.
  const password = `Pw-${tag}-secret!`;
  const tokenPayload = base64url(JSON.stringify({ sub: tag, token_use: 'id' }));
  const token = `${base64url('{"alg":"ES256","kid":"k1"}')}.${tokenPayload}.${base64url(`sig-${tag}`)}`;
  const card = '4242 4242 4242 4242';
  const secrets = [password, token, tokenPayload, card, card.replace(/ /g, ''), card.replace(/ /g, '-')];
  const ids = { link: `${tag}-link`, login: `${tag}-login`, bearer: `${tag}-bearer` };
  const headers = (requestId: string) => ({
    host: host('demo'),
    'x-request-id': requestId,
    cookie: `session=${token}; password=${password}`,
    'x-card-number': card,
    'x-password': password,
  });
  let gatewayFrom = 0;
  let identityFrom = 0;

  beforeAll(async () => {
    expect(existsSync(GATEWAY_LOG)).toBe(true);
    expect(existsSync(IDENTITY_LOG)).toBe(true);
    gatewayFrom = sizeOf(GATEWAY_LOG);
    identityFrom = sizeOf(IDENTITY_LOG);

    const url = `${GATEWAY}/graphql`;
    const extra = { password, token, cardNumber: card, note: `card ${card}, token ${token}` };
    // A login link for an address with no login: identity writes a line while it handles the request.
    const link = await gql<{ requestSelfAuthLink: { status: string } }>(
      url,
      REQUEST_LOGIN_LINK.document,
      { b: 'demo', e: email, ...extra },
      headers(ids.link),
    );
    expect(link.data?.requestSelfAuthLink.status).toBe('ok');
    // A password sign-in that fails.
    const login = await gql<{ loginSimple: { status: string } }>(
      url,
      LOGIN.document,
      { login: email, password, business: 'demo', cardNumber: card },
      headers(ids.login),
    );
    expect(login.data?.loginSimple.status).toBe('error');
    // A bearer token that is no id token of ours.
    const bearer = await gql(url, '{ currentUser { id } }', extra, {
      ...headers(ids.bearer),
      authorization: `Bearer ${token}`,
    });
    expect(bearer.status).toBe(401);

    // The gateway writes its line once each answer is sent.
    await waitFor(async () => {
      const text = textSince(GATEWAY_LOG, gatewayFrom);
      return Object.values(ids).every((id) => text.includes(`"requestId":"${id}"`));
    });
  });

  it("writes only JSON lines in the gateway's and identity's logs", () => {
    expect(notJson(readFileSync(GATEWAY_LOG, 'utf8'))).toEqual([]);
    expect(notJson(readFileSync(IDENTITY_LOG, 'utf8'))).toEqual([]);
  });

  it("puts the request's id and business on the gateway's lines for it", () => {
    const lines = parsed(textSince(GATEWAY_LOG, gatewayFrom));
    for (const id of Object.values(ids)) {
      const mine = lines.filter((l) => l.requestId === id);
      expect(mine.length).toBeGreaterThan(0);
      for (const l of mine) expect(l).toMatchObject({ app: 'gateway', role: 'gateway', business: 'demo' });
    }
    expect(lines.find((l) => l.requestId === ids.bearer)).toMatchObject({
      msg: 'graphql request',
      status: 401,
    });
  });

  it("puts the request's id and business on identity's lines written while it handles the request", () => {
    const lines = parsed(textSince(IDENTITY_LOG, identityFrom));
    const mine = lines.filter((l) => l.requestId === ids.link);
    expect(mine.map((l) => l.msg)).toContain('login link requested for an unknown e-mail; nothing sent');
    for (const l of mine) expect(l).toMatchObject({ app: 'identity', role: 'api', business: 'demo' });
    // Identity's other lines meanwhile belong to other requests or to none.
    for (const l of lines) expect([null, ids.link, ids.login, ids.bearer]).toContain(l.requestId);
  });

  it('keeps the password, the token and the card number out of both logs', () => {
    const written = textSince(GATEWAY_LOG, gatewayFrom) + textSince(IDENTITY_LOG, identityFrom);
    expect(written.length).toBeGreaterThan(0);
    const leaked = secrets.filter((s) => written.includes(s));
    expect(leaked.map((s) => s.length)).toEqual([]);
  });
});
