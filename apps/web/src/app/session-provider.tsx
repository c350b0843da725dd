import { ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../gql';
import type { AuthService } from '../modules/auth/auth-service';
import { ACCOUNTS, CURRENT_USER } from '../modules/auth/auth.graphql';
import type { Account, CurrentUser, LoginState } from '../modules/auth/types';
import { applyBranding } from '../modules/business/branding';
import { BUSINESS_CONFIG, BUSINESS_QUERY, Business } from '../modules/business/business.graphql';
import { decideAppHost } from '../modules/business-select/app-host';
import { BUSINESS_QUERY_FOR_APP } from '../modules/business-select/business-select.graphql';
import type { Tenant } from '../modules/tenant/tenant';
import { memberOf, Session, SessionContext } from './session';
import { useSetBrand } from './theme';

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
export function SessionProvider({ tenant, business: initialBusiness, auth, client, children }: Props) {
  const [business, setBusiness] = useState<Business | null>(initialBusiness);
  const businessRef = useRef(business);
  businessRef.current = business;
  const [ready, setReady] = useState(false);
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [accounts, setAccounts] = useState<Account[]>([]);
  const accountsRef = useRef(accounts);
  const [loginState, setLoginState] = useState<LoginState>('');
  const [loginRedirectUrl, setLoginRedirectUrl] = useState<string | null>(null);
  const setBrand = useSetBrand();

  // The interface takes on the current business's colours.
  const primary = business?.uiPrimaryColor ?? null;
  const secondary = business?.uiSecondaryColor ?? null;
  useEffect(() => {
    setBrand({ uiPrimaryColor: primary, uiSecondaryColor: secondary });
  }, [setBrand, primary, secondary]);

  const openBusiness = useCallback(
    async (businessName: string) => {
      const { data } = await client.query({
        query: BUSINESS_QUERY,
        variables: { businessName },
        fetchPolicy: 'network-only',
      });
      const loaded = getFragmentData(BUSINESS_CONFIG, data?.businessQuery);
      if (!loaded) throw new Error(`Business ${businessName} not found`);
      applyBranding(loaded);
      setBusiness(loaded);
      // On the app host the user's role is that of their account in the business opened here.
      if (tenant.kind === 'app') setUser((u) => (u ? memberOf(u, accountsRef.current, businessName) : u));
    },
    [client, tenant],
  );

  /** Reloads the current business, e.g. after its settings were saved, so the shell shows them. */
  const refreshBusiness = useCallback(async () => {
    const name = businessRef.current?.name;
    if (name) await openBusiness(name);
  }, [openBusiness]);

  /**
   * The app host after login (000 §2.1): off to the business's own subdomain (the session
   * follows through the auth origin's storage), or business selection, or the business loaded
   * here. Returns true while the browser is leaving.
   */
  const enterFromAppHost = useCallback(
    async (current: CurrentUser, userAccounts: Account[]): Promise<boolean> => {
      const decision = await decideAppHost({
        role: current.role,
        accounts: userAccounts,
        location: window.location,
        domainReady: async (businessName) => {
          const { data } = await client.query({
            query: BUSINESS_QUERY_FOR_APP,
            variables: { businessName },
            fetchPolicy: 'network-only',
          });
          return !!data?.businessQueryForApp?.domainReady;
        },
      });
      if (decision.kind === 'redirect') {
        window.location.assign(decision.url);
        return true;
      }
      if (decision.kind === 'select') setLoginState('SELECT_BUSINESS');
      if (decision.kind === 'none') setLoginState('SETUP_PROFILE');
      if (decision.kind === 'load') await openBusiness(decision.businessName).catch(() => undefined);
      return false;
    },
    [client, openBusiness],
  );

  const loadUser = useCallback(async (): Promise<boolean> => {
    const token = await auth.getIdToken();
    if (!token) {
      setUser(null);
      setLoginState('LOGGED_OUT');
      return false;
    }
    try {
      const { data } = await client.query({
        query: CURRENT_USER,
        fetchPolicy: 'network-only',
      });
      const current = data?.currentUser ?? null;
      setUser(current);
      setLoginState(current ? 'LOGGED_IN' : 'LOGGED_OUT');
      if (current) {
        const result = await client.query({
          query: ACCOUNTS,
          variables: { email: current.email },
          fetchPolicy: 'network-only',
        });
        const userAccounts = result.data?.accounts ?? [];
        accountsRef.current = userAccounts;
        setAccounts(userAccounts);
        if (tenant.kind === 'app' && !businessRef.current)
          return await enterFromAppHost(current, userAccounts);
      }
      return false;
    } catch {
      // An id token the API refuses is no session.
      await auth.clearTokens();
      setUser(null);
      setLoginState('LOGGED_OUT');
      return false;
    }
  }, [auth, client, tenant, enterFromAppHost]);

  useEffect(() => {
    let live = true;
    // While the browser leaves for another host the session stays not ready.
    void loadUser().then(
      (leaving) => live && !leaving && setReady(true),
      () => live && setReady(true),
    );
    const offLogin = auth.on('login', () => {
      setReady(false);
      void loadUser().then(
        (leaving) => !leaving && setReady(true),
        () => setReady(true),
      );
    });
    const offLogout = auth.on('logout', () => {
      setUser(null);
      accountsRef.current = [];
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
      setLoginState,
      openBusiness,
      refreshBusiness,
    }),
    [
      tenant,
      business,
      auth,
      ready,
      user,
      accounts,
      loginState,
      loginRedirectUrl,
      openBusiness,
      refreshBusiness,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
