import { ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { AuthService } from '../modules/auth/auth-service';
import { ACCOUNTS, CURRENT_USER } from '../modules/auth/graphql/auth.graphql';
import type { Account, CurrentUser, LoginState } from '../modules/auth/types';
import type { Business } from '../modules/business/business.graphql';
import type { Tenant } from '../modules/tenant/tenant';
import { Session, SessionContext } from './session';

interface Props {
  tenant: Tenant;
  business: Business | null;
  auth: AuthService;
  client: ApolloClient;
  children: ReactNode;
}

/**
 * Loads the current user (with role and permissions) when a session exists and after every
 * login, and the user's accounts by e-mail (000 §4.2); resets both on logout.
 */
export function SessionProvider({ tenant, business, auth, client, children }: Props) {
  const [ready, setReady] = useState(false);
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [loginState, setLoginState] = useState<LoginState>('');
  const [loginRedirectUrl, setLoginRedirectUrl] = useState<string | null>(null);

  const loadUser = useCallback(async () => {
    const token = await auth.getIdToken();
    if (!token) {
      setUser(null);
      setLoginState('LOGGED_OUT');
      return;
    }
    try {
      const { data } = await client.query<{ currentUser: CurrentUser }>({
        query: CURRENT_USER,
        fetchPolicy: 'network-only',
      });
      const current = data?.currentUser ?? null;
      setUser(current);
      setLoginState(current ? 'LOGGED_IN' : 'LOGGED_OUT');
      if (current) {
        const result = await client.query<{ accounts: Account[] }>({
          query: ACCOUNTS,
          variables: { email: current.email },
          fetchPolicy: 'network-only',
        });
        setAccounts(result.data?.accounts ?? []);
      }
    } catch {
      // An id token the API refuses is no session.
      await auth.clearTokens();
      setUser(null);
      setLoginState('LOGGED_OUT');
    }
  }, [auth, client]);

  useEffect(() => {
    let live = true;
    void loadUser().finally(() => live && setReady(true));
    const offLogin = auth.on('login', () => {
      setReady(false);
      void loadUser().finally(() => setReady(true));
    });
    const offLogout = auth.on('logout', () => {
      setUser(null);
      setAccounts([]);
      setLoginState('LOGGED_OUT');
      void client.clearStore();
    });
    return () => {
      live = false;
      offLogin();
      offLogout();
    };
  }, [auth, client, loadUser]);

  const value = useMemo<Session>(
    () => ({
      tenant,
      business,
      auth,
      ready,
      user,
      accounts,
      loginState,
      loginRedirectUrl,
      setLoginRedirectUrl,
    }),
    [tenant, business, auth, ready, user, accounts, loginState, loginRedirectUrl],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
