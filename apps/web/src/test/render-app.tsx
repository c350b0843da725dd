import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { throwError } from 'rxjs';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { SessionProvider } from '../app/session-provider';
import { UiProviders } from '../app/theme';
import { AuthApi, AuthService, LoginResult } from '../modules/auth/auth-service';
import { memoryAuthStorage } from '../modules/auth/auth-storage';
import { CURRENT_USER } from '../modules/auth/auth.graphql';
import { fakeJwt } from '../modules/auth/test-tokens';
import type { CurrentUser } from '../modules/auth/types';
import type { Business } from '../modules/business/business.graphql';
import { businessOf } from './business';

export const DEMO: Business = businessOf({
  name: 'demo',
  fullName: 'Demo Music School',
  contactEmail: 'hello@demo.example',
});

export function userOf(role: string, extra: Partial<CurrentUser> = {}): CurrentUser {
  const staffRole = role === 'client' ? null : role;
  return {
    id: `u-${role}`,
    email: `${role}@demo.example`,
    firstName: role,
    lastName: 'User',
    role,
    staffRole,
    business: 'demo',
    accountId: `a-${role}`,
    permissions: [],
    ...extra,
  };
}

export const tokenFor = (email: string) =>
  fakeJwt({ iss: 'tempo-identity', sub: 'x', email, exp: Math.floor(Date.now() / 1000) + 3600 });

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderAppOptions {
  path: string;
  /** The signed-in user; none means not logged in. */
  user?: CurrentUser | null;
  /** The user a successful login (password or passwordless) signs in. */
  loginAs?: CurrentUser;
  api?: Partial<AuthApi>;
  business?: Business | null;
  /** The client screens' queries use; by default every operation fails. */
  apollo?: ApolloClient;
}

/** An Apollo client whose every operation fails (screens show their error state). */
export const offlineApollo = () =>
  new ApolloClient({
    link: new ApolloLink(() => throwError(() => new Error('No API in this test'))),
    cache: new InMemoryCache(),
  });

/** The whole route table in memory, with the real session logic over fake API calls. */
export function renderApp({
  path,
  user = null,
  loginAs,
  api = {},
  business = DEMO,
  apollo = offlineApollo(),
}: RenderAppOptions) {
  let current = user;
  const ok = (): LoginResult => {
    current = loginAs ?? current;
    return { status: 'ok', idToken: tokenFor(current?.email ?? 'x@y.z'), refreshToken: 'refresh' };
  };
  const fullApi: AuthApi = {
    loginSimple: vi.fn(async () => ok()),
    loginPasswordless: vi.fn(async () => ok()),
    loginRefresh: vi.fn(async () => ({ status: 'error', error: 'no' })),
    requestSelfAuthLink: vi.fn(async () => ({ status: 'ok' })),
    logout: vi.fn(async () => ({ status: 'ok' })),
    ...api,
  };
  const storage = memoryAuthStorage(user ? { idToken: tokenFor(user.email), refreshToken: 'refresh' } : {});
  const auth = new AuthService({ storage, api: fullApi });
  const client = {
    query: vi.fn(async ({ query }: { query: unknown }) =>
      query === CURRENT_USER ? { data: { currentUser: current } } : { data: { accounts: [] } },
    ),
    clearStore: vi.fn(async () => []),
  } as unknown as ApolloClient;
  const view = (async () => {
    await auth.load();
    return render(
      <ApolloProvider client={apollo}>
        <UiProviders>
          <SessionProvider
            tenant={{ kind: 'business', businessName: 'demo' }}
            business={business}
            auth={auth}
            client={client}
          >
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <LocationProbe />
            </MemoryRouter>
          </SessionProvider>
        </UiProviders>
      </ApolloProvider>,
    );
  })();
  return { view, auth, api: fullApi, storage };
}
