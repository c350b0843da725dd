import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Progress flags that other subgraphs report (locations, services...) until they own the data. */
export interface ProgressFlags {
  hasLocations?: boolean;
  hasServices?: boolean;
}

/** A business (tenant). `name` is its id and subdomain; settings live in JSON, secrets apart. */
@Entity('business')
@Check(
  'business_status_check',
  `status IN ('BUSINESS_STATUS_ACTIVE','BUSINESS_STATUS_PENDING','BUSINESS_STATUS_SUSPENDED','BUSINESS_STATUS_CLOSED')`,
)
export class BusinessEntity {
  @PrimaryColumn('text') name!: string;
  @Column('text') status!: string;
  @Column('text') fullName!: string;
  @Column('text') country!: string;
  @Column('text') locale!: string;
  @Column('text') timezone!: string;
  @Column('text') defaultCurrency!: string;
  @Column('text', { nullable: true }) contactEmail!: string | null;
  @Column('boolean', { default: false }) domainReady!: boolean;
  @Column('jsonb', { default: {} }) settings!: Record<string, unknown>;
  @Column('jsonb', { default: {} }) secrets!: Record<string, string>;
  @Column('jsonb', { default: {} }) progress!: ProgressFlags;
  @Column('timestamptz', { nullable: true }) settingsPersonalizedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
