import { Args, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Authenticated, CurrentActor } from '@tempo/auth';
import { Account, CurrentUser } from './account.model';
import { UsersService } from './users.service';

@Resolver()
export class AccountResolver {
  constructor(private readonly users: UsersService) {}

  /** The user's accounts by e-mail (their own; superusers anyone's). */
  @Authenticated()
  @Query(() => [Account])
  accounts(
    @CurrentActor() actor: ActorContext,
    @Args('email', { type: () => String }) email: string,
  ): Promise<Account[]> {
    return this.users.accounts(actor, email);
  }

  /** The signed-in user in the current business, with role and permissions. */
  @Authenticated()
  @Query(() => CurrentUser)
  currentUser(@CurrentActor() actor: ActorContext): Promise<CurrentUser> {
    return this.users.currentUser(actor);
  }
}
