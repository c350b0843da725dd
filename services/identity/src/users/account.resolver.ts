import { Args, Context, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Authenticated, CurrentActor, RequestContext } from '@tempo/auth';
import { Account, CurrentUser } from './account.model';
import { UsersService } from './users.service';

@Resolver(() => Account)
export class AccountResolver {
  constructor(private readonly users: UsersService) {}

  /** An Account another subgraph refers to: its own user and superusers only. */
  @ResolveReference()
  resolveReference(ref: { id: string }, @Context() ctx: RequestContext): Promise<Account | null> {
    return this.users.accountById(ctx.actor, ref.id);
  }

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
