import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface DataRequirement {
  id: string;
  fieldName: string;
  fieldType: string;
  fieldRequirement: string;
  isConfigurable: boolean;
  isBuiltin: boolean;
  order: number;
  fieldOptions: string[];
  conditionalOptions: { selectedChoice: string; options: string[] }[];
  conditionalFieldId: string | null;
  clientCustomAttribute: string | null;
  autoTagClient: boolean;
  isAccountManagerInformation: boolean;
}

export interface PhaseConfig {
  bookingLink: { type: string; link: string } | null;
  thankYouMessage: string | null;
  welcomeMessage: string | null;
}

/** A business's form for one phase of the customer journey (001 §3.14), versioned for safe edits. */
@Entity('customer_journey_phase')
export class CustomerJourneyPhaseEntity {
  @PrimaryColumn('text') business!: string;
  @PrimaryColumn('text') phaseType!: string;
  @Column('int') version!: number;
  @Column('jsonb') dataRequirements!: DataRequirement[];
  @Column('jsonb') additionalConfig!: PhaseConfig;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
