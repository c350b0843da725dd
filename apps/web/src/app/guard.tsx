import { ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { can, fromRoleConstant, homePageFor, selfRedirectFor } from '@tempo/permissions';
import type { CurrentUser } from '../modules/auth/types';
import { TOAST_MS, notify } from './notify';
import type { AppRoute } from './route-table';
import { subjectOf, useSession } from './session';

export function LoadingScreen() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/**
 * A signed-in user without an account in this business: the API treats them as
 * a visitor here (roles are per business), so their role's home page would be
 * /login, which sends a signed-in user on to '/', and round again. They stay
 * where they are and are told there is no account for them here.
 */
export const isSignedInVisitor = (user: CurrentUser | null): boolean =>
  !!user && fromRoleConstant(user.role) === 'visitor';

/**
 * 000 §2.8 'No Accounts Found': a signed-in user without an account in this business, or
 * (login state SETUP_PROFILE) without any account at all.
 */
export function NoAccountHere({ height = '60vh' }: { height?: string }) {
  return (
    <Center h={height}>
      <Stack align="center">
        <Text fw={600}>No Accounts Found, please setup your profile</Text>
        <Button component={Link} to="/logout" variant="light">
          Logout
        </Button>
      </Stack>
    </Center>
  );
}

/** 000 §2.6: not logged in -> 'Not logged in' (skipped on '/'), remember the URL, go to /login. */
function ToLogin({ url, path }: { url: string; path: string }) {
  const { setLoginRedirectUrl } = useSession();
  useEffect(() => {
    if (path !== '/')
      notify({
        id: 'not-logged-in',
        status: 'error',
        title: 'Not logged in',
        message: 'please login before continuing',
        dismissAfter: TOAST_MS.notLoggedIn,
      });
    setLoginRedirectUrl(url);
  }, [url, path, setLoginRedirectUrl]);
  return <Navigate to="/login" replace />;
}

/**
 * Guards a route that needs a signed-in user (000 §2.6): the user's own person id (their
 * account's in this business) in the second path segment becomes 'self', a route the user may not open sends them to their role's
 * home page, and no user sends them to /login and back after login.
 */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.ready) return <LoadingScreen />;
  const url = location.pathname + location.search + location.hash;
  const user = session.user;
  if (!user || !session.auth.hasSession()) return <ToLogin url={url} path={location.pathname} />;
  // The person of the user in this business has the id of their account (the people subgraph's).
  const self = selfRedirectFor(url, user.accountId ?? user.id);
  if (self) return <Navigate to={self} replace />;
  if (route.guard && !can(subjectOf(user), route.guard.action, route.guard.resource)) {
    if (isSignedInVisitor(user)) return <NoAccountHere />;
    const home = homePageFor(user.role);
    if (home.replace(/\/$/, '') !== location.pathname.replace(/\/$/, ''))
      return <Navigate to={home} replace />;
    return (
      <Center h="60vh">
        <Text>You do not have access to this page.</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
