import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { catalogueAudience } from '../common/audience';
import { DeleteResult, Service } from '../services/service.model';
import { ServicesService } from '../services/services.service';
import { DEFAULT_SESSION_FILTER, type SessionFilter } from './session-rules';
import { Session, SessionInput, SessionProgram, SessionResult, UpdateSessionInput } from './session.model';
import { SessionsService } from './sessions.service';

const business = () => Args('business', { type: () => ID });

type Loader = DataLoader<Service, Session[]>;
/** The sessions loaders of a request, by business and filter: a list of services reads its sessions at once. */
const LOADERS = new WeakMap<object, Map<string, Loader>>();
const id = (name = 'id') => Args(name, { type: () => ID });

/** Sessions (001 §3.4, §7.3): read with their service's visibility, written by managers. */
@Resolver(() => Service)
export class SessionsResolver {
  constructor(
    private readonly store: SessionsService,
    private readonly catalogue: ServicesService,
  ) {}

  private loader(ctx: object, business: string, filter: SessionFilter): Loader {
    const byKey = LOADERS.get(ctx) ?? new Map<string, Loader>();
    LOADERS.set(ctx, byKey);
    const key = JSON.stringify([business, filter]);
    const loader =
      byKey.get(key) ??
      new DataLoader<Service, Session[]>((services) => this.store.ofServices(business, services, filter));
    byKey.set(key, loader);
    return loader;
  }

  @ResolveField(() => [Session], { description: 'Its sessions (001 §7.3), by start date' })
  sessions(
    @Context() ctx: object,
    @Parent() service: Service,
    @Args('status', { type: () => [String], nullable: true, description: 'Both statuses by default' })
    status?: string[] | null,
    @Args('includeNotOpenForEnrollment', { type: () => Boolean, nullable: true, description: 'Default true' })
    includeNotOpenForEnrollment?: boolean | null,
    @Args('includePast', { type: () => Boolean, nullable: true, description: 'Default false' })
    includePast?: boolean | null,
  ): Promise<Session[]> {
    const d = DEFAULT_SESSION_FILTER;
    return this.loader(ctx, service.business, {
      status: status ?? d.status,
      includeNotOpenForEnrollment: includeNotOpenForEnrollment ?? d.includeNotOpenForEnrollment,
      includePast: includePast ?? d.includePast,
    }).load(service);
  }

  @Public()
  @Query(() => Session, { description: 'One session (hidden with its service)' })
  session(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() sessionId: string,
  ): Promise<Session> {
    const { business: b, audience } = catalogueAudience(actor, name, 'SESSION');
    return this.store.get(b, audience, sessionId);
  }

  @Public()
  @Query(() => SessionProgram, { description: 'The public program of a session: its service and its events' })
  async sessionProgram(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('serviceId') serviceId: string,
    @id('sessionId') sessionId: string,
  ): Promise<SessionProgram> {
    const { business: b, audience } = catalogueAudience(actor, name, 'SESSION');
    const service = await this.catalogue.get(b, audience, serviceId);
    const session = await this.store.get(b, audience, sessionId, serviceId);
    return { session, service, events: await this.store.events(b, sessionId) };
  }

  @Allow('create', 'SESSION')
  @Mutation(() => SessionResult, { description: 'Creates a session of a service with sessions' })
  async createSession(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('session', { type: () => SessionInput }) input: SessionInput,
  ): Promise<Payload<SessionResult>> {
    return { session: await this.store.create(actor, assertBusiness(actor, name), input) };
  }

  @Allow('update', 'SESSION')
  @Mutation(() => SessionResult, { description: 'Updates a session' })
  async updateSession(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('session', { type: () => UpdateSessionInput }) input: UpdateSessionInput,
  ): Promise<Payload<SessionResult>> {
    return { session: await this.store.update(actor, assertBusiness(actor, name), input) };
  }

  @Allow('delete', 'SESSION')
  @Mutation(() => DeleteResult, { description: 'Deletes a session' })
  async deleteSession(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() sessionId: string,
  ): Promise<Payload<DeleteResult>> {
    return { id: await this.store.delete(actor, assertBusiness(actor, name), sessionId) };
  }
}
