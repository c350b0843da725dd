import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { ActorContext } from '@tempo/contracts';
import { CurrentActor, Public } from '@tempo/auth';
import { mutation, ok } from '@tempo/graphql';
import { StatusResult } from '../business/business.model';
import { LoginRefreshResult, LoginResult } from './auth.model';
import { AuthService } from './auth.service';

/** Sign-in operations (000 §7.2). Every failure is a status 'error' with the 003 §8 text. */
@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => LoginResult)
  loginSimple(
    @Args('login', { type: () => ID }) login: string,
    @Args('password', { type: () => String }) password: string,
    @Args('business', { type: () => String, nullable: true }) business?: string,
    @Args('returnIdToken', { type: () => Boolean, nullable: true }) _returnIdToken?: boolean,
  ) {
    return mutation(async () => ok(await this.auth.loginSimple(login, password, business)));
  }

  @Public()
  @Mutation(() => LoginResult)
  loginPasswordless(@Args('token', { type: () => String }) token: string) {
    return mutation(async () => ok(await this.auth.loginPasswordless(token)));
  }

  @Public()
  @Mutation(() => LoginRefreshResult)
  loginRefresh(@Args('refreshToken', { type: () => String }) refreshToken: string) {
    return mutation(async () => ok(await this.auth.loginRefresh(refreshToken)));
  }

  /**
   * Server-side logout: revokes the session of `refreshToken` (which proves it,
   * so an expired id token does not matter), or with `everywhere` every session
   * of the signed-in user. Their id tokens stop working at once.
   */
  @Public()
  @Mutation(() => StatusResult)
  logout(
    @CurrentActor() actor: ActorContext,
    @Args('refreshToken', { type: () => String, nullable: true }) refreshToken?: string,
    @Args('everywhere', { type: () => Boolean, nullable: true }) everywhere?: boolean,
  ) {
    return mutation(async () => {
      await this.auth.logout(actor, refreshToken, everywhere);
      return ok({});
    });
  }

  @Public()
  @Mutation(() => StatusResult)
  requestSelfAuthLink(
    @Args('email', { type: () => String }) email: string,
    @Args('business', { type: () => String, nullable: true }) business?: string,
  ) {
    return mutation(async () => {
      await this.auth.requestSelfAuthLink(business, email);
      return ok({});
    });
  }
}
