import { ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { Container } from '@mantine/core';
import { SessionTimers } from '../modules/auth/session-timers-notice';
import { SelectBusinessProvider } from '../modules/business-select';
import { AppLayout } from '../modules/shell/shell-layout';
import { CrashBoundary } from './crash-boundary';
import { LoadingScreen, RouteGuard } from './guard';
import { lazyScreen } from './lazy';
import { APP_ROUTES, AppRoute } from './route-table';
import { useSession } from './session';

const PlaceholderScreen = lazyScreen(() => import('../modules/shell/placeholder-screen'));
const NotFoundScreen = lazyScreen(() => import('../modules/shell/not-found-screen'));

/** The route's screen, as its entry in the route table names it, or the placeholder naming it. */
function ScreenOf({ route }: { route: AppRoute }) {
  const Screen = route.screen;
  return Screen ? <Screen /> : <PlaceholderScreen title={route.title} />;
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
      <Suspense fallback={<LoadingScreen />}>
        <ScreenOf route={route} />
      </Suspense>
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
