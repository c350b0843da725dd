import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import { NotAllowedError, type Payload } from '@tempo/graphql';
import {
  CustomerJourneyPhase,
  CustomerJourneyPhaseResult,
  DataRequirementInput,
  PhaseAdditionalConfigInput,
} from './journey.model';
import { JourneyService } from './journey.service';

/** The business's customer journey forms: public to read (the forms), managers save them. */
@Resolver()
export class JourneyResolver {
  constructor(private readonly journeys: JourneyService) {}

  private publicBusiness(actor: ActorContext, business: string): string {
    const name = normalizeBusinessName(business);
    if (actor.role !== 'superuser' && actor.business !== name) throw new NotAllowedError('another business');
    return name;
  }

  @Public()
  @Query(() => CustomerJourneyPhase, {
    description: 'The fields of one phase (REGISTRATION, LEAD_FORM, SELF_BOOKING)',
  })
  customerJourneyPhaseByType(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('phaseType', { type: () => String }) phaseType: string,
  ): Promise<CustomerJourneyPhase> {
    return this.journeys.byType(this.publicBusiness(actor, business), phaseType);
  }

  @Allow('view', 'SELF_BUSINESS')
  @Query(() => [CustomerJourneyPhase], { description: 'Every phase of the business' })
  customerJourneyPhases(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
  ): Promise<CustomerJourneyPhase[]> {
    return this.journeys.all(assertBusiness(actor, business));
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => CustomerJourneyPhaseResult, {
    description: 'Saves a phase; refused (status error) when it changed since expectedVersion',
  })
  async updateCustomerJourneyPhase(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('phaseType', { type: () => String }) phaseType: string,
    @Args('fields', { type: () => [DataRequirementInput] }) fields: DataRequirementInput[],
    @Args('expectedVersion', { type: () => Int }) expectedVersion: number,
    @Args('additionalConfig', { type: () => PhaseAdditionalConfigInput, nullable: true })
    additionalConfig?: PhaseAdditionalConfigInput,
  ): Promise<Payload<CustomerJourneyPhaseResult>> {
    const b = assertBusiness(actor, business);
    return { phase: await this.journeys.update(b, phaseType, fields, additionalConfig, expectedVersion) };
  }
}
