import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUDO_AS_KEY } from '../impersonation/impersonation';
import { DEMO, renderApp, userOf } from '../../test/render-app';
import { shellMenus } from './menu-model';

const sectionIds = (role: string) => shellMenus(userOf(role), DEMO).sidebar.map((s) => s.id);
const itemIds = (role: string) =>
  shellMenus(userOf(role), DEMO).sidebar.flatMap((s) => s.items.map((i) => i.id));

describe('sidebar filtering per role', () => {
  it('gives superusers the superuser tools and everything else', () => {
    expect(sectionIds('superuser')).toContain('superuser-tools');
    expect(itemIds('superuser')).toEqual(
      expect.arrayContaining(['all-businesses', 'recalculate-invoice-totals', 'audit']),
    );
  });

  it('keeps the superuser tools from owners, managers and staff', () => {
    for (const role of ['owner', 'manager', 'staff', 'limited_staff'])
      expect(sectionIds(role)).not.toContain('superuser-tools');
  });

  it('shows owners the business settings of their business', () => {
    const settings = shellMenus(userOf('owner'), DEMO).sidebar.find((s) => s.id === 'settings');
    expect(settings?.items.find((i) => i.id === 'business-settings')?.to).toBe('/business/demo/edit');
  });

  it('shows staff fewer items than owners, and limited staff fewer than staff', () => {
    const owner = itemIds('owner');
    const staff = itemIds('staff');
    const limited = itemIds('limited_staff');
    expect(staff.every((id) => owner.includes(id))).toBe(true);
    expect(limited.every((id) => staff.includes(id))).toBe(true);
    expect(staff.length).toBeLessThan(owner.length);
    expect(staff).not.toContain('business-settings');
  });

  it('honours per-user deny overrides', () => {
    const denied = userOf('owner', { permissions: [{ action: 'list', resource: 'PEOPLE', allowed: false }] });
    const ids = shellMenus(denied, DEMO).sidebar.flatMap((s) => s.items.map((i) => i.id));
    expect(ids).not.toContain('all-clients');
    expect(ids).toContain('staff');
  });

  it('gives owners the permitted quick actions', () => {
    expect(shellMenus(userOf('owner'), DEMO).quickActions.map((a) => a.label)).toEqual([
      'Register Client',
      'Book Appointment',
      'Enroll In Session',
      'Subscribe Client',
    ]);
    expect(shellMenus(userOf('client'), DEMO).quickActions).toEqual([]);
  });
});

describe('layout', () => {
  it('renders the navbar and sidebar for staff', async () => {
    const { view } = renderApp({ path: '/today', user: userOf('owner') });
    await view;
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByText('Schedule')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Client' })).toHaveAttribute('href', '/clients/create');
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
  });

  it('gives clients (no NAVBAR read) no navbar or sidebar', async () => {
    const { view } = renderApp({ path: '/clients/self', user: userOf('client') });
    await view;
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    expect(screen.getByText('client@demo.example')).toBeInTheDocument();
  });

  describe('profile menu', () => {
    afterEach(() => localStorage.clear());

    const openMenu = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
      return screen.findByRole('menuitem', { name: 'Change timezone', hidden: true });
    };

    it("offers superusers 'Act as user...' and no 'Stop Sudo' while not impersonating", async () => {
      const { view } = renderApp({ path: '/today', user: userOf('superuser') });
      await view;
      await openMenu();
      expect(
        await screen.findByRole('menuitem', { name: 'Act as user...', hidden: true }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Stop Sudo', hidden: true })).not.toBeInTheDocument();
    });

    it("keeps 'Act as user...' from owners", async () => {
      const { view } = renderApp({ path: '/today', user: userOf('owner') });
      await view;
      await openMenu();
      expect(
        screen.queryByRole('menuitem', { name: 'Act as user...', hidden: true }),
      ).not.toBeInTheDocument();
    });

    it("shows 'Stop Sudo' only while impersonating", async () => {
      localStorage.setItem(SUDO_AS_KEY, 'owner@demo.example');
      const { view } = renderApp({ path: '/today', user: userOf('owner') });
      await view;
      await openMenu();
      expect(await screen.findByRole('menuitem', { name: 'Stop Sudo', hidden: true })).toBeInTheDocument();
    });

    it("toggles live support between 'Get live support' and 'Hide live support'", async () => {
      const { view } = renderApp({ path: '/today', user: userOf('owner') });
      await view;
      await openMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Get live support', hidden: true }));
      expect(await screen.findByRole('dialog', { name: 'Live support' })).toBeInTheDocument();
      await openMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide live support', hidden: true }));
      expect(screen.queryByRole('dialog', { name: 'Live support' })).not.toBeInTheDocument();
    });

    it('opens the Timezone Selector with an Apply button', async () => {
      const { view } = renderApp({ path: '/today', user: userOf('owner') });
      await view;
      fireEvent.click(await openMenu());
      expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    });
  });

  it("runs the sidebar's Change Timezone and Live Support actions", async () => {
    const { view } = renderApp({ path: '/today', user: userOf('owner') });
    await view;
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Change Timezone' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Get live support' }));
    expect(await screen.findByRole('dialog', { name: 'Live support' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Hide live support' })).toBeInTheDocument();
  });

  it('puts the global search box and the changelog bell in the navbar', async () => {
    const { view } = renderApp({ path: '/today', user: userOf('owner') });
    await view;
    expect(await screen.findByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Release notes/ })).toBeInTheDocument();
  });

  it("opens the mobile menu with 'My Profile' first", async () => {
    const { view } = renderApp({ path: '/today', user: userOf('staff') });
    await view;
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText('Menu'));
    expect(await screen.findByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/staff/self');
  });

  it('toggles the sidebar layout and remembers it', async () => {
    localStorage.clear();
    const { view } = renderApp({ path: '/today', user: userOf('owner') });
    await view;
    fireEvent.click(await screen.findByLabelText('Hide sidebar'));
    expect(JSON.parse(localStorage.getItem('sidebarLayout') ?? 'null')).toBe('collapsed-sidebar-1');
    expect(await screen.findByLabelText('Show sidebar')).toHaveAttribute('aria-pressed', 'true');
    localStorage.clear();
  });

  it("gives an impersonated client a 'Stop Sudo' button", async () => {
    localStorage.setItem(SUDO_AS_KEY, 'client@demo.example');
    const { view } = renderApp({ path: '/clients/self', user: userOf('client') });
    await view;
    expect(await screen.findByRole('button', { name: 'Stop Sudo' })).toBeInTheDocument();
    localStorage.clear();
  });
});
