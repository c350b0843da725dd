import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';
import { Location } from '../locations/location.model';

/** People, owned by the people subgraph; scheduling adds the staff member's hours to it. */
@ObjectType()
@Directive('@key(fields: "id")')
export class People {
  @Field(() => ID) id!: string;
}

@ObjectType({ description: 'A service named by staff hours: id and name' })
export class ServiceRef {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: "An entry of a staff member's open or blocked hours (001 §3.1)" })
export class StaffHours {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'OPEN or BLOCKED' }) kind!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'HH:mm, local in timezone' }) fromTime!: string;
  @Field(() => String, { description: 'HH:mm; not after fromTime: the next day' }) toTime!: string;
  @Field(() => String) timezone!: string;
  @Field(() => String, { nullable: true, description: 'RFC 5545, e.g. FREQ=WEEKLY;BYDAY=MO' })
  rrule!: string | null;
  @Field(() => Location, { nullable: true }) location!: Location | null;
  @Field(() => Boolean, { nullable: true, description: 'Open hours only' }) allowsOnline!: boolean | null;
  @Field(() => [ServiceRef]) services!: ServiceRef[];
  @Field(() => String, { nullable: true }) roomName!: string | null;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => Int, { nullable: true, description: 'Minor units' }) hourlyRate!: number | null;
  @Field(() => [String], { description: 'Local dates the hours do not occur on' }) exceptions!: string[];
  @Field(() => ID, { nullable: true, description: 'Blocked hours made by an approved time off' })
  timeOffRequestId!: string | null;
}

@InputType({ description: 'Fields of staff hours; the zone defaults to the location’s, else the business’s' })
export class StaffHoursFieldsInput {
  @Field(() => String, { nullable: true }) startDate?: string | null;
  @Field(() => String, { nullable: true }) fromTime?: string | null;
  @Field(() => String, { nullable: true }) toTime?: string | null;
  @Field(() => String, { nullable: true }) timezone?: string | null;
  @Field(() => String, { nullable: true }) rrule?: string | null;
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @Field(() => Boolean, { nullable: true }) allowsOnline?: boolean | null;
  @Field(() => [ID], { nullable: true }) serviceIds?: string[] | null;
  @Field(() => String, { nullable: true }) roomName?: string | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => Int, { nullable: true }) hourlyRate?: number | null;
  @Field(() => [String], { nullable: true }) exceptions?: string[] | null;
}

@InputType({ description: 'New staff hours: kind OPEN or BLOCKED, startDate, fromTime and toTime required' })
export class StaffHoursInput extends StaffHoursFieldsInput {
  @Field(() => String) kind!: string;
}

@InputType({ description: 'Changes to staff hours: the fields given replace the stored ones' })
export class UpdateStaffHoursInput extends StaffHoursFieldsInput {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class StaffHoursResult extends MutationResponse {
  @Field(() => StaffHours, { nullable: true }) hours?: StaffHours | null;
}

@ObjectType()
export class DeleteStaffHoursResult extends MutationResponse {
  @Field(() => ID, { nullable: true }) id?: string | null;
}
