import { Controller, Get, Headers, Inject, NotFoundException, Query } from '@nestjs/common';
import { InternalActorResponse, InternalUser, JWKS_PATH, normalizeBusinessName } from '@tempo/contracts';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { TokenService } from '../auth/token.service';
import { UsersService } from '../users/users.service';
import { authorizeService } from './service-auth';

/**
 * JWKS (public port) and the internal API the gateway calls with a service
 * token (paths under /internal/ are served on the internal port only: the kit's internal-port.ts).
 */
@Controller()
export class InternalController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Get(JWKS_PATH)
  jwks() {
    return this.tokens.jwks();
  }

  private authorize(header: string | undefined): Promise<void> {
    return authorizeService(header, this.config.SERVICE_TOKEN_SECRET);
  }

  @Get('internal/actor')
  async actor(
    @Headers('authorization') auth: string | undefined,
    @Query('userId') userId?: string,
    @Query('business') business?: string,
  ): Promise<InternalActorResponse> {
    await this.authorize(auth);
    const id = userId && /^[0-9a-f-]{36}$/i.test(userId) ? userId : null;
    if (userId && !id) throw new NotFoundException();
    const result = await this.users.internalActor(
      id,
      business ? normalizeBusinessName(business) || null : null,
    );
    if (!result) throw new NotFoundException();
    return result;
  }

  @Get('internal/user')
  async user(
    @Headers('authorization') auth: string | undefined,
    @Query('email') email?: string,
  ): Promise<InternalUser> {
    await this.authorize(auth);
    const user = email ? await this.users.internalUser(email) : null;
    if (!user) throw new NotFoundException();
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isSuperuser: user.isSuperuser,
    };
  }
}
