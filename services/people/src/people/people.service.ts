import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorContext } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { NotAllowedError, UserError } from '@tempo/graphql';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { FamilyStore, FamilySide } from '../families/family.store';
import { assertMayWrite } from './access';
import { CreatePeopleArgs, UpdatePeopleArgs } from './people.args';
import { peopleDraft } from './person-draft';
import { PersonEntity } from './person.entity';
import { PeopleStore } from './people.store';

const SIDES: [keyof CreatePeopleArgs, FamilySide][] = [
  ['accountManagerIds', 'accountManagers'],
  ['dependentIds', 'dependents'],
  ['peerIds', 'peers'],
];

/** Staff operations on any person of their business: create, update, delete (001 §7.1). */
@Injectable()
export class PeopleService {
  constructor(
    private readonly store: PeopleStore,
    private readonly family: FamilyStore,
  ) {}

  private async links(em: EntityManager, business: string, id: string, a: CreatePeopleArgs): Promise<void> {
    for (const [key, side] of SIDES) {
      const ids = a[key] as string[] | null | undefined;
      if (ids !== undefined && ids !== null) await this.family.replace(em, business, id, side, ids);
    }
  }

  create(actor: ActorContext, business: string, a: CreatePeopleArgs): Promise<PersonEntity> {
    assertMayWrite(actor, null, a);
    const draft = peopleDraft(null, a, this.store.today(), this.store.now());
    return this.store.db.withTenant(business, async (em) => {
      const row = await this.store.insert(em, actor, business, draft);
      await this.links(em, business, row.id, a);
      return row;
    });
  }

  update(actor: ActorContext, business: string, a: UpdatePeopleArgs): Promise<PersonEntity> {
    return this.store.db.withTenant(business, async (em) => {
      const current = await this.store.get(em, business, a.id);
      assertMayWrite(actor, current, a);
      const draft = peopleDraft(current, a, this.store.today(), this.store.now());
      if (a.newProfilePhotoUrl !== undefined) draft.profilePhoto = a.newProfilePhotoUrl?.trim() || null;
      const row = await this.store.update(em, actor, current, draft, a.expectedVersion);
      await this.links(em, business, row.id, a);
      return row;
    });
  }

  delete(actor: ActorContext, business: string, id: string): Promise<void> {
    return this.store.db.withTenant(business, async (em) => {
      const row = await this.store.get(em, business, id);
      if (row.id === actor.accountId) throw new UserError(PEOPLE_TEXTS.cannotDeleteSelf);
      if (row.staffRole && !actorCan(actor, 'set', 'STAFF_ROLE')) throw new NotAllowedError('staff records');
      await this.store.remove(em, actor, row);
    });
  }
}
