import { Context, Directive, Field, ID, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { ActorContext } from '@tempo/contracts';
import { actorCan, CurrentActor } from '@tempo/auth';
import { TenantDb } from '@tempo/db';
import { showsRates } from '../people/access';
import { People } from '../people/people.model';
import { personView } from '../people/person-view';
import { PersonEntity } from '../people/person.entity';
import { FamilySide, FamilyStore } from './family.store';

/** Identity's Account, extended here with the people the account acts for (000 §3.3). */
@ObjectType()
@Directive('@key(fields: "id")')
export class Account {
  @Field(() => ID) id!: string;
}

type Loader = DataLoader<string, PersonEntity[]>;
const LOADERS = new WeakMap<object, Map<string, Loader>>();

/**
 * Family lists of a person (account managers, dependents, peers), batched per
 * request: a page of 25 people reads each list in one query. Staff who may
 * read people see every link; anyone else only the links of themself and
 * their dependents (001 §6).
 */
@Resolver(() => People)
export class FamilyResolver {
  constructor(
    private readonly db: TenantDb,
    private readonly family: FamilyStore,
  ) {}

  private loader(ctx: object, business: string, side: FamilySide): Loader {
    const byKey = LOADERS.get(ctx) ?? new Map<string, Loader>();
    LOADERS.set(ctx, byKey);
    const key = `${business}:${side}`;
    let loader = byKey.get(key);
    if (!loader) {
      loader = new DataLoader<string, PersonEntity[]>((ids) =>
        this.db.withTenant(business, async (em) => {
          const links = await this.family.linked(em, business, ids, side);
          const all = [...new Set([...links.values()].flat())];
          const rows = all.length
            ? await em.createQueryBuilder(PersonEntity, 'p').where('p.id IN (:...all)', { all }).getMany()
            : [];
          const byId = new Map(rows.map((r) => [r.id, r]));
          return ids.map((id) =>
            (links.get(id) ?? []).map((x) => byId.get(x)).filter((r): r is PersonEntity => !!r),
          );
        }),
      );
      byKey.set(key, loader);
    }
    return loader;
  }

  private async list(
    ctx: object,
    actor: ActorContext,
    p: { id: string; business: string },
    side: FamilySide,
  ) {
    const rows = await this.loader(ctx, p.business, side).load(p.id);
    const staff = actorCan(actor, 'read', 'PEOPLE');
    const own = actor.accountId;
    const visible = staff || p.id === own || rows.some((r) => r.id === own);
    return visible ? rows.map((r) => personView(r, { showRates: showsRates(actor, r) })) : [];
  }

  @ResolveField(() => [People], { description: 'Guardians and payers who act and pay for this person' })
  accountManagers(@Context() ctx: object, @CurrentActor() actor: ActorContext, @Parent() p: People) {
    return this.list(ctx, actor, p, 'accountManagers');
  }

  @ResolveField(() => [People], { description: 'The people this person acts and pays for' })
  dependents(@Context() ctx: object, @CurrentActor() actor: ActorContext, @Parent() p: People) {
    return this.list(ctx, actor, p, 'dependents');
  }

  @ResolveField(() => [People], { description: 'Linked people of the same family (siblings, partners)' })
  peers(@Context() ctx: object, @CurrentActor() actor: ActorContext, @Parent() p: People) {
    return this.list(ctx, actor, p, 'peers');
  }
}

/** Account.dependents and Account.clients: whom a signed-in account books and pays for (itself and dependents). */
@Resolver(() => Account)
export class AccountFamilyResolver {
  constructor(
    private readonly db: TenantDb,
    private readonly family: FamilyStore,
  ) {}

  private async familyOf(actor: ActorContext, accountId: string, withSelf: boolean): Promise<People[]> {
    const business = actor.business;
    if (!business || actor.accountId !== accountId) return [];
    const rows = await this.db.withTenant(business, async (em) => {
      const ids = await this.family.dependentIds(em, business, accountId);
      const all = withSelf ? [accountId, ...ids] : ids;
      if (!all.length) return [];
      const found = await em
        .createQueryBuilder(PersonEntity, 'p')
        .where('p.id IN (:...all)', { all })
        .getMany();
      return all.map((id) => found.find((r) => r.id === id)).filter((r): r is PersonEntity => !!r);
    });
    return rows.map((r) => personView(r, { showRates: showsRates(actor, r) }));
  }

  @ResolveField(() => [People], { description: 'The dependents the account manages' })
  dependents(@CurrentActor() actor: ActorContext, @Parent() a: Account) {
    return this.familyOf(actor, a.id, false);
  }

  @ResolveField(() => [People], {
    description: 'The clients the account acts for: itself and its dependents',
  })
  clients(@CurrentActor() actor: ActorContext, @Parent() a: Account) {
    return this.familyOf(actor, a.id, true);
  }
}
