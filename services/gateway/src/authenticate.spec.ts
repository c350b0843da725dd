import { VISITOR } from '@tempo/contracts';
import { ActorLoader, ActorResponse, IdentityUnavailableError } from './actor-loader';
import { authenticate, AuthenticateInput } from './authenticate';
import { IdTokenClaims, parseAuthorization } from './authorization';

const user = (id: string, isSuperuser = false): NonNullable<ActorResponse['user']> => ({
  id,
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  isSuperuser,
});

/** Identity as the loader sees it: an admin (superuser) and a client. */
const loader = {
  visitor: async () => ({ ...VISITOR, business: 'demo' }),
  user: async (userId: string) => ({ ...VISITOR, userId, role: 'client' as const }),
  actor: async (userId: string) => ({
    user: user(userId, userId === 'admin'),
    account: null,
    business: null,
  }),
  userByEmail: async (email: string) => user(email.split('@')[0]),
} as unknown as ActorLoader;

const claims = (userId: string, sessionId: string): IdTokenClaims => ({
  userId,
  email: null,
  sessionId,
});

const input = (header: string, revoked: string[], tokenless = false): AuthenticateInput => ({
  authorization: parseAuthorization(header),
  tokenless,
  facts: { business: 'demo', ip: null, requestId: null },
  // The token is "<user>.<session>".
  verify: async (token) => claims(token.split('.')[0], token.split('.')[1]),
  isSessionRevoked: async (sid) => revoked.includes(sid),
  loader,
});

describe('authenticate: signed-out sessions', () => {
  it('accepts an id token of a live session', async () => {
    await expect(authenticate(input('Bearer client.s1', ['s2']))).resolves.toMatchObject({
      actor: { userId: 'client' },
    });
  });

  it('refuses an id token of a revoked session with INVALID_TOKEN, also inside sudo-as', async () => {
    await expect(authenticate(input('Bearer client.s1', ['s1']))).resolves.toEqual({
      failure: expect.objectContaining({ status: 401, code: 'INVALID_TOKEN' }),
    });
    await expect(authenticate(input('sudo-as client@example.com|admin.s9', ['s9']))).resolves.toEqual({
      failure: expect.objectContaining({ status: 401, code: 'INVALID_TOKEN' }),
    });
    await expect(authenticate(input('sudo-as client@example.com|admin.s8', ['s9']))).resolves.toMatchObject({
      actor: { impersonator: { userId: 'admin' } },
    });
  });

  it('treats a revoked session as a visitor on tokenless requests (the login page keeps working)', async () => {
    await expect(authenticate(input('Bearer client.s1', ['s1'], true))).resolves.toEqual({
      actor: expect.objectContaining({ userId: null, role: 'visitor' }),
    });
  });
});

describe('authenticate: the session check and the actor lookup go together', () => {
  const failing = {
    ...loader,
    user: async () => {
      throw new IdentityUnavailableError('identity /internal/actor unreachable');
    },
  } as unknown as ActorLoader;

  it('refuses a revoked session even when the lookup fails at the same time', async () => {
    await expect(authenticate({ ...input('Bearer client.s1', ['s1']), loader: failing })).resolves.toEqual({
      failure: expect.objectContaining({ status: 401, code: 'INVALID_TOKEN' }),
    });
  });

  it('lets a failed lookup of a live session through as an outage', async () => {
    await expect(authenticate({ ...input('Bearer client.s1', []), loader: failing })).rejects.toBeInstanceOf(
      IdentityUnavailableError,
    );
  });
});
