import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Clock, CLOCK } from '@tempo/contracts';
import { NotFoundError } from '@tempo/graphql';
import { announceFamilies } from '../events';
import { PersonEntity } from '../people/person.entity';
import { PersonRelationEntity, RelationKind } from './relation.entity';

export type FamilySide = 'accountManagers' | 'dependents' | 'peers';

/**
 * Family links of a business (account managers, dependents, peers), read and
 * written inside the caller's tenant transaction.
 */
@Injectable()
export class FamilyStore {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** For each of `ids`, the ids linked on `side`. */
  async linked(
    em: EntityManager,
    business: string,
    ids: readonly string[],
    side: FamilySide,
  ): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    const add = (key: string, value: string) => out.get(key)?.push(value);
    if (side === 'dependents' || side === 'accountManagers') {
      const mine = side === 'dependents' ? 'fromId' : 'toId';
      const rows = await em.find(PersonRelationEntity, {
        where: { business, kind: 'dependent', [mine]: In([...ids]) },
      });
      for (const r of rows)
        add(side === 'dependents' ? r.fromId : r.toId, side === 'dependents' ? r.toId : r.fromId);
      return out;
    }
    const rows = await em.find(PersonRelationEntity, {
      where: [
        { business, kind: 'peer', fromId: In([...ids]) },
        { business, kind: 'peer', toId: In([...ids]) },
      ],
    });
    for (const r of rows) {
      add(r.fromId, r.toId);
      add(r.toId, r.fromId);
    }
    return out;
  }

  /** The dependents `managerId` acts and pays for. */
  async dependentIds(em: EntityManager, business: string, managerId: string): Promise<string[]> {
    return (await this.linked(em, business, [managerId], 'dependents')).get(managerId) ?? [];
  }

  /** Replaces the links of `personId` on `side` with `otherIds` (all people of the business). */
  async replace(
    em: EntityManager,
    business: string,
    personId: string,
    side: FamilySide,
    otherIds: readonly string[],
  ): Promise<void> {
    const others = [...new Set(otherIds)].filter((id) => id !== personId);
    if (others.length) {
      const found = await em.count(PersonEntity, { where: { business, id: In(others) } });
      if (found !== others.length) throw new NotFoundError(others.join(', '));
    }
    const kind: RelationKind = side === 'peers' ? 'peer' : 'dependent';
    // Whose account managers change: the dependents before and after, or the person themself.
    const before =
      side === 'dependents' ? ((await this.linked(em, business, [personId], side)).get(personId) ?? []) : [];
    if (side === 'dependents') await em.delete(PersonRelationEntity, { business, kind, fromId: personId });
    if (side === 'accountManagers') await em.delete(PersonRelationEntity, { business, kind, toId: personId });
    if (side === 'peers') {
      await em.delete(PersonRelationEntity, { business, kind, fromId: personId });
      await em.delete(PersonRelationEntity, { business, kind, toId: personId });
    }
    for (const other of others) await this.link(em, business, personId, other, side, false);
    if (side === 'dependents') await announceFamilies(em, null, business, [...before, ...others]);
    if (side === 'accountManagers') await announceFamilies(em, null, business, [personId]);
  }

  /**
   * Adds one link (nothing when it exists). A new dependent link is announced (person.updated of the
   * dependent with their account managers) unless `announce` is false.
   */
  async link(
    em: EntityManager,
    business: string,
    personId: string,
    otherId: string,
    side: FamilySide,
    announce = true,
  ): Promise<void> {
    const [fromId, toId] =
      side === 'dependents'
        ? [personId, otherId]
        : side === 'accountManagers'
          ? [otherId, personId]
          : [personId, otherId].sort();
    const res = await em
      .createQueryBuilder()
      .insert()
      .into(PersonRelationEntity)
      .values({
        fromId,
        toId,
        kind: side === 'peers' ? 'peer' : 'dependent',
        business,
        createdAt: this.clock.now(),
      })
      .orIgnore()
      .returning('to_id')
      .execute();
    const added = Array.isArray(res.raw) && res.raw.length > 0;
    if (announce && added && side !== 'peers') await announceFamilies(em, null, business, [toId]);
  }

  /** Moves every link of `fromId` to `toId` (a merge), dropping links that would point at `toId` itself. */
  async moveAll(em: EntityManager, business: string, fromId: string, toId: string): Promise<void> {
    const rows = await em.find(PersonRelationEntity, {
      where: [
        { business, fromId },
        { business, toId: fromId },
      ],
    });
    for (const r of rows) {
      const a = r.fromId === fromId ? toId : r.fromId;
      const b = r.toId === fromId ? toId : r.toId;
      if (a === b) continue;
      const [x, y] = r.kind === 'peer' ? [a, b].sort() : [a, b];
      await em
        .createQueryBuilder()
        .insert()
        .into(PersonRelationEntity)
        .values({ fromId: x, toId: y, kind: r.kind, business, createdAt: r.createdAt })
        .orIgnore()
        .execute();
    }
  }
}
