import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { PersonEntity } from '../people/person.entity';

/** A file of a person (a document, or a profile photo) in the object store. */
@Entity('person_file')
@Index('person_file_person', ['business', 'personId', 'createdAt'])
@Index('person_file_key', ['key'], { unique: true })
export class PersonFileEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => PersonEntity, 'id', { name: 'person_file_person_fkey', onDelete: 'CASCADE' })
  personId!: string;
  /** 'files' (documents) or 'profile_photos'. */
  @Column('text') folder!: string;
  @Column('text') key!: string;
  @Column('text') name!: string;
  @Column('text') contentType!: string;
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) size!: number;
  @Column('uuid', { nullable: true }) uploadedBy!: string | null;
  @Column('timestamptz') createdAt!: Date;
}
