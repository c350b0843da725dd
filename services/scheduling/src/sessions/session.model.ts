import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';
import { LocationRef } from '../services/plan.model';
import { Service } from '../services/service.model';

const SHORT = { maxLength: 200 };
const DATE = { maxLength: 10 };

@ObjectType({ description: 'A person of a session: its staff or its clients' })
export class SessionPerson {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) profilePhoto!: string | null;
}

@ObjectType({ description: 'The service of a session' })
export class SessionServiceRef {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'A session of a service (001 §3.4): a group class with its dates and staff' })
export class Session {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => SessionServiceRef) service!: SessionServiceRef;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) endDate!: string | null;
  @Field(() => String, { description: 'SESSION_STATUS_ACTIVE or SESSION_STATUS_DISABLED' }) status!: string;
  @Field(() => Int, { nullable: true }) notBeforeAgeMonths!: number | null;
  @Field(() => Int, { nullable: true }) notAfterAgeMonths!: number | null;
  @Field(() => String, { nullable: true }) onlineId!: string | null;
  @Field(() => String, { nullable: true }) allowEnrollmentUntilDate!: string | null;
  @Field(() => String, { nullable: true }) shortenedUrl!: string | null;
  @Field(() => [SessionPerson], { description: 'Enrolled clients: a place in one of its events' })
  clients!: SessionPerson[];
  @Field(() => [SessionPerson]) staff!: SessionPerson[];
}

@InputType({ description: 'A new session of a service with sessions' })
export class SessionInput {
  @Field(() => ID, { nullable: true }) serviceId?: string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) name?: string | null;
  @InputRule(DATE) @Field(() => String, { nullable: true }) startDate?: string | null;
  @InputRule(DATE) @Field(() => String, { nullable: true }) endDate?: string | null;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => Int, { nullable: true }) notBeforeAgeMonths?: number | null;
  @Field(() => Int, { nullable: true }) notAfterAgeMonths?: number | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) onlineId?: string | null;
  @InputRule(DATE) @Field(() => String, { nullable: true }) allowEnrollmentUntilDate?: string | null;
  @InputRule({ maxLength: 2048, url: true }) @Field(() => String, { nullable: true }) shortenedUrl?:
    string | null;
  @InputRule({ maxItems: 100 }) @Field(() => [ID], { nullable: true }) staffIds?: string[] | null;
}

@InputType({ description: 'Changes to a session: fields left out keep their values' })
export class UpdateSessionInput extends SessionInput {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class SessionResult extends MutationResponse {
  @Field(() => Session, { nullable: true }) session?: Session | null;
}

@ObjectType({ description: 'An event of a session program' })
export class ProgramEvent {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) startAt!: string;
  @Field(() => String) endAt!: string;
  @Field(() => LocationRef, { nullable: true }) location!: LocationRef | null;
}

@ObjectType({ description: "A session's public program: the session, its service and its events by start" })
export class SessionProgram {
  @Field(() => Session) session!: Session;
  @Field(() => Service) service!: Service;
  @Field(() => [ProgramEvent]) events!: ProgramEvent[];
}
