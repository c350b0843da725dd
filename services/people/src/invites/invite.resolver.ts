import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import { ArgRules, NotAllowedError, type Payload, TOKEN_MAX_LENGTH } from '@tempo/graphql';
import { PeopleStatusResult } from '../people/people.model';
import { InviteService } from './invite.service';

@Resolver()
export class InviteResolver {
  constructor(private readonly invites: InviteService) {}

  @Allow('send', 'EMAIL_INVITE')
  @Mutation(() => PeopleStatusResult, { description: 'E-mails a person an invitation to sign in' })
  async invite(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('clientId', { type: () => ID }) clientId: string,
  ): Promise<Payload<PeopleStatusResult>> {
    await this.invites.invite(assertBusiness(actor, business), clientId);
    return {};
  }

  @Public()
  @ArgRules({ inviteCode: { maxLength: TOKEN_MAX_LENGTH }, newPassword: { maxLength: 128 } })
  @Mutation(() => PeopleStatusResult, {
    description: 'Accepts an invitation: sets the password of the invited person',
  })
  async inviteVerify(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('inviteCode', { type: () => String }) inviteCode: string,
    @Args('newPassword', { type: () => String, nullable: true }) newPassword?: string,
  ): Promise<Payload<PeopleStatusResult>> {
    const name = normalizeBusinessName(business);
    if (actor.business !== name) throw new NotAllowedError('another business');
    await this.invites.verify(name, clientId, inviteCode, newPassword ?? null);
    return {};
  }
}
