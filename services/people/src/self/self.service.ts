import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorContext } from '@tempo/contracts';
import { NotAllowedError, NotAuthenticatedError } from '@tempo/graphql';
import { PEOPLE_LIMITS, PEOPLE_TEXTS } from '@tempo/people-rules';
import { FamilyStore } from '../families/family.store';
import { contactDraft } from '../people/person-draft';
import { PersonEntity } from '../people/person.entity';
import { PeopleStore } from '../people/people.store';
import { requiredName } from '../people/people-rules';
import { SelfUpdatePeopleArgs } from '../people/people.args';
import { parseLeadFields } from './lead-fields';
import { DependentInput, SelfUpdateAddressArgs } from './self.args';

const STAFF_ONLY = ['staffOnlineId', 'staffNotificationEmailDisabled'] as const;

/**
 * The self side (001 §2.3, §6): the signed-in person acts on themself and on
 * the dependents they manage, never on anyone else.
 */
@Injectable()
export class SelfService {
  constructor(
    private readonly store: PeopleStore,
    private readonly family: FamilyStore,
  ) {}

  /** The actor's own person, or a dependent of theirs (`id`); refused for anyone else. */
  async reachable(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    id?: string | null,
  ): Promise<PersonEntity> {
    if (!actor.accountId) throw new NotAuthenticatedError();
    if (!id || id === actor.accountId) return this.store.get(em, business, actor.accountId);
    const dependents = await this.family.dependentIds(em, business, actor.accountId);
    if (!dependents.includes(id)) throw new NotAllowedError(PEOPLE_TEXTS.notADependent);
    return this.store.get(em, business, id);
  }

  get(actor: ActorContext, business: string, id?: string | null): Promise<PersonEntity> {
    return this.store.db.withTenant(business, (em) => this.reachable(em, actor, business, id));
  }

  update(actor: ActorContext, business: string, a: SelfUpdatePeopleArgs): Promise<PersonEntity> {
    return this.store.db.withTenant(business, async (em) => {
      const current = await this.reachable(em, actor, business, a.id);
      const isDependent = current.id !== actor.accountId;
      if (!current.staffRole && STAFF_ONLY.some((k) => a[k] !== undefined && a[k] !== null)) {
        throw new NotAllowedError('staff fields');
      }
      const max = isDependent ? PEOPLE_LIMITS.dependentName : PEOPLE_LIMITS.accountHolderName;
      const draft = contactDraft(current, a, this.store.today(), max);
      if (a.leadCaptureFields !== undefined) {
        if (current.staffRole) throw new NotAllowedError('leadCaptureFields');
        draft.leadCaptureFields = parseLeadFields(a.leadCaptureFields);
      }
      return this.store.update(em, actor, current, draft);
    });
  }

  updateAddress(actor: ActorContext, business: string, a: SelfUpdateAddressArgs): Promise<PersonEntity> {
    return this.store.db.withTenant(business, async (em) => {
      const current = await this.reachable(em, actor, business, a.id);
      const { street, zipCode, city, state, country } = a;
      const draft = contactDraft(current, { street, zipCode, city, state, country }, this.store.today(), 0);
      return this.store.update(em, actor, current, draft);
    });
  }

  /** A new dependent of the signed-in person (they become its account manager). */
  addDependent(actor: ActorContext, business: string, d: DependentInput): Promise<PersonEntity> {
    return this.store.db.withTenant(business, async (em) => {
      const manager = await this.reachable(em, actor, business, null);
      const row = await this.store.insert(em, actor, business, dependentDraft(d, this.store.today()));
      await this.family.link(em, business, manager.id, row.id, 'dependents');
      return row;
    });
  }
}

/** A dependent as stored (001 §5.2: names required, at most 25 characters; a past birth date). */
export function dependentDraft(d: DependentInput, today: string): Partial<PersonEntity> {
  const max = PEOPLE_LIMITS.dependentName;
  const firstName = requiredName(d.firstName, PEOPLE_TEXTS.dependentFirstNameRequired, 'First name', max);
  const lastName = requiredName(d.lastName, PEOPLE_TEXTS.dependentLastNameRequired, 'Last name', max);
  const contact = { firstName, lastName, email: d.email, gender: d.gender, birthdate: d.birthdate };
  return {
    ...contactDraft(null, contact, today, max),
    leadCaptureFields: parseLeadFields(d.leadCaptureFields),
  };
}
