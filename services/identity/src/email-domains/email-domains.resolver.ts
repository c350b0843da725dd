import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { BusinessResult } from '../business/business.model';
import { BusinessService } from '../business/business.service';
import { BusinessEntity } from '../business/business.entity';
import { BusinessView } from '../business/rules/business-view';
import { EmailDomainsService } from './email-domains.service';

const business = () => Args('business', { type: () => ID });
const domain = () => Args('domain', { type: () => String });

type BusinessPayload = Promise<{ business: BusinessView; error?: string | null }>;

/** The business's own e-mail domains: owners of the business (and superusers). */
@Resolver()
export class EmailDomainsResolver {
  constructor(
    private readonly domains: EmailDomainsService,
    private readonly businesses: BusinessService,
  ) {}

  /** The actor's own business, open: the name to act on. */
  private async own(actor: ActorContext, name: string): Promise<string> {
    return (await this.businesses.getOpen(actor, assertBusiness(actor, name))).name;
  }

  private view(actor: ActorContext, b: BusinessEntity): BusinessView {
    return this.businesses.view(b, this.businesses.readLevel(actor, b.name));
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description: 'Adds an e-mail domain (PENDING) with the DNS records that prove the business owns it',
  })
  async addEmailDomain(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @domain() d: string,
  ): BusinessPayload {
    return { business: this.view(actor, await this.domains.add(actor, await this.own(actor, name), d)) };
  }

  /** A domain that fails verification answers status error with the reason, and the business as it now is. */
  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description:
      'Checks the ownership TXT record: the domain becomes VERIFIED, or FAILED with the reason in error',
  })
  async verifyEmailDomain(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @domain() d: string,
  ): BusinessPayload {
    const { business: b, error } = await this.domains.verify(actor, await this.own(actor, name), d);
    return { business: this.view(actor, b), error };
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, { description: 'Removes an e-mail domain' })
  async removeEmailDomain(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @domain() d: string,
  ): BusinessPayload {
    return { business: this.view(actor, await this.domains.remove(actor, await this.own(actor, name), d)) };
  }
}
