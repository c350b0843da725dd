import { createContext, useContext } from 'react';
import { deriveRole, type Subject } from '@tempo/permissions';
import type { AuthService } from '../modules/auth/auth-service';
import type { Account, CurrentUser, LoginState } from '../modules/auth/types';
import type { Business } from '../modules/business/business.graphql';
import type { Tenant } from '../modules/tenant/tenant';

/** What the shell, guards and screens know about who is using the app and where (000 §3.3, §4.1). */
export interface Session {
  tenant: Tenant;
  business: Business | null;
  auth: AuthService;
  /** False until the stored session has been checked and the current user loaded. */
  ready: boolean;
  user: CurrentUser | null;
  accounts: Account[];
  loginState: LoginState;
  loginRedirectUrl: string | null;
  setLoginRedirectUrl(url: string | null): void;
  setLoginState(state: LoginState): void;
  /** Loads a business by name and makes it the current one (the app host, 000 §2.1). */
  openBusiness(businessName: string): Promise<void>;
  /** Reloads the current business (after its settings change) so title, logo and colours follow. */
  refreshBusiness(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The permission subject of a user; visitors without one. */
export function subjectOf(user: CurrentUser | null): Subject {
  return user ? { role: user.role, overrides: user.permissions } : { role: 'visitor' };
}

/**
 * The user as a member of `businessName`: the API answers currentUser for the
 * host's business, and on the app host (no business) a user without an account
 * there is a visitor; once a business is opened on the app host the user acts
 * with their account's role in it. Superusers, and users without an account
 * there, stay as they are.
 */
export function memberOf(user: CurrentUser, accounts: readonly Account[], businessName: string): CurrentUser {
  const account = accounts.find((a) => a.business === businessName);
  if (!account || user.role === 'superuser') return user;
  return {
    ...user,
    business: account.business,
    accountId: account.id,
    staffRole: account.staffRole ?? null,
    role: deriveRole({ userId: user.id, staffRole: account.staffRole }),
  };
}
