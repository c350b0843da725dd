import { ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  Image,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can } from '@tempo/permissions';
import { notify } from '../../app/notify';
import { subjectOf, useSession } from '../../app/session';
import type { CurrentUser } from '../auth/types';
import type { Business } from '../business/business.graphql';
import { useSelectBusiness } from '../business-select';
import { ActAsModal } from '../impersonation/act-as-modal';
import { isImpersonating, stopSudo } from '../impersonation/impersonation';
import { SetupProgressCard } from '../setup-progress/setup-progress-card';
import { TimezoneSelector } from '../timezone/timezone-selector';
import { ShellLink, ShellSection, shellMenus } from './menu-model';

function initials(user: CurrentUser): string {
  const text = [user.firstName, user.lastName].filter(Boolean).map((s) => s!.charAt(0));
  return (text.join('') || user.email.charAt(0)).toUpperCase();
}

const later = (label: string) =>
  notify({ status: 'info', title: label, message: `${label} arrives with the business settings screens` });

/** The business's own timezone when the business query provides one. */
const businessZoneOf = (business: Business | null): string | null =>
  (business as (Business & { timezone?: string | null }) | null)?.timezone ?? null;

function ProfileMenu({ user, items }: { user: CurrentUser; items: ShellLink[] }) {
  const { accounts, business } = useSession();
  const selectBusiness = useSelectBusiness();
  const [modal, setModal] = useState<'act-as' | 'timezone' | null>(null);
  const close = () => setModal(null);
  const isSuperuser = can(subjectOf(user), 'manage', 'SUPERUSER') && !isImpersonating();
  const businessName = business?.name ?? user.business ?? '';
  const actions: Record<string, () => void> = {
    'change-timezone': () => setModal('timezone'),
    'stop-sudo': stopSudo,
    // Switch business: the Select business modal of ../business-select.
    'switch-business': () => selectBusiness.open(),
  };
  const logoutAt = items.findIndex((i) => i.id === 'logout');
  const entries: ShellLink[] = isSuperuser
    ? [
        ...items.slice(0, logoutAt < 0 ? items.length : logoutAt),
        { id: 'act-as', label: 'Act as user...', kind: 'action' },
        ...(logoutAt < 0 ? [] : items.slice(logoutAt)),
      ]
    : items;
  if (isSuperuser) actions['act-as'] = () => setModal('act-as');
  return (
    <>
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
            if (item.id === 'connection-status') return null;
            if (item.to)
              return (
                <Menu.Item key={item.id} component={Link} to={item.to}>
                  {item.label}
                </Menu.Item>
              );
            return (
              <Menu.Item
                key={item.id}
                onClick={actions[item.id] ?? (() => later(item.label))}
                rightSection={
                  item.id === 'switch-business' ? (
                    <Badge size="sm">{accounts.length > 0 ? accounts.length : '?'}</Badge>
                  ) : undefined
                }
              >
                {item.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {modal === 'act-as' && <ActAsModal opened onClose={close} />}
      {modal === 'timezone' && (
        <TimezoneSelector
          opened
          onClose={close}
          businessName={businessName}
          businessZone={businessZoneOf(business)}
        />
      )}
    </>
  );
}

export function Sidebar({ sections }: { sections: ShellSection[] }) {
  const location = useLocation();
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
          ) : (
            <NavLink key={item.id} component="button" label={item.label} onClick={() => later(item.label)} />
          ),
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

/** The staff layout (000 §2.8): top navbar and left sidebar. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { user, business } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle }] = useDisclosure();
  if (!user) return <>{children}</>;
  const menus = shellMenus(user, business, { impersonating: isImpersonating() });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Link to="/" aria-label="Home" style={{ textDecoration: 'none', color: 'inherit' }}>
              {business?.uiLogoUrl ? (
                <Image src={business.uiLogoUrl} h={36} w="auto" alt={business.fullName ?? 'Logo'} />
              ) : (
                <Text fw={700}>{business?.fullName ?? 'Tempo'}</Text>
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
          <ProfileMenu user={user} items={menus.profile} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
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
