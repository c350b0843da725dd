import {
  ReactNode,
  Suspense,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import {
  ActionIcon,
  AppShell,
  Avatar,
  Box,
  Badge,
  Burger,
  Button,
  Group,
  Image,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { can, profilePathFor } from '@tempo/permissions';
import { lazyScreen } from '../../app/lazy';
import { subjectOf, useSession } from '../../app/session';
import type { CurrentUser } from '../auth/types';
import type { Business } from '../business/business.graphql';
import { useSelectBusiness } from '../business-select';
import { isImpersonating, stopSudo } from '../impersonation/impersonation';
import { ChangelogBell } from '../changelog';
import { GlobalSearch } from '../search';
import { SetupProgressCard } from '../setup-progress/setup-progress-card';
import { SupportProvider, supportLabel, useSupport } from '../support/support';
import { TimezoneSelector } from '../timezone/timezone-selector';
import { ShellLink, ShellSection, shellMenus } from './menu-model';
import { ViewedPersonItem } from './viewed-person-item';

function initials(user: CurrentUser): string {
  const text = [user.firstName, user.lastName].filter(Boolean).map((s) => s!.charAt(0));
  return (text.join('') || user.email.charAt(0)).toUpperCase();
}

/** The business's own timezone when the business query provides one. */
const businessZoneOf = (business: Business | null): string | null =>
  (business as (Business & { timezone?: string | null }) | null)?.timezone ?? null;

/**
 * The shell's action items (000 §2.8), shared by the profile menu, the sidebar and the mobile
 * menu: Change timezone, live support, Switch business, Stop Sudo and the superuser's Act as.
 */
interface ShellActions {
  run(id: string): void;
  has(id: string): boolean;
  label(item: ShellLink): string;
}

const ShellActionsContext = createContext<ShellActions>({
  run: () => undefined,
  has: () => false,
  label: (item) => item.label,
});
const useShellActions = () => useContext(ShellActionsContext);

/** The superuser's 'Act as user...' prompt, loaded (with its form library) when first opened. */
const ActAsModal = lazyScreen(async () => {
  const { ActAsModal: modal } = await import('../impersonation/act-as-modal');
  return { default: modal };
});

function ShellActionsProvider({ children }: { children: ReactNode }) {
  const { user, business } = useSession();
  const selectBusiness = useSelectBusiness();
  const support = useSupport();
  const [modal, setModal] = useState<'act-as' | 'timezone' | null>(null);
  const close = () => setModal(null);
  const businessName = business?.name ?? user?.business ?? '';
  const actions = useMemo<Record<string, () => void>>(
    () => ({
      'change-timezone': () => setModal('timezone'),
      'live-support': support.toggle,
      'stop-sudo': stopSudo,
      'switch-business': () => selectBusiness.open(),
      'act-as': () => setModal('act-as'),
    }),
    [support.toggle, selectBusiness],
  );
  const value = useMemo<ShellActions>(
    () => ({
      run: (id) => actions[id]?.(),
      has: (id) => id in actions,
      label: (item) => (item.id === 'live-support' ? supportLabel(support.open) : item.label),
    }),
    [actions, support.open],
  );
  return (
    <ShellActionsContext.Provider value={value}>
      {children}
      {modal === 'act-as' && (
        <Suspense fallback={null}>
          <ActAsModal opened onClose={close} />
        </Suspense>
      )}
      {modal === 'timezone' && (
        <TimezoneSelector
          opened
          onClose={close}
          businessName={businessName}
          businessZone={businessZoneOf(business)}
        />
      )}
    </ShellActionsContext.Provider>
  );
}

function ProfileMenu({ user, items }: { user: CurrentUser; items: ShellLink[] }) {
  const { accounts } = useSession();
  const actions = useShellActions();
  const isSuperuser = can(subjectOf(user), 'manage', 'SUPERUSER') && !isImpersonating();
  const logoutAt = items.findIndex((i) => i.id === 'logout');
  const entries: ShellLink[] = isSuperuser
    ? [
        ...items.slice(0, logoutAt < 0 ? items.length : logoutAt),
        { id: 'act-as', label: 'Act as user...', kind: 'action' },
        ...(logoutAt < 0 ? [] : items.slice(logoutAt)),
      ]
    : items;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu">
          <Avatar color="blue" radius="xl">
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((item) => {
          if (item.id === 'profile-info')
            return (
              <Menu.Label key={item.id}>
                <Text size="sm">{user.email}</Text>
              </Menu.Label>
            );
          // The real-time connection status needs the messaging websocket, which is not built yet.
          if (item.id === 'connection-status') return null;
          if (item.to)
            return (
              <Menu.Item key={item.id} component={Link} to={item.to}>
                {item.label}
              </Menu.Item>
            );
          if (!actions.has(item.id)) return null;
          return (
            <Menu.Item
              key={item.id}
              onClick={() => actions.run(item.id)}
              rightSection={
                item.id === 'switch-business' ? (
                  <Badge size="sm">{accounts.length > 0 ? accounts.length : '?'}</Badge>
                ) : undefined
              }
            >
              {actions.label(item)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Sidebar({ sections }: { sections: ShellSection[] }) {
  const location = useLocation();
  const actions = useShellActions();
  const here = location.pathname + location.search;
  return (
    <nav aria-label="Main navigation">
      {sections.map((section) => {
        const links = section.items.map((item) =>
          item.to ? (
            <NavLink
              key={item.id}
              component={Link}
              to={item.to}
              label={item.label}
              active={here === item.to}
            />
          ) : actions.has(item.id) ? (
            <NavLink
              key={item.id}
              component="button"
              label={actions.label(item)}
              onClick={() => actions.run(item.id)}
            />
          ) : null,
        );
        const containsHere = section.items.some((i) => i.to === here || i.to === location.pathname);
        return section.title ? (
          <NavLink key={section.id} label={section.title} defaultOpened={containsHere} childrenOffset="sm">
            {links}
          </NavLink>
        ) : (
          <div key={section.id}>{links}</div>
        );
      })}
    </nav>
  );
}

/** 000 §2.8: the sidebar layout toggles between these two; hidden below 1200 px. */
export const SIDEBAR_LAYOUTS = ['default-sidebar-1', 'collapsed-sidebar-1'] as const;
type SidebarLayout = (typeof SIDEBAR_LAYOUTS)[number];

/** 003 §9: the mobile burger menu is 280 px wide; the desktop sidebar 260. */
export const MOBILE_MENU_WIDTH = 280;

/** The mobile menu's own first section: 'My Profile' (000 §2.8). */
function MobileProfileSection({ user }: { user: CurrentUser }) {
  const to = profilePathFor(user);
  if (!to) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="xs">
        {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
      </Text>
      <NavLink component={Link} to={to} label="My Profile" />
    </div>
  );
}

/** The staff layout (000 §2.8): top navbar and left sidebar. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { user, business } = useSession();
  if (!user) return <>{children}</>;
  return (
    <SupportProvider businessName={business?.name ?? user.business ?? null}>
      <ShellActionsProvider>
        <StaffShell user={user} business={business}>
          {children}
        </StaffShell>
      </ShellActionsProvider>
    </SupportProvider>
  );
}

function StaffShell({
  user,
  business,
  children,
}: {
  user: CurrentUser;
  business: Business | null;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  const [layout, setLayout] = useLocalStorage<SidebarLayout>({
    key: 'sidebarLayout',
    defaultValue: 'default-sidebar-1',
  });
  const collapsed = layout === 'collapsed-sidebar-1';
  const toggleLayout = useCallback(
    () => setLayout((l) => (l === 'collapsed-sidebar-1' ? 'default-sidebar-1' : 'collapsed-sidebar-1')),
    [setLayout],
  );
  // The mobile menu closes once the user has gone somewhere.
  useEffect(close, [pathname, search, close]);
  const menus = shellMenus(user, business, { impersonating: isImpersonating() });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { base: MOBILE_MENU_WIDTH, sm: 260 },
        breakpoint: 'sm',
        collapsed: { mobile: !opened, desktop: collapsed },
      }}
      padding="md"
      data-sidebar-layout={layout}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Tooltip label={collapsed ? 'Show sidebar' : 'Hide sidebar'}>
              <ActionIcon
                variant="subtle"
                visibleFrom="lg"
                onClick={toggleLayout}
                aria-label={collapsed ? 'Show sidebar' : 'Hide sidebar'}
                aria-pressed={collapsed}
              >
                <span aria-hidden>☰</span>
              </ActionIcon>
            </Tooltip>
            <Link to="/" aria-label="Home" style={{ textDecoration: 'none', color: 'inherit' }}>
              {business?.uiLogoUrl ? (
                <Image src={business.uiLogoUrl} h={36} w="auto" alt={business.fullName ?? 'Logo'} />
              ) : (
                <Text fw={700} c="var(--mantine-primary-color-filled)">
                  {business?.fullName ?? 'Tempo'}
                </Text>
              )}
            </Link>
            <Group gap="xs" visibleFrom="md" wrap="nowrap">
              {menus.quickActions.map((a) => (
                <Button key={a.id} component={Link} to={a.to ?? '/'} variant="light" size="xs">
                  {a.label}
                </Button>
              ))}
            </Group>
          </Group>
          <Group wrap="nowrap" gap="sm">
            <Box visibleFrom="sm">
              <GlobalSearch />
            </Box>
            <ChangelogBell />
            <ProfileMenu user={user} items={menus.profile} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" maw={{ base: MOBILE_MENU_WIDTH, sm: 'none' }}>
        <AppShell.Section grow component={ScrollArea}>
          {opened && <MobileProfileSection user={user} />}
          {opened && <ViewedPersonItem />}
          <Sidebar sections={menus.sidebar} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {pathname === '/dashboard' && <SetupProgressCard />}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** Users without NAVBAR read (clients): no navbar or sidebar, a client-styled footer (000 §2.8). */
export function ClientLayout({ children }: { children: ReactNode }) {
  const { business, user } = useSession();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" p="md">
        <Link to="/" aria-label="Home" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Text fw={700}>{business?.fullName ?? 'Tempo'}</Text>
        </Link>
        {user && (
          <Group gap="sm">
            <Text size="sm">{user.email}</Text>
            {isImpersonating() && (
              <Button onClick={stopSudo} variant="light" color="red" size="xs">
                Stop Sudo
              </Button>
            )}
            <Button component={Link} to="/logout" variant="subtle" size="xs">
              Logout
            </Button>
          </Group>
        )}
      </Group>
      <main style={{ flex: 1, padding: 16 }}>{children}</main>
      <footer style={{ padding: 16, textAlign: 'center' }}>
        <Text size="sm" c="dimmed">
          {business?.fullName}
          {business?.contactEmail ? ` · ${business.contactEmail}` : ''}
        </Text>
      </footer>
    </div>
  );
}

/** Chooses the layout of a guarded screen by NAVBAR read. */
export function AppLayout({ children, noNavbar }: { children: ReactNode; noNavbar?: boolean }) {
  const { user } = useSession();
  if (noNavbar) return <>{children}</>;
  if (user && can(subjectOf(user), 'read', 'NAVBAR')) return <ShellLayout>{children}</ShellLayout>;
  return <ClientLayout>{children}</ClientLayout>;
}
