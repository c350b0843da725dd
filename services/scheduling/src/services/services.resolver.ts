import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { catalogueAudience } from '../common/audience';
import { DeleteResult, Service, ServiceInput, ServiceResult, UpdateServiceInput } from './service.model';
import { ServicesService } from './services.service';

const business = () => Args('business', { type: () => ID });

/**
 * Services (001 §7.3): read by anyone on the business's host (staff see all,
 * clients and visitors the services not hidden), written by managers.
 */
@Resolver(() => Service)
export class ServicesResolver {
  constructor(private readonly store: ServicesService) {}

  @Public()
  @Query(() => [Service], { description: "The business's services, by name (hidden ones for staff only)" })
  services(@CurrentActor() actor: ActorContext, @business() name: string): Promise<Service[]> {
    const { business: b, audience } = catalogueAudience(actor, name, 'SERVICE');
    return this.store.list(b, audience);
  }

  @Public()
  @Query(() => Service, { description: 'One service of the business' })
  service(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Service> {
    const { business: b, audience } = catalogueAudience(actor, name, 'SERVICE');
    return this.store.get(b, audience, id);
  }

  @Allow('create', 'SERVICE')
  @Mutation(() => ServiceResult, { description: 'Creates a service with its plans' })
  async createService(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('service', { type: () => ServiceInput }) input: ServiceInput,
  ): Promise<Payload<ServiceResult>> {
    return { service: await this.store.create(actor, assertBusiness(actor, name), input) };
  }

  @Allow('update', 'SERVICE')
  @Mutation(() => ServiceResult, {
    description: 'Updates a service; plans, when given, replace its plans by id',
  })
  async updateService(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('service', { type: () => UpdateServiceInput }) input: UpdateServiceInput,
  ): Promise<Payload<ServiceResult>> {
    return { service: await this.store.update(actor, assertBusiness(actor, name), input) };
  }

  @Allow('delete', 'SERVICE')
  @Mutation(() => DeleteResult, { description: 'Deletes a service (refused while it has upcoming events)' })
  async deleteService(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Payload<DeleteResult>> {
    return { id: await this.store.delete(actor, assertBusiness(actor, name), id) };
  }
}
