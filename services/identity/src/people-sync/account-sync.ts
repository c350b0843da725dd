import { EntityManager, QueryFailedError } from 'typeorm';
import type { AccountEventData } from '@tempo/contracts';
import type { EventActorSource } from '@tempo/subgraph';
import { emit } from '../events';
import { AccountEntity } from '../users/account.entity';
import { UserEntity } from '../users/user.entity';
import { ensureUser, findUserByEmail } from '../users/user-records';
import { AccountPlan, AccountState, AccountSync, planAccount, WantedAccount } from './account-plan';

/** Options of one sync: the person's events may rekey an unlinked account; credentials may not. */
export interface SyncOptions {
  rekey: boolean;
  /** The password of a user created for the e-mail (credentials). */
  password?: string | null;
}

export interface SyncResult {
  /** What was done; a conflict wrote nothing. */
  plan: AccountPlan | { kind: 'conflict'; reason: 'id_taken' };
  /** The account's user afterwards (null: no account). */
  userId: string | null;
}

interface Loaded {
  entity: AccountEntity;
  user: UserEntity;
  state: AccountState;
}

async function load(
  em: EntityManager,
  where: { id: string; business: string } | { business: string; userId: string },
): Promise<Loaded | null> {
  const entity = await em.findOne(AccountEntity, { where });
  if (!entity) return null;
  const user = await em.findOneOrFail(UserEntity, { where: { id: entity.userId } });
  const { id, firstName, lastName, staffRole, staffFlags, personLinked } = entity;
  return {
    entity,
    user,
    state: { id, email: user.email, firstName, lastName, staffRole, staffFlags, personLinked },
  };
}

type AccountEventType = 'account.created' | 'account.updated' | 'account.deleted';

/** Records one of identity's account events in the outbox (the transaction's). */
const recorder =
  (em: EntityManager, actor: EventActorSource, business: string) =>
  (
    type: AccountEventType,
    accountId: string,
    user: UserEntity,
    staffRole: string | null,
    changed?: string[],
  ) =>
    emit(em, actor, business, type, {
      accountId,
      userId: user.id,
      email: user.email,
      staffRole,
      ...(changed ? { changed } : {}),
    } satisfies AccountEventData);

/** The person's fields, as written on its account. */
const fieldsOf = (w: WantedAccount): Partial<AccountEntity> => ({
  firstName: w.firstName,
  lastName: w.lastName,
  staffRole: w.staffRole,
  ...(w.staffFlags ? { staffFlags: w.staffFlags } : {}),
  personLinked: true,
});

/**
 * Runs `work` under a savepoint: a unique violation (the id is an account of another
 * business, or a concurrent writer took the user's place) undoes it and answers false, so the
 * caller reports a conflict instead of failing the whole transaction.
 */
async function undoneOnUniqueViolation(em: EntityManager, work: () => Promise<void>): Promise<boolean> {
  await em.query('SAVEPOINT account_sync');
  try {
    await work();
  } catch (e) {
    const code = e instanceof QueryFailedError ? (e.driverError as { code?: string }).code : undefined;
    if (code !== '23505') throw e;
    await em.query('ROLLBACK TO SAVEPOINT account_sync');
    return false;
  }
  await em.query('RELEASE SAVEPOINT account_sync');
  return true;
}

/**
 * Brings the account of `sync.id` in `business` (the transaction's tenant) in step with what
 * its person asks (account-plan.ts), and records identity's account events for what really
 * changed: none when nothing did, so that nothing can loop. Another transaction may write the
 * same account meanwhile (people's consumer and a credentials request for one person): its
 * write wins the insert, and planning once more finds it.
 */
export async function syncAccount(
  em: EntityManager,
  actor: EventActorSource,
  business: string,
  sync: AccountSync,
  opts: SyncOptions,
): Promise<SyncResult> {
  const first = await syncOnce(em, actor, business, sync, opts);
  const raced = first.plan.kind === 'conflict' && first.plan.reason === 'id_taken';
  return raced ? syncOnce(em, actor, business, sync, opts) : first;
}

async function syncOnce(
  em: EntityManager,
  actor: EventActorSource,
  business: string,
  sync: AccountSync,
  opts: SyncOptions,
): Promise<SyncResult> {
  const { id } = sync;
  const current = await load(em, { id, business });
  if (sync.linkOnly && !current) return { plan: { kind: 'none' }, userId: null };
  // Linking only: the account as it is is what is wanted (at most the link is new, no event).
  const wanted: WantedAccount | null = sync.linkOnly && current ? { ...current.state, id } : sync.wanted;
  const user = wanted ? await findUserByEmail(em, wanted.email) : null;
  const held = user ? await load(em, { business, userId: user.id }) : null;
  const other = held && held.entity.id !== id ? held : null;
  const plan = planAccount({
    keepUnlinked: sync.keepUnlinked,
    wanted,
    current: current?.state ?? null,
    other: other?.state ?? null,
    rekey: opts.rekey,
  });

  const record = recorder(em, actor, business);
  if (plan.kind === 'none' || plan.kind === 'conflict') return { plan, userId: current?.user.id ?? null };
  if (plan.kind === 'delete' || !wanted) {
    if (current) {
      await em.delete(AccountEntity, { id, business });
      await record('account.deleted', id, current.user, current.entity.staffRole);
    }
    return { plan, userId: null };
  }
  if (plan.kind === 'update') {
    await em.update(AccountEntity, { id, business }, fieldsOf(wanted));
    if (plan.changed.length)
      await record('account.updated', id, current!.user, wanted.staffRole, plan.changed);
    return { plan, userId: current!.user.id };
  }

  const target = (
    await ensureUser(em, {
      email: wanted.email,
      firstName: wanted.firstName,
      lastName: wanted.lastName,
      password: opts.password,
    })
  ).user;
  const written = await undoneOnUniqueViolation(em, async () => {
    if (plan.kind === 'create') {
      await em.insert(AccountEntity, {
        id,
        business,
        userId: target.id,
        permissions: [],
        staffFlags: {},
        ...fieldsOf(wanted),
      });
    } else if (plan.kind === 'rekey') {
      await em.update(AccountEntity, { id: other!.entity.id, business }, { id, ...fieldsOf(wanted) });
    } else {
      await em.update(AccountEntity, { id, business }, { userId: target.id, ...fieldsOf(wanted) });
    }
  });
  if (!written) return { plan: { kind: 'conflict', reason: 'id_taken' }, userId: current?.user.id ?? null };

  if (plan.kind === 'create') {
    await record('account.created', id, target, wanted.staffRole);
  } else if (plan.kind === 'rekey') {
    // The id the account had is gone and the person's id appears: both, for whoever follows ids.
    const before = other!;
    await record('account.deleted', before.entity.id, target, before.entity.staffRole);
    await record('account.created', id, target, wanted.staffRole);
  } else {
    // Moved to another user: the previous user's actor loses the account, the new user's gains it.
    await record('account.updated', id, current!.user, wanted.staffRole, plan.changed);
    await record('account.updated', id, target, wanted.staffRole, plan.changed);
  }
  return { plan, userId: target.id };
}
