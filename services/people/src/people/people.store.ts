import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { isUniqueViolation } from '../common/pg-errors';
import { accountManagersOf, announceFamilies, emit, personEventData } from '../events';
import { PersonRelationEntity } from '../families/relation.entity';
import { changedFields, searchOf } from './person-draft';
import { PersonEntity } from './person.entity';

export type Draft = Partial<PersonEntity>;

/**
 * Writes of persons, each in the business's transaction with its event in
 * the outbox. Every write raises `version`; an update given an expected
 * version that is no longer current is refused and changes nothing.
 */
@Injectable()
export class PeopleStore {
  constructor(
    readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  now(): Date {
    return this.clock.now();
  }

  /** A person of the business, or 'Object Not Found Matching Id: <id>'. */
  async get(em: EntityManager, business: string, id: string): Promise<PersonEntity> {
    const row = isUuid(id) ? await em.findOne(PersonEntity, { where: { business, id } }) : null;
    if (!row) throw new NotFoundError(id);
    return row;
  }

  /** Inserts a person made of `draft` (a given id keeps the person's id across subgraphs). */
  async insert(
    em: EntityManager,
    actor: ActorContext | null,
    business: string,
    draft: Draft,
  ): Promise<PersonEntity> {
    const now = this.clock.now();
    const row = em.create(PersonEntity, {
      id: draft.id ?? newId(),
      business,
      joinedAt: now,
      createdAt: now,
      updatedAt: now,
      version: 1,
      ...draft,
      search: searchOf(null, draft),
    });
    try {
      await em.insert(PersonEntity, row);
    } catch (e) {
      if (isUniqueViolation(e, 'person_business_email')) {
        throw new UserError(PEOPLE_TEXTS.uniqueEmail);
      }
      throw e;
    }
    await emit(em, actor, business, 'person.created', personEventData(row, undefined, []));
    return row;
  }

  /** Applies `draft` to `current`; no event when nothing changed. */
  async update(
    em: EntityManager,
    actor: ActorContext | null,
    current: PersonEntity,
    draft: Draft,
    expectedVersion?: number | null,
  ): Promise<PersonEntity> {
    if (expectedVersion != null && expectedVersion !== current.version) {
      throw new UserError(PEOPLE_TEXTS.staleVersion);
    }
    const changed = changedFields(current, draft);
    if (!changed.length) return current;
    const patch: Draft = {};
    for (const k of changed) Object.assign(patch, { [k]: draft[k as keyof Draft] });
    const next = { ...current, ...patch, version: current.version + 1, updatedAt: this.clock.now() };
    try {
      const res = await em.update(
        PersonEntity,
        { business: current.business, id: current.id, version: current.version },
        { ...patch, version: next.version, updatedAt: next.updatedAt, search: searchOf(current, patch) },
      );
      if (!res.affected) throw new UserError(PEOPLE_TEXTS.staleVersion);
    } catch (e) {
      if (isUniqueViolation(e, 'person_business_email')) {
        throw new UserError(PEOPLE_TEXTS.emailInUse);
      }
      throw e;
    }
    const managers = (await accountManagersOf(em, current.business, [current.id])).get(current.id);
    await emit(em, actor, current.business, 'person.updated', personEventData(next, changed, managers));
    return next;
  }

  async remove(em: EntityManager, actor: ActorContext | null, row: PersonEntity): Promise<void> {
    const dependents = await em.find(PersonRelationEntity, {
      where: { business: row.business, kind: 'dependent', fromId: row.id },
    });
    await em.delete(PersonEntity, { business: row.business, id: row.id });
    await emit(em, actor, row.business, 'person.deleted', personEventData(row));
    // Their dependents lost an account manager.
    await announceFamilies(
      em,
      actor,
      row.business,
      dependents.map((r) => r.toId),
    );
  }
}
