import { Args, ID, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { selectedFields } from '../common/selected-fields';
import { ActorContext } from '@tempo/contracts';
import { actorCan, Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import { NotFoundError, type Payload } from '@tempo/graphql';
import { Audience, catalogueAudience, visibleTo } from '../common/audience';
import { LocationInput, UpdateLocationInput } from './location.input';
import { DeleteLocationResult, Location, LocationResult } from './location.model';
import { locationNotFound } from './location-rules';
import { locationView } from './location-view';
import { LocationsService } from './locations.service';
import type { LocationRecord } from './locations.store';

const business = () => Args('business', { type: () => ID });
const id = () => Args('id', { type: () => ID });

/**
 * Locations (001 §7.3): read by everyone on the business's host (staff everything, clients and
 * visitors what is visible to them, without staff-only fields), written by managers and above.
 */
@Resolver(() => Location)
export class LocationsResolver {
  constructor(private readonly service: LocationsService) {}

  private view(actor: ActorContext, audience: Audience, r: LocationRecord): Location {
    const seesMaskedKeys = audience === 'staff' && actorCan(actor, 'update', 'LOCATION');
    return locationView(r.row, r.rooms, r.hours, { audience, seesMaskedKeys });
  }

  /** The views, with their active clients counted when staff ask for them (others read null). */
  private async views(
    actor: ActorContext,
    business: string,
    audience: Audience,
    records: readonly LocationRecord[],
    info: GraphQLResolveInfo,
  ): Promise<Location[]> {
    const views = records.map((r) => this.view(actor, audience, r));
    const asked = selectedFields(info);
    if (audience !== 'staff' || !(asked.has('activeClientsLast30') || asked.has('activeClientsNext30')))
      return views;
    const counts = await this.service.activeClients(
      business,
      views.map((v) => v.id),
    );
    return views.map((v) => ({
      ...v,
      activeClientsLast30: counts.get(v.id)?.last30 ?? 0,
      activeClientsNext30: counts.get(v.id)?.next30 ?? 0,
    }));
  }

  @Public()
  @Query(() => [Location], { description: "The business's locations the reader may see, by name" })
  async locations(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('search', { type: () => String, nullable: true, description: 'Part of a name, address or city' })
    search: string | null | undefined,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Location[]> {
    const { business: b, audience } = catalogueAudience(actor, name, 'LOCATION');
    return this.views(actor, b, audience, await this.service.list(b, audience, search), info);
  }

  @Public()
  @Query(() => Location, { description: 'One location the reader may see' })
  async location(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() locationId: string,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Location> {
    const { business: b, audience } = catalogueAudience(actor, name, 'LOCATION');
    const r = await this.service.get(b, locationId).catch((e: unknown) => {
      throw e instanceof NotFoundError ? locationNotFound() : e;
    });
    if (!visibleTo(audience, r.row)) throw locationNotFound();
    return (await this.views(actor, b, audience, [r], info))[0];
  }

  @Allow('create', 'LOCATION')
  @Mutation(() => LocationResult, { description: 'Creates a location with its rooms and hours' })
  async createLocation(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('location', { type: () => LocationInput }) input: LocationInput,
  ): Promise<Payload<LocationResult>> {
    const r = await this.service.create(actor, assertBusiness(actor, name), input);
    return { location: this.view(actor, 'staff', r) };
  }

  @Allow('update', 'LOCATION')
  @Mutation(() => LocationResult, {
    description: 'Updates a location; rooms and hours given replace the lists',
  })
  async updateLocation(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('location', { type: () => UpdateLocationInput }) input: UpdateLocationInput,
  ): Promise<Payload<LocationResult>> {
    const r = await this.service.update(actor, assertBusiness(actor, name), input);
    return { location: this.view(actor, 'staff', r) };
  }

  @Allow('delete', 'LOCATION')
  @Mutation(() => DeleteLocationResult, { description: 'Deletes a location that has no upcoming events' })
  async deleteLocation(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() locationId: string,
  ): Promise<Payload<DeleteLocationResult>> {
    return { id: await this.service.delete(actor, assertBusiness(actor, name), locationId) };
  }

  @Allow('create', 'LOCATION')
  @Mutation(() => LocationResult, { description: "Copies a location as '<name> (copy)'" })
  async duplicateLocation(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() locationId: string,
  ): Promise<Payload<LocationResult>> {
    const r = await this.service.duplicate(actor, assertBusiness(actor, name), locationId);
    return { location: this.view(actor, 'staff', r) };
  }
}
