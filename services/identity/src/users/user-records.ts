import { EntityManager } from 'typeorm';
import { isStrongPassword, normalizeEmail, UserErrorCode } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { hashPassword } from '../auth/password';
import { UserEntity } from './user.entity';

/*
 * Users (one login per e-mail, across businesses) as plain functions of a transaction, for
 * the API's services and the worker's consumers alike.
 */

export interface NewUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  isSuperuser?: boolean;
}

export const findUserByEmail = (em: EntityManager, email: string): Promise<UserEntity | null> =>
  em.findOne(UserEntity, { where: { email: normalizeEmail(email) } });

/**
 * The user with this e-mail, created when missing (without a password when none is given).
 * Two transactions may create the same user at once (the people consumer and an invitation
 * or registration): the second finds the first one's user instead of failing.
 */
export async function ensureUser(
  em: EntityManager,
  u: NewUser,
): Promise<{ user: UserEntity; created: boolean }> {
  const existing = await findUserByEmail(em, u.email);
  if (existing) return { user: existing, created: false };
  if (u.password && !isStrongPassword(u.password)) throw UserError.of(UserErrorCode.PASSWORD_COMPLEXITY);
  const user = em.create(UserEntity, {
    id: newId(),
    email: normalizeEmail(u.email),
    passwordHash: u.password ? await hashPassword(u.password) : null,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    locale: null,
    profilePhoto: null,
    emailVerified: false,
    isSuperuser: u.isSuperuser ?? false,
  });
  const inserted = await em
    .createQueryBuilder()
    .insert()
    .into(UserEntity)
    .values(user)
    .orIgnore()
    .returning('id')
    .execute();
  if ((inserted.raw as unknown[]).length) return { user, created: true };
  const raced = await findUserByEmail(em, u.email);
  if (!raced) throw new Error('the user of this e-mail could be neither created nor found');
  return { user: raced, created: false };
}
