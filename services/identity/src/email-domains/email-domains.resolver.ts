import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, CurrentActor } from '@tempo/auth';
import { mutation, ok } from '@tempo/graphql';
import { BusinessResult } from '../business/business.model';
import { BusinessService } from '../business/business.service';
import { EmailDomainsService } from './email-domains.service';

const business = () => Args('business', { type: () => ID });
const domain = () => Args('domain', { type: () => String });

/** The business's own e-mail domains: owners of the business (and superusers). */
@Resolver()
export class EmailDomainsResolver {
  constructor(
    private readonly domains: EmailDomainsService,
    private readonly businesses: BusinessService,
  ) {}

  private async own(actor: ActorContext, name: string): Promise<string> {
    const n = name.trim().toLowerCase();
    this.businesses.assertOwnBusiness(actor, n);
    this.businesses.assertOpen(actor, await this.businesses.get(n));
    return n;
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description: 'Adds an e-mail domain (PENDING) with the DNS records that prove the business owns it',
  })
  addEmailDomain(@CurrentActor() actor: ActorContext, @business() name: string, @domain() d: string) {
    return mutation(async () => {
      const n = await this.own(actor, name);
      const b = await this.domains.add(actor, n, d);
      return ok({ business: this.businesses.view(b, this.businesses.readLevel(actor, n)) });
    });
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description:
      'Checks the ownership TXT record: the domain becomes VERIFIED, or FAILED with the reason in error',
  })
  verifyEmailDomain(@CurrentActor() actor: ActorContext, @business() name: string, @domain() d: string) {
    return mutation(async () => {
      const n = await this.own(actor, name);
      const { business: b, error } = await this.domains.verify(actor, n, d);
      const view = this.businesses.view(b, this.businesses.readLevel(actor, n));
      return error ? { status: 'error' as const, error, business: view } : ok({ business: view });
    });
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, { description: 'Removes an e-mail domain' })
  removeEmailDomain(@CurrentActor() actor: ActorContext, @business() name: string, @domain() d: string) {
    return mutation(async () => {
      const n = await this.own(actor, name);
      const b = await this.domains.remove(actor, n, d);
      return ok({ business: this.businesses.view(b, this.businesses.readLevel(actor, n)) });
    });
  }
}
