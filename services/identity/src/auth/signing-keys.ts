import { createHash, generateKeyPairSync } from 'crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import { exportJWK, importPKCS8, JWK, KeyLike } from 'jose';
import { stateDir } from '@tempo/config';

export interface SigningKey {
  kid: string;
  privateKey: KeyLike;
  publicJwk: JWK;
}

const devKeyFile = () => join(stateDir(), 'keys', 'identity-id-token.pem');

/** Reads the dev key, creating it once (exclusive create, so concurrent starts agree). */
function devPem(): string {
  const file = devKeyFile();
  try {
    return readFileSync(file, 'utf8');
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), {
        flag: 'wx',
        mode: 0o600,
      });
    } catch {
      /* another process created it first */
    }
    return readFileSync(file, 'utf8');
  }
}

/** The id-token signing key: from the environment in production, a generated dev key otherwise. */
export async function loadSigningKey(pem: string | undefined, kid: string | undefined): Promise<SigningKey> {
  const source = pem?.replace(/\\n/g, '\n') ?? devPem();
  const privateKey = await importPKCS8(source, 'ES256', { extractable: true });
  const full = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: full.kty, crv: full.crv, x: full.x, y: full.y };
  const id =
    kid ?? createHash('sha256').update(`${publicJwk.x}.${publicJwk.y}`).digest('base64url').slice(0, 16);
  return { kid: id, privateKey, publicJwk: { ...publicJwk, kid: id, alg: 'ES256', use: 'sig' } };
}
