import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { ActorContext } from '@tempo/contracts';
import { CurrentActor, Public } from '@tempo/auth';
import { StatusResult } from '../business/business.model';
import { LoginRefreshResult, LoginResult } from './auth.model';
import { AuthService } from './auth.service';
import { LoginLinkService } from './login-link.service';

/**
 * Sign-in operations (000 §7.2). Every failure is a status 'error' with the
 * 003 §8 text (the shared mutation-result interceptor answers the UserErrors).
 */
@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly loginLinks: LoginLinkService,
  ) {}

  @Public()
  @Mutation(() => LoginResult)
  loginSimple(
    @Args('login', { type: () => ID }) login: string,
    @Args('password', { type: () => String }) password: string,
    @Args('business', { type: () => String, nullable: true }) business?: string,
    @Args('returnIdToken', { type: () => Boolean, nullable: true }) _returnIdToken?: boolean,
  ) {
    return this.auth.loginSimple(login, password, business);
  }

  @Public()
  @Mutation(() => LoginResult)
  loginPasswordless(@Args('token', { type: () => String }) token: string) {
    return this.loginLinks.loginPasswordless(token);
  }

  @Public()
  @Mutation(() => LoginRefreshResult)
  loginRefresh(@Args('refreshToken', { type: () => String }) refreshToken: string) {
    return this.auth.loginRefresh(refreshToken);
  }

  /**
   * Server-side logout: revokes the session of `refreshToken` (which proves it,
   * so an expired id token does not matter), or with `everywhere` every session
   * of the signed-in user. Their id tokens stop working at once.
   */
  @Public()
  @Mutation(() => StatusResult)
  async logout(
    @CurrentActor() actor: ActorContext,
    @Args('refreshToken', { type: () => String, nullable: true }) refreshToken?: string,
    @Args('everywhere', { type: () => Boolean, nullable: true }) everywhere?: boolean,
  ): Promise<object> {
    await this.auth.logout(actor, refreshToken, everywhere);
    return {};
  }

  @Public()
  @Mutation(() => StatusResult)
  async requestSelfAuthLink(
    @Args('email', { type: () => String }) email: string,
    @Args('business', { type: () => String, nullable: true }) business?: string,
  ): Promise<object> {
    await this.loginLinks.requestSelfAuthLink(business, email);
    return {};
  }
}
