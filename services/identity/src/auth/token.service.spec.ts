import { generateKeyPairSync } from 'crypto';
import { createLocalJWKSet, decodeJwt, KeyLike } from 'jose';
import type { EntityManager } from 'typeorm';
import { FixedClock, TOKEN_AUDIENCE, TOKEN_KINDS, TokenKind } from '@tempo/contracts';
import { signToken, verifyToken } from '@tempo/auth';
import { loadIdentityConfig } from '../config';
import { UserEntity } from '../users/user.entity';
import { RefreshTokenEntity } from './token.entities';
import { sha256, TokenService } from './token.service';

const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** Frozen at a whole second of the present, so that the tokens it dates verify now. */
const clock = new FixedClock(Math.floor(Date.now() / 1000) * 1000);

const user = Object.assign(new UserEntity(), {
  id: '0190e7c4-0000-7000-8000-000000000001',
  email: 'jane@demo.example',
  firstName: 'Jane',
  lastName: 'Doe',
  locale: null,
  profilePhoto: null,
  emailVerified: true,
});

/** Records the refresh-token rows TokenService stores (the database is exercised end to end). */
const recorder = () => {
  const rows: RefreshTokenEntity[] = [];
  const em = {
    insert: async (_entity: unknown, row: RefreshTokenEntity) => {
      rows.push(row);
    },
  } as unknown as EntityManager;
  return { rows, em };
};

describe('TokenService: identity’s token kinds', () => {
  let tokens: TokenService;
  beforeAll(async () => {
    tokens = new TokenService(loadIdentityConfig({ NODE_ENV: 'test', ID_TOKEN_PRIVATE_KEY: pem }), clock);
    await tokens.onModuleInit();
  });

  it('dates a session from the clock: its refresh token expires REFRESH_TOKEN_TTL_SECONDS after the instant of sign-in', async () => {
    const config = loadIdentityConfig({ NODE_ENV: 'test', ID_TOKEN_PRIVATE_KEY: pem });
    const { rows, em } = recorder();
    const issued = await tokens.issue(em, user);
    const expected = clock.now().getTime() + config.REFRESH_TOKEN_TTL_SECONDS * 1000;
    expect(rows[0].expiresAt.getTime()).toBe(expected);
    expect(decodeJwt(issued.refreshToken).exp).toBe(expected / 1000);
    // A rotation an hour later keeps the session's absolute expiry.
    clock.advance(3600_000);
    await tokens.refreshToken(em, user.id, { id: rows[0].familyId, expiresAt: rows[0].expiresAt });
    expect(rows[1].expiresAt.getTime()).toBe(expected);
    clock.advance(-3600_000);
  });

  it('signs and checks tokens at the instant of the clock, however far from the system time', async () => {
    const config = loadIdentityConfig({ NODE_ENV: 'test', ID_TOKEN_PRIVATE_KEY: pem });
    const past = new FixedClock(Date.UTC(2024, 2, 10, 6, 59, 0));
    const service = new TokenService(config, past);
    await service.onModuleInit();
    const { em } = recorder();
    const issued = await service.issue(em, user);
    const at = past.now().getTime() / 1000;
    expect(decodeJwt(issued.idToken)).toMatchObject({
      iat: at,
      nbf: at,
      exp: at + config.ID_TOKEN_TTL_SECONDS,
    });
    expect(await service.verifyRefresh(issued.refreshToken)).toMatchObject({ userId: user.id });
    past.advance(config.REFRESH_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await service.verifyRefresh(issued.refreshToken)).not.toBeNull();
    past.advance(2000);
    expect(await service.verifyRefresh(issued.refreshToken)).toBeNull();
  });

  it('issues an id token and a refresh token of one session, each of its own kind and audience', async () => {
    const { rows, em } = recorder();
    const issued = await tokens.issue(em, user);
    const id = decodeJwt(issued.idToken);
    const refresh = decodeJwt(issued.refreshToken);
    expect(id).toMatchObject({
      token_use: 'id',
      aud: TOKEN_AUDIENCE.id,
      iss: 'tempo-identity',
      sub: user.id,
    });
    expect(refresh).toMatchObject({ token_use: 'refresh', aud: TOKEN_AUDIENCE.refresh, sub: user.id });
    expect(id.sid).toBeTruthy();
    expect(refresh.sid).toBe(id.sid);
    expect(rows).toEqual([
      expect.objectContaining({ familyId: id.sid, tokenHash: sha256(issued.refreshToken) }),
    ]);
    // The gateway verifies id tokens with the published key set.
    const keys = createLocalJWKSet(tokens.jwks() as { keys: [] });
    await expect(verifyToken(TokenKind.ID, issued.idToken, keys)).resolves.toMatchObject({ sub: user.id });
    await expect(tokens.verifyRefresh(issued.refreshToken)).resolves.toEqual({
      userId: user.id,
      sessionId: id.sid,
    });
  });

  /** A token of every kind, signed with identity's own key: only the claim and audience differ. */
  const everyKind = async () => {
    const key = (tokens as unknown as { key: { privateKey: KeyLike; kid: string } }).key;
    const entries = await Promise.all(
      TOKEN_KINDS.map(
        async (kind) =>
          [
            kind,
            await signToken(kind, { sid: 'session-1', actor: { role: 'owner' } }, key.privateKey, {
              algorithm: 'ES256',
              kid: key.kid,
              subject: user.id,
              jti: 'j1',
              ttlSeconds: 600,
            }),
          ] as const,
      ),
    );
    return entries;
  };

  it('verifyRefresh accepts only refresh tokens', async () => {
    for (const [kind, token] of await everyKind()) {
      const claims = await tokens.verifyRefresh(token);
      if (kind === TokenKind.REFRESH) expect(claims).toEqual({ userId: user.id, sessionId: 'session-1' });
      else expect({ kind, claims }).toEqual({ kind, claims: null });
    }
  });

  it('verifyLoginLink accepts only login-link tokens', async () => {
    for (const [kind, token] of await everyKind()) {
      const claims = await tokens.verifyLoginLink(token);
      if (kind === TokenKind.LOGIN_LINK) expect(claims).toEqual({ userId: user.id });
      else expect({ kind, claims }).toEqual({ kind, claims: null });
    }
  });

  it('makes login-link tokens that expire with the link and differ every time', async () => {
    const expiresAt = new Date(clock.now().getTime() + 1800_000);
    const a = await tokens.loginLinkToken(user.id, expiresAt);
    const b = await tokens.loginLinkToken(user.id, expiresAt);
    expect(a).not.toBe(b);
    expect(decodeJwt(a)).toMatchObject({
      token_use: 'login_link',
      aud: TOKEN_AUDIENCE.login_link,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    await expect(tokens.verifyLoginLink(a)).resolves.toEqual({ userId: user.id });
    const expired = await tokens.loginLinkToken(user.id, new Date(clock.now().getTime() - 1000));
    await expect(tokens.verifyLoginLink(expired)).resolves.toBeNull();
  });
});
