import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import {
  ActorContext,
  INTERNAL_BUSINESS_NAME,
  InternalActorResponse,
  normalizeEmail,
} from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { effectivePermissions } from '@tempo/permissions';
import { emit } from '../events';
import { BusinessEntity } from '../business/business.entity';
import { AccountEntity } from './account.entity';
import { Account, CurrentUser } from './account.model';
import { accountOverrides, accountView } from './account-view';
import { UserEntity } from './user.entity';
import { ensureUser, findUserByEmail, NewUser } from './user-records';

export type { NewUser } from './user-records';

@Injectable()
export class UsersService {
  constructor(private readonly db: TenantDb) {}

  findByEmail(em: EntityManager, email: string): Promise<UserEntity | null> {
    return findUserByEmail(em, email);
  }

  /** The user with this e-mail, created when missing (one login per e-mail). */
  ensureUser(em: EntityManager, u: NewUser): Promise<{ user: UserEntity; created: boolean }> {
    return ensureUser(em, u);
  }

  /** The user's account in `business` (the transaction's tenant), created when missing. */
  async ensureAccount(
    em: EntityManager,
    actor: ActorContext | null,
    business: string,
    user: UserEntity,
    staffRole: string | null,
  ): Promise<AccountEntity> {
    const existing = await em.findOne(AccountEntity, { where: { business, userId: user.id } });
    if (existing) return existing;
    const account = em.create(AccountEntity, {
      id: newId(),
      business,
      userId: user.id,
      staffRole,
      firstName: user.firstName,
      lastName: user.lastName,
      permissions: [],
    });
    await em.insert(AccountEntity, account);
    await emit(em, actor, business, 'account.created', {
      accountId: account.id,
      userId: user.id,
      email: user.email,
      staffRole,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    return account;
  }

  /**
   * Accounts of the user with this e-mail across businesses (000 §3.3). A
   * user may list their own; superusers anyone's. The platform's internal
   * business is listed only on the app host.
   */
  async accounts(actor: ActorContext, email: string): Promise<Account[]> {
    const wanted = normalizeEmail(email);
    if (actor.role !== 'superuser' && actor.email?.toLowerCase() !== wanted) return [];
    return this.db.withPlatform(async (em) => {
      const user = await this.findByEmail(em, wanted);
      if (!user) return [];
      const accounts = await em.find(AccountEntity, {
        where: { userId: user.id },
        order: { createdAt: 'ASC' },
      });
      const businesses = accounts.length
        ? await em.find(BusinessEntity, { where: { name: In(accounts.map((a) => a.business)) } })
        : [];
      const byName = new Map(businesses.map((b) => [b.name, b]));
      return accounts
        .filter((a) => a.business !== INTERNAL_BUSINESS_NAME || !actor.business)
        .map((a) => accountView(a, user, byName.get(a.business)!));
    });
  }

  /**
   * An account by id (the Account entity's reference): to its own user and to
   * superusers; anyone else gets null.
   */
  async accountById(actor: ActorContext, id: string): Promise<Account | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id) || !actor.userId) return null;
    return this.db.withPlatform(async (em) => {
      const a = await em.findOne(AccountEntity, { where: { id } });
      if (!a || (actor.role !== 'superuser' && a.userId !== actor.userId)) return null;
      const user = await em.findOneOrFail(UserEntity, { where: { id: a.userId } });
      const b = await em.findOneOrFail(BusinessEntity, { where: { name: a.business } });
      return accountView(a, user, b);
    });
  }

  /** The signed-in user as seen in the current business. */
  async currentUser(actor: ActorContext): Promise<CurrentUser> {
    const user = await this.db.withoutTenant((em) =>
      em.findOneOrFail(UserEntity, { where: { id: actor.userId! } }),
    );
    const account =
      actor.accountId && actor.business
        ? await this.db.withTenant(actor.business, (em) =>
            em.findOne(AccountEntity, { where: { id: actor.accountId! } }),
          )
        : null;
    return {
      id: user.id,
      email: user.email,
      firstName: account?.firstName ?? user.firstName,
      lastName: account?.lastName ?? user.lastName,
      staffRole: account?.staffRole ?? null,
      role: actor.role,
      accountId: account?.id ?? null,
      business: actor.business,
      permissions: account ? accountOverrides(account) : [],
      effectivePermissions: effectivePermissions({ role: actor.role, overrides: actor.overrides }).map(
        (p) => ({ ...p, allowed: true }),
      ),
      impersonator: actor.impersonator
        ? { id: actor.impersonator.userId, email: actor.impersonator.email }
        : null,
    };
  }

  /** What the gateway needs to build an actor (internal API). */
  async internalActor(userId: string | null, business: string | null): Promise<InternalActorResponse | null> {
    const biz = business
      ? await this.db.withTenant(business, (em) => em.findOne(BusinessEntity, { where: { name: business } }))
      : null;
    const businessPart = biz
      ? {
          name: biz.name,
          status: biz.status,
          contactEmail: biz.contactEmail,
          emailFrom: (biz.settings.emailFrom as string | undefined) ?? null,
          fileLimitsMb: {
            perFile: numberOrNull(biz.settings.maxPerFileSizeUsageMegaBytes),
            total: numberOrNull(biz.settings.maxFileSizeUsageMegaBytes),
          },
        }
      : null;
    if (!userId) return { user: null, account: null, business: businessPart };
    const user = await this.db.withoutTenant((em) => em.findOne(UserEntity, { where: { id: userId } }));
    if (!user) return null;
    const account = biz
      ? await this.db.withTenant(biz.name, (em) =>
          em.findOne(AccountEntity, { where: { business: biz.name, userId } }),
        )
      : null;
    return {
      user: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        isSuperuser: user.isSuperuser,
      },
      account: account
        ? { id: account.id, staffRole: account.staffRole, permissions: accountOverrides(account) }
        : null,
      business: businessPart,
    };
  }

  async internalUser(email: string): Promise<UserEntity | null> {
    return this.db.withoutTenant((em) => this.findByEmail(em, email));
  }
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
