import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { locationView } from './location-rules';
import { Location } from './location.model';
import { LocationsService } from './locations.service';

const business = () => Args('business', { type: () => ID });

/** Locations of the actor's own business (superusers: any). */
@Resolver()
export class LocationsResolver {
  constructor(private readonly service: LocationsService) {}

  @Allow('list', 'LOCATIONS')
  @Query(() => [Location], { description: "The business's locations, by name" })
  async locations(@CurrentActor() actor: ActorContext, @business() name: string): Promise<Location[]> {
    return (await this.service.list(assertBusiness(actor, name))).map(locationView);
  }
}
