import { ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { Container } from '@mantine/core';
import { homePageFor } from '@tempo/permissions';
import { SessionTimers } from '../modules/auth/session-timers-notice';
import { SelectBusinessProvider } from '../modules/business-select';
import { AppLayout } from '../modules/shell/shell-layout';
import { CrashBoundary } from './crash-boundary';
import { isSignedInVisitor, LoadingScreen, NoAccountHere, RouteGuard } from './guard';
import { lazyScreen } from './lazy';
import { APP_ROUTES, AppRoute } from './route-table';
import { useSession } from './session';

const LoginScreen = lazyScreen(() => import('../modules/auth/login-screen'));
const LogoutScreen = lazyScreen(() => import('../modules/auth/logout-screen'));
const PasswordlessScreen = lazyScreen(() => import('../modules/auth/passwordless-screen'));
const BusinessSettingsScreen = lazyScreen(
  () => import('../modules/business-settings/business-settings-screen'),
);
const AllBusinessesScreen = lazyScreen(() => import('../modules/business-admin/all-businesses-screen'));
const BusinessRegisterScreen = lazyScreen(
  () => import('../modules/business-register/business-register-screen'),
);
const RegistrationConfirmScreen = lazyScreen(
  () => import('../modules/business-register/registration-confirm-screen'),
);
const ChangelogScreen = lazyScreen(() => import('../modules/changelog/changelog-screen'));
const PlaceholderScreen = lazyScreen(() => import('../modules/shell/placeholder-screen'));
const NotFoundScreen = lazyScreen(() => import('../modules/shell/not-found-screen'));

/** '/': each role starts on its home page (000 §2.2); a signed-in visitor has none here. */
function HomeRedirect() {
  const { user } = useSession();
  if (isSignedInVisitor(user)) return <NoAccountHere />;
  return <Navigate to={homePageFor(user?.role ?? 'visitor')} replace />;
}

function screenOf(route: AppRoute): ReactNode {
  switch (route.screen) {
    case 'home':
      return <HomeRedirect />;
    case 'login':
      return <LoginScreen />;
    case 'logout':
      return <LogoutScreen />;
    case 'passwordless':
      return <PasswordlessScreen />;
    case 'business-settings':
      return <BusinessSettingsScreen />;
    case 'all-businesses':
      return <AllBusinessesScreen />;
    case 'business-register':
      return <BusinessRegisterScreen />;
    case 'business-register-confirm':
      return <RegistrationConfirmScreen />;
    case 'changelog':
      return <ChangelogScreen />;
    default:
      return <PlaceholderScreen title={route.title} owner={route.owner} />;
  }
}

/** Public routes are wrapped in a public container (000 §2.3). */
function PublicContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="md">
      {children}
    </Container>
  );
}

function element(route: AppRoute): ReactNode {
  const screen = (
    <CrashBoundary>
      <Suspense fallback={<LoadingScreen />}>{screenOf(route)}</Suspense>
    </CrashBoundary>
  );
  if (route.kind === 'public') return route.noNavbar ? screen : <PublicContainer>{screen}</PublicContainer>;
  return (
    <RouteGuard route={route}>
      <AppLayout noNavbar={route.noNavbar}>{screen}</AppLayout>
    </RouteGuard>
  );
}

/** On 'logout' the user goes to /login (000 §4.2). */
function LogoutNavigator() {
  const { auth } = useSession();
  const navigate = useNavigate();
  useEffect(() => auth.on('logout', () => navigate('/login', { replace: true })), [auth, navigate]);
  return null;
}

/** Every route of the table, then the not-found fallback. */
export function AppRoutes() {
  return (
    <SelectBusinessProvider>
      <LogoutNavigator />
      <SessionTimers />
      <Routes>
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
        <Route
          path="*"
          element={
            <PublicContainer>
              <Suspense fallback={<LoadingScreen />}>
                <NotFoundScreen />
              </Suspense>
            </PublicContainer>
          }
        />
      </Routes>
    </SelectBusinessProvider>
  );
}
