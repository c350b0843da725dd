import { Inject, Injectable } from '@nestjs/common';
import {
  INTERNAL_CREDENTIALS_PATH,
  INTERNAL_INVITE_MAIL_PATH,
  InternalCredentialsRequest,
  InternalCredentialsResponse,
  INTERNAL_ACTOR_PATH,
  INTERNAL_USER_PATH,
  InternalActorResponse,
  InternalInviteMailRequest,
  InternalUser,
  SERVICE_AUTH_SCHEME,
} from '@tempo/contracts';
import { signServiceToken } from '@tempo/auth';
import { PEOPLE_CONFIG, PeopleConfig } from '../config';

/** Identity refused: the e-mail belongs to another account of the business. */
export class EmailTakenError extends Error {
  constructor() {
    super('identity: the e-mail belongs to another account of the business');
  }
}

/**
 * Identity's internal API, for what the user must know in the same request
 * (ARCHITECTURE §7): sign-in credentials at registration and invitation, and
 * the invitation mail. Calls carry a 60-second service token.
 */
@Injectable()
export class IdentityClient {
  constructor(@Inject(PEOPLE_CONFIG) private readonly config: PeopleConfig) {}

  private async post(path: string, body: object): Promise<Response> {
    const token = await signServiceToken('people', this.config.SERVICE_TOKEN_SECRET);
    const res = await fetch(new URL(path, this.config.IDENTITY_INTERNAL_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `${SERVICE_AUTH_SCHEME} ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 409) throw new EmailTakenError();
    if (!res.ok) throw new Error(`identity ${path} answered ${res.status}`);
    return res;
  }

  async credentials(req: InternalCredentialsRequest): Promise<InternalCredentialsResponse> {
    return (await (await this.post(INTERNAL_CREDENTIALS_PATH, req)).json()) as InternalCredentialsResponse;
  }

  private async get<T>(path: string): Promise<T | null> {
    const token = await signServiceToken('people', this.config.SERVICE_TOKEN_SECRET);
    const res = await fetch(new URL(path, this.config.IDENTITY_INTERNAL_URL), {
      headers: { authorization: `${SERVICE_AUTH_SCHEME} ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`identity ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  /** The user of an e-mail and their account in `business` (the seed names the demo logins' people by them). */
  async accountOf(
    email: string,
    business: string,
  ): Promise<{ user: InternalUser; accountId: string; staffRole: string | null } | null> {
    const user = await this.get<InternalUser>(`${INTERNAL_USER_PATH}?${new URLSearchParams({ email })}`);
    if (!user) return null;
    const actor = await this.get<InternalActorResponse>(
      `${INTERNAL_ACTOR_PATH}?${new URLSearchParams({ userId: user.id, business })}`,
    );
    return actor?.account ? { user, accountId: actor.account.id, staffRole: actor.account.staffRole } : null;
  }

  /** The file limits of the business record (null where it sets none), or null for an unknown business. */
  async fileLimits(business: string): Promise<{ perFile: number | null; total: number | null } | null> {
    const r = await this.get<InternalActorResponse>(
      `${INTERNAL_ACTOR_PATH}?${new URLSearchParams({ business })}`,
    );
    return r?.business?.fileLimitsMb ?? null;
  }

  async inviteMail(req: InternalInviteMailRequest): Promise<void> {
    await this.post(INTERNAL_INVITE_MAIL_PATH, req);
  }
}
