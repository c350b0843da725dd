import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import { normalizeBusinessName } from '@tempo/contracts';
import { NotAllowedError, type Payload } from '@tempo/graphql';
import { BookingResult } from '../booking/booking.model';
import {
  UpdateWaitlistNotificationInput,
  WaitlistNotification,
  WaitlistNotificationDeleteResult,
  WaitlistNotificationInput,
  WaitlistNotificationResult,
  WaitlistOffer,
} from './waitlist.model';
import { WaitlistRequestsService } from './waitlist-requests.service';
import { WaitlistService } from './waitlist.service';

const business = () => Args('business', { type: () => ID });
const optional = (name: string) => Args(name, { type: () => String, nullable: true });
const optionalId = (name: string) => Args(name, { type: () => ID, nullable: true });
const id = (name = 'id') => Args(name, { type: () => ID });

/**
 * Appointment waitlist notifications (/waitlistnotification) and their offers. Staff with
 * WAITLIST_NOTIFICATION list / create / update reach every client's; a client (APPOINTMENT self_book: they
 * join waitlists from self-booking) reaches their own and their dependents'.
 */
@Resolver(() => WaitlistNotification)
export class WaitlistResolver {
  constructor(
    private readonly requests: WaitlistRequestsService,
    private readonly waitlist: WaitlistService,
  ) {}

  @Allow('self_book', 'APPOINTMENT')
  @Query(() => [WaitlistNotification], {
    description:
      "Waitlist notifications in line: staff see all (or a client's), a client their own and dependents'",
  })
  waitlistNotifications(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @optionalId('clientId') clientId?: string | null,
    @optional('status') status?: string | null,
  ): Promise<WaitlistNotification[]> {
    return this.requests.list(actor, assertBusiness(actor, name), { clientId, status });
  }

  @Allow('self_book', 'APPOINTMENT')
  @Query(() => WaitlistNotification, { description: 'A waitlist notification the actor reaches' })
  waitlistNotification(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() notificationId: string,
  ): Promise<WaitlistNotification> {
    return this.requests.get(actor, assertBusiness(actor, name), notificationId);
  }

  @Allow('self_book', 'APPOINTMENT')
  @Mutation(() => WaitlistNotificationResult, {
    description: 'Puts a client on the appointment waitlist of a service (clientId absent: oneself)',
  })
  async createWaitlistNotification(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('notification', { type: () => WaitlistNotificationInput }) notification: WaitlistNotificationInput,
  ): Promise<Payload<WaitlistNotificationResult>> {
    return { notification: await this.requests.create(actor, assertBusiness(actor, name), notification) };
  }

  @Allow('self_book', 'APPOINTMENT')
  @Mutation(() => WaitlistNotificationResult, {
    description: 'Changes a waitlist notification: the fields given replace the stored ones',
  })
  async updateWaitlistNotification(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('notification', { type: () => UpdateWaitlistNotificationInput })
    notification: UpdateWaitlistNotificationInput,
  ): Promise<Payload<WaitlistNotificationResult>> {
    return { notification: await this.requests.update(actor, assertBusiness(actor, name), notification) };
  }

  @Allow('self_book', 'APPOINTMENT')
  @Mutation(() => WaitlistNotificationDeleteResult, {
    description: 'Removes a waitlist notification (a time held for it goes to the next in line)',
  })
  async deleteWaitlistNotification(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() notificationId: string,
  ): Promise<Payload<WaitlistNotificationDeleteResult>> {
    return { id: await this.requests.delete(actor, assertBusiness(actor, name), notificationId) };
  }

  @Public()
  @Mutation(() => WaitlistNotificationResult, {
    description: "The mails' unsubscribe link: stops the notification when the token is one mailed for it",
  })
  async unsubscribeWaitlistNotification(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() notificationId: string,
    @Args('token', { type: () => String }) token: string,
  ): Promise<Payload<WaitlistNotificationResult>> {
    // Answered on the business's own pages only (the link of its mails).
    const b = normalizeBusinessName(name);
    if (actor.role !== 'superuser' && actor.business !== b) throw new NotAllowedError('another business');
    return { notification: await this.requests.unsubscribe(b, notificationId, token) };
  }

  @Allow('self_book', 'APPOINTMENT')
  @Query(() => [WaitlistOffer], {
    description:
      "Times offered to waitlisted clients, newest first: staff see all (or a client's), a client their own and dependents'",
  })
  waitlistOffers(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @optionalId('clientId') clientId?: string | null,
  ): Promise<WaitlistOffer[]> {
    return this.waitlist.offers(actor, assertBusiness(actor, name), clientId);
  }

  @Allow('self_book', 'APPOINTMENT')
  @Mutation(() => BookingResult, {
    description: 'Takes a held time and books it: only for the client it is held for, only before holdUntil',
  })
  async takeWaitlistOffer(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('offerId') offerId: string,
  ): Promise<Payload<BookingResult>> {
    const events = await this.waitlist.takeOffer(actor, assertBusiness(actor, name), offerId);
    return { events, warnings: [], invoiceIds: [], subscriptionIds: [] };
  }
}
