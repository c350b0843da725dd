import { generateKeyPair, KeyLike, SignJWT } from 'jose';
import { ActorContext, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_KINDS, TokenKind } from '@tempo/contracts';
import { verifyActorToken, verifyServiceToken } from './actor-token';
import {
  secretKey,
  signInviteToken,
  signToken,
  TOKEN_ALGORITHM,
  verifyInviteToken,
  verifyToken,
} from './token-kinds';

const secret = 's'.repeat(40);
const actor: ActorContext = {
  business: 'demo',
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  userId: 'u1',
  email: 'a@b.c',
  accountId: 'acc1',
  role: 'owner',
  staffRole: 'owner',
  overrides: [],
  impersonator: null,
  ip: null,
  requestId: null,
};
/** Every claim any verifier reads, so that only the kind can make a difference. */
const everyClaim = { actor, business: 'demo', email: 'a@b.c', sid: 'family-1' };

describe('token kinds: each verifier accepts exactly one kind', () => {
  let privateKey: KeyLike;
  let publicKey: KeyLike;
  beforeAll(async () => {
    ({ privateKey, publicKey } = await generateKeyPair('ES256'));
  });

  /** The verifier of each kind, with the key it is deployed with. */
  const verifiers = (): Record<TokenKind, (t: string) => Promise<unknown>> => ({
    id: (t) => verifyToken(TokenKind.ID, t, publicKey),
    refresh: (t) => verifyToken(TokenKind.REFRESH, t, publicKey),
    login_link: (t) => verifyToken(TokenKind.LOGIN_LINK, t, publicKey),
    invite: (t) => verifyInviteToken(t, secret),
    actor: (t) => verifyActorToken(t, secret),
    service: (t) => verifyServiceToken(t, secret),
  });

  /** A token of `kind` signed with the key and algorithm the verifier of `verifierKind` trusts. */
  const tokenFor = (kind: TokenKind, verifierKind: TokenKind) => {
    const algorithm = TOKEN_ALGORITHM[verifierKind];
    return signToken(kind, everyClaim, algorithm === 'ES256' ? privateKey : secretKey(secret), {
      algorithm,
      subject: 'u1',
      jti: 'jti-1',
      ttlSeconds: 60,
    });
  };

  const matrix = TOKEN_KINDS.flatMap((verifier) => TOKEN_KINDS.map((kind) => [verifier, kind] as const));

  it.each(matrix)('the %s verifier, given a %s token signed with its own key', async (verifier, kind) => {
    const verify = verifiers()[verifier];
    const token = await tokenFor(kind, verifier);
    if (kind === verifier) await expect(verify(token)).resolves.toBeTruthy();
    else await expect(verify(token)).rejects.toThrow();
  });

  it('gives every kind its own audience', () => {
    expect(new Set(Object.values(TOKEN_AUDIENCE)).size).toBe(TOKEN_KINDS.length);
  });

  it('refuses a token whose kind claim and audience disagree, or that names several audiences', async () => {
    const forge = (claims: Record<string, unknown>, aud: string | string[]) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(TOKEN_ISSUER.id)
        .setAudience(aud)
        .setSubject('u1')
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(privateKey);
    const id = (t: string) => verifyToken(TokenKind.ID, t, publicKey);
    await expect(id(await forge({ token_use: 'id' }, TOKEN_AUDIENCE.id))).resolves.toBeTruthy();
    await expect(id(await forge({ token_use: 'refresh' }, TOKEN_AUDIENCE.id))).rejects.toThrow();
    await expect(id(await forge({ token_use: 'id' }, TOKEN_AUDIENCE.refresh))).rejects.toThrow();
    await expect(id(await forge({}, TOKEN_AUDIENCE.id))).rejects.toThrow();
    await expect(
      id(await forge({ token_use: 'id' }, [TOKEN_AUDIENCE.id, TOKEN_AUDIENCE.refresh])),
    ).rejects.toThrow();
  });

  it('refuses an HS256 token at an ES256 verifier and a token of another issuer', async () => {
    const hs = await signToken(TokenKind.ID, {}, secretKey(secret), {
      algorithm: 'HS256',
      subject: 'u1',
      ttlSeconds: 60,
    });
    await expect(verifyToken(TokenKind.ID, hs, secretKey(secret))).rejects.toThrow();
    const otherIssuer = await new SignJWT({ token_use: 'service' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('someone-else')
      .setAudience(TOKEN_AUDIENCE.service)
      .setSubject('gateway')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(secretKey(secret));
    await expect(verifyServiceToken(otherIssuer, secret)).rejects.toThrow();
  });

  it('round-trips an invite and refuses it with another secret or expired', async () => {
    const invite = { inviteId: 'inv-1', business: 'demo', email: 'new@demo.example' };
    const token = await signInviteToken(invite, secret, 3600);
    await expect(verifyInviteToken(token, secret)).resolves.toEqual(invite);
    await expect(verifyInviteToken(token, 'x'.repeat(40))).rejects.toThrow();
    const expired = await signToken(TokenKind.INVITE, invite, secretKey(secret), {
      jti: 'inv-1',
      expiresAt: new Date(Date.now() - 10_000),
    });
    await expect(verifyInviteToken(expired, secret)).rejects.toThrow();
  });
});
