import { SignJWT, exportJWK, generateKeyPair, createLocalJWKSet } from 'jose';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER, TOKEN_KINDS } from '@tempo/contracts';
import { signToken } from '@tempo/auth';
import { LocalCache } from './local-cache';
import {
  IdTokenClaims,
  InvalidTokenError,
  KeysUnavailableError,
  cachedIdTokenVerifier,
  idTokenVerifier,
  parseAuthorization,
} from './authorization';

describe('parseAuthorization (spec 000 §7.1)', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['null', { kind: 'none' }],
    ['Bearer null', { kind: 'none' }],
    ['Bearer abc.def.ghi', { kind: 'bearer', token: 'abc.def.ghi' }],
    ['bearer   abc.def.ghi  ', { kind: 'bearer', token: 'abc.def.ghi' }],
    [
      'sudo-as jane@example.com|abc.def.ghi',
      { kind: 'sudo', user: 'jane@example.com', token: 'abc.def.ghi' },
    ],
    [
      'sudo-as 0190e7c4-0000-7000-8000-000000000001|tok',
      { kind: 'sudo', user: '0190e7c4-0000-7000-8000-000000000001', token: 'tok' },
    ],
    ['sudo-as |tok', { kind: 'malformed' }],
    ['sudo-as jane@example.com|', { kind: 'malformed' }],
    ['sudo-as jane@example.com|null', { kind: 'malformed' }],
    ['sudo-as jane@example.com', { kind: 'malformed' }],
    ['Basic dXNlcjpwYXNz', { kind: 'malformed' }],
    ['Bearer a b', { kind: 'malformed' }],
    ['token-without-scheme', { kind: 'malformed' }],
  ])('%p → %p', (header, expected) => {
    expect(parseAuthorization(header)).toEqual(expected);
  });

  it('reads the first value of a repeated header', () => {
    expect(parseAuthorization(['Bearer x', 'Bearer y'])).toEqual({ kind: 'bearer', token: 'x' });
  });
});

describe('idTokenVerifier', () => {
  const setup = async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    const verify = idTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
    const sign = (
      claims: Record<string, unknown>,
      opts: { iss?: string; aud?: string; exp?: number; sub?: string | null } = {},
    ) => {
      let jwt = new SignJWT({ token_use: 'id', sid: 'session-1', ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(opts.iss ?? ID_TOKEN_ISSUER)
        .setAudience(opts.aud ?? ID_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600);
      if (opts.sub !== null) jwt = jwt.setSubject(opts.sub ?? 'user-1');
      return jwt.sign(privateKey);
    };
    return { verify, sign, privateKey };
  };

  it('returns the user id from sub and the session from sid', async () => {
    const { verify, sign } = await setup();
    const exp = Math.floor(Date.now() / 1000) + 600;
    await expect(verify(await sign({ email: 'a@b.c' }, { exp }))).resolves.toEqual({
      userId: 'user-1',
      email: 'a@b.c',
      sessionId: 'session-1',
      expiresAt: exp * 1000,
    });
  });

  it.each(TOKEN_KINDS)(
    'given a %s token signed with identity’s key, accepts only an id token',
    async (kind) => {
      const { verify, privateKey } = await setup();
      const token = await signToken(kind, { email: 'a@b.c', sid: 'session-1' }, privateKey, {
        algorithm: 'ES256',
        kid: 'k1',
        subject: 'user-1',
        jti: 'j1',
        ttlSeconds: 600,
      });
      if (kind === 'id') await expect(verify(token)).resolves.toMatchObject({ userId: 'user-1' });
      else await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
    },
  );

  it('tolerates 120 s of clock skew, not more', async () => {
    const { verify, sign } = await setup();
    const now = Math.floor(Date.now() / 1000);
    await expect(verify(await sign({}, { exp: now - 60 }))).resolves.toMatchObject({ userId: 'user-1' });
    await expect(verify(await sign({}, { exp: now - 300 }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it.each([
    ['wrong issuer', { iss: 'someone-else' }],
    ['wrong audience', { aud: 'other' }],
    ['no subject', { sub: null }],
  ])('refuses a token with %s', async (_label, opts) => {
    const { verify, sign } = await setup();
    await expect(verify(await sign({}, opts as never))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it.each([
    ['no kind', { token_use: undefined }],
    ['the refresh kind', { token_use: 'refresh' }],
    ['no session', { sid: undefined }],
  ])('refuses a token with %s', async (_label, claims) => {
    const { verify, sign } = await setup();
    await expect(verify(await sign(claims))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses garbage and foreign signatures', async () => {
    const { verify } = await setup();
    const other = await setup();
    await expect(verify('garbage')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(await other.sign({}))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('tells an outage of the key set from a bad token', async () => {
    const { sign } = await setup();
    const verify = idTokenVerifier(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(verify(await sign({}))).rejects.toBeInstanceOf(KeysUnavailableError);
  });
});

describe('cachedIdTokenVerifier', () => {
  const T0 = Date.parse('2026-11-28T10:00:00Z');
  const setup = (answer: (token: string) => IdTokenClaims) => {
    let now = T0;
    const asked: string[] = [];
    const cache = new LocalCache<IdTokenClaims>({ ttlMs: 60_000, now: () => now });
    const verify = cachedIdTokenVerifier(
      async (token) => {
        asked.push(token);
        return answer(token);
      },
      cache,
      () => now,
    );
    return { verify, asked, at: (ms: number) => (now = T0 + ms) };
  };
  const claims = (expiresAt?: number): IdTokenClaims => ({
    userId: 'user-1',
    email: null,
    sessionId: 'session-1',
    expiresAt,
  });

  it('checks a token once while the cache keeps it, and again after that', async () => {
    const { verify, asked, at } = setup(() => claims(T0 + 600_000));
    await verify('a');
    at(59_000);
    await expect(verify('a')).resolves.toEqual(claims(T0 + 600_000));
    expect(asked).toEqual(['a']);
    await verify('b');
    expect(asked).toEqual(['a', 'b']);
    at(61_000);
    await verify('a');
    expect(asked).toEqual(['a', 'b', 'a']);
  });

  it('never keeps a token past its expiry: it is checked again, and the refusal passes through', async () => {
    const { verify, asked, at } = setup(() => {
      if (asked.length > 1) throw new InvalidTokenError('expired');
      return claims(T0 + 30_000);
    });
    await verify('a');
    at(30_000);
    await expect(verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(asked).toEqual(['a', 'a']);
  });

  it('keeps no refusal and no token without an expiry', async () => {
    let refuse = true;
    const { verify, asked } = setup(() => {
      if (refuse) throw new InvalidTokenError('bad');
      return claims(undefined);
    });
    await expect(verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    refuse = false;
    await verify('a');
    await verify('a');
    expect(asked).toEqual(['a', 'a', 'a']);
  });
});
