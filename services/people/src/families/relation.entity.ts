import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { PersonEntity } from '../people/person.entity';

/** How two people of a business are linked (001 §1 "Families"). */
export type RelationKind = 'dependent' | 'peer';

/**
 * A family link. `dependent`: `fromId` is an account manager (guardian or
 * payer) of `toId`; a dependent may have several. `peer`: stored once per
 * pair with `fromId` < `toId`.
 */
@Entity('person_relation')
@Index('person_relation_to', ['business', 'toId'])
@Check('person_relation_kind_check', `kind IN ('dependent', 'peer')`)
@Check('person_relation_check', `from_id <> to_id`)
export class PersonRelationEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => PersonEntity, 'id', { name: 'person_relation_from_fkey', onDelete: 'CASCADE' })
  fromId!: string;
  @PrimaryColumn('uuid')
  @ForeignKey(() => PersonEntity, 'id', { name: 'person_relation_to_fkey', onDelete: 'CASCADE' })
  toId!: string;
  @PrimaryColumn('text') kind!: RelationKind;
  @Column('text') business!: string;
  @Column('timestamptz') createdAt!: Date;
}
