import { randomUUID } from 'node:crypto';
import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { KeyLike, exportJWK, generateKeyPair } from 'jose';
import { InternalUser, JWKS_PATH, TokenKind } from '@tempo/contracts';
import { signToken, verifyServiceToken } from '@tempo/auth';
import type { ActorResponse } from '../src/actor-loader';
import { listenUrl } from './helpers';

/**
 * A stand-in for identity's HTTP API as the gateway uses it: the JWKS of a
 * key pair made here, /internal/actor and /internal/user behind the service
 * token. The real identity is exercised end to end by the lead's journeys.
 */
export interface IdentityStandIn {
  url: string;
  server: Server;
  users: Map<string, InternalUser>;
  /** userId → business → account. */
  accounts: Map<string, Map<string, NonNullable<ActorResponse['account']>>>;
  businesses: Map<string, NonNullable<ActorResponse['business']>>;
  calls: string[];
  idToken(userId: string, opts?: { ttlSeconds?: number; sessionId?: string }): Promise<string>;
  addUser(
    email: string,
    opts?: { isSuperuser?: boolean; staffRole?: string | null; business?: string },
  ): InternalUser;
}

export async function startIdentityStandIn(serviceTokenSecret: string): Promise<IdentityStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const users = new Map<string, InternalUser>();
  const accounts = new Map<string, Map<string, NonNullable<ActorResponse['account']>>>();
  const businesses = new Map<string, NonNullable<ActorResponse['business']>>();
  const calls: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === JWKS_PATH) return json(res, 200, { keys: [jwk] });
    const auth = req.headers.authorization ?? '';
    try {
      if (!auth.startsWith('Service ')) throw new Error('no service token');
      if ((await verifyServiceToken(auth.slice(8), serviceTokenSecret)) !== 'gateway')
        throw new Error('not the gateway');
    } catch {
      return json(res, 401, { message: 'service token required' });
    }
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/internal/user') {
      const email = url.searchParams.get('email');
      const user = [...users.values()].find((u) => u.email === email);
      return user ? json(res, 200, user) : json(res, 404, { message: 'not found' });
    }
    if (url.pathname === '/internal/actor') {
      const userId = url.searchParams.get('userId');
      const business = url.searchParams.get('business');
      const b = business ? (businesses.get(business) ?? null) : null;
      if (!userId) return json(res, 200, { user: null, account: null, business: b } satisfies ActorResponse);
      const user = users.get(userId);
      if (!user) return json(res, 404, { message: 'not found' });
      const account = business ? (accounts.get(userId)?.get(business) ?? null) : null;
      return json(res, 200, { user, account, business: b } satisfies ActorResponse);
    }
    json(res, 404, { message: 'no route' });
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));

  return {
    url: listenUrl(server),
    server,
    users,
    accounts,
    businesses,
    calls,
    idToken: (userId, opts = {}) =>
      signToken(
        TokenKind.ID,
        { email: users.get(userId)?.email, sid: opts.sessionId ?? `session-${userId}` },
        privateKey as KeyLike,
        { kid: 'test-key', subject: userId, ttlSeconds: opts.ttlSeconds ?? 600 },
      ),
    addUser(email, opts = {}) {
      const user: InternalUser = {
        id: randomUUID(),
        email,
        firstName: null,
        lastName: null,
        isSuperuser: !!opts.isSuperuser,
      };
      users.set(user.id, user);
      if (opts.business) {
        const perBusiness = accounts.get(user.id) ?? new Map();
        perBusiness.set(opts.business, {
          id: randomUUID(),
          staffRole: opts.staffRole ?? null,
          permissions: [],
        });
        accounts.set(user.id, perBusiness);
      }
      return user;
    },
  };
}
