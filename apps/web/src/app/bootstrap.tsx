import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { AuthService } from '../modules/auth/auth-service';
import { AuthStorage, localAuthStorage } from '../modules/auth/auth-storage';
import { FrameAuthStorage, authOriginFor } from '../modules/auth/frame-auth-storage';
import { graphqlAuthApi } from '../modules/auth/graphql-auth-api';
import { APP_HOST_LABEL } from '@tempo/contracts';
import { businessUrl } from '../modules/business-select/app-host';
import { applyBranding } from '../modules/business/branding';
import { getFragmentData } from '../gql';
import { BUSINESS_CONFIG, BUSINESS_QUERY, Business } from '../modules/business/business.graphql';
import { Tenant, resolveTenant } from '../modules/tenant/tenant';
import { createApolloClient } from './apollo';
import { AppRoutes } from './app-routes';
import { LoadingScreen } from './guard';
import { TOAST_MS, notify } from './notify';
import { SessionProvider } from './session-provider';
import { GlobalBanners } from '../modules/banners/global-banners';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; business: Business | null }
  | { kind: 'failed' }
  | { kind: 'select-business' }
  | { kind: 'auth-origin' };

/**
 * Login state is shared by every host through the auth origin's storage frame (000 §2.1);
 * hosts without a business label (an IP address, the bare base domain) keep their own.
 */
function createAuthStorage(): AuthStorage {
  const tenant = resolveTenant(window.location.hostname);
  if (tenant.kind === 'none' || tenant.kind === 'auth') return localAuthStorage();
  return new FrameAuthStorage({ authOrigin: authOriginFor(window.location) });
}

function createServices() {
  const holder: { client?: ReturnType<typeof createApolloClient> } = {};
  const auth = new AuthService({ storage: createAuthStorage(), api: graphqlAuthApi(() => holder.client!) });
  let ending = false;
  const client = createApolloClient({
    getToken: () => auth.getIdToken(),
    onTokenError: () => {
      if (ending) return;
      ending = true;
      notify({
        status: 'error',
        title: 'Login Session Expired',
        message: 'please login before continuing',
        dismissAfter: TOAST_MS.notLoggedIn,
      });
      void auth.logout().finally(() => (ending = false));
    },
  });
  holder.client = client;
  return { auth, client };
}

/** 000 §2.10: the business could not be loaded. */
function LoadFailure() {
  return (
    <Center h="80vh">
      <Stack align="center">
        <Title order={2}>Unable to load</Title>
        <Text>Check your internet connection and try again</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

/**
 * 000 §2.1: a host with no business label, or a business subdomain that names no business.
 * Business selection happens on the shared app host, where the user signs in and picks one.
 */
function BusinessSelection() {
  const appUrl = businessUrl(window.location, APP_HOST_LABEL);
  return (
    <Center h="80vh">
      <Stack align="center" maw={520}>
        <Title order={2}>Select a business</Title>
        <Text c="dimmed" ta="center">
          This address does not name a business. Sign in on the app to choose one of your businesses.
        </Text>
        <Button component="a" href={appUrl}>
          Choose a business
        </Button>
      </Stack>
    </Center>
  );
}

async function loadBusiness(client: ReturnType<typeof createApolloClient>, tenant: Tenant): Promise<Phase> {
  if (tenant.kind === 'auth') return { kind: 'auth-origin' };
  if (tenant.kind === 'none') return { kind: 'select-business' };
  if (tenant.kind === 'app') return { kind: 'ready', business: null };
  try {
    const { data } = await client.query({
      query: BUSINESS_QUERY,
      variables: { businessName: tenant.businessName },
    });
    const business = getFragmentData(BUSINESS_CONFIG, data?.businessQuery);
    if (!business) {
      console.warn('BusinessName not found, but on a business specific url');
      return { kind: 'select-business' };
    }
    applyBranding(business);
    return { kind: 'ready', business };
  } catch (error) {
    console.error(error);
    return { kind: 'failed' };
  }
}

/** Start-up (000 §2.10): tenant from the host, stored tokens, the business, then the app. */
export function Bootstrap() {
  const [services] = useState(createServices);
  const [tenant] = useState(() => resolveTenant(window.location.hostname));
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      await services.auth.load();
      const next = await loadBusiness(services.client, tenant);
      if (live) setPhase(next);
    })();
    return () => {
      live = false;
    };
  }, [services, tenant]);

  switch (phase.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'failed':
      return <LoadFailure />;
    case 'select-business':
      return <BusinessSelection />;
    case 'auth-origin':
      return null;
    case 'ready':
      return (
        <ApolloProvider client={services.client}>
          <SessionProvider
            tenant={tenant}
            business={phase.business}
            auth={services.auth}
            client={services.client}
          >
            <BrowserRouter>
              <GlobalBanners>
                <AppRoutes />
              </GlobalBanners>
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      );
  }
}
