import { UnauthorizedException } from '@nestjs/common';
import { SERVICE_AUTH_SCHEME } from '@tempo/contracts';
import { verifyServiceToken } from '@tempo/auth';

/** Refuses (401) a call to the internal API without a valid service token (`authorization: Service <token>`). */
export async function authorizeService(header: string | undefined, secret: string): Promise<void> {
  const [scheme, token] = (header ?? '').split(' ');
  if (scheme !== SERVICE_AUTH_SCHEME || !token) throw new UnauthorizedException();
  try {
    await verifyServiceToken(token, secret);
  } catch {
    throw new UnauthorizedException();
  }
}
