import { can } from './can';
import {
  MENU,
  MenuItem,
  NAVBAR_ITEMS,
  PROFILE_MENU,
  QUICK_ACTIONS,
  SIDEBAR,
  isMenuItemVisible,
  visibleMenu,
} from './menu';
import { ROLES, Role } from './roles';
import { routeGuardFor } from './routes';

const NON_SUPERUSER: Role[] = ROLES.filter((r) => r !== 'superuser');
const superuserTools = SIDEBAR.find((s) => s.id === 'superuser-tools')!;
const allItems: Array<[section: string, item: MenuItem]> = [
  ...QUICK_ACTIONS.map((i) => ['quick actions', i] as [string, MenuItem]),
  ...NAVBAR_ITEMS.map((i) => ['navbar', i] as [string, MenuItem]),
  ...PROFILE_MENU.map((i) => ['profile', i] as [string, MenuItem]),
  ...SIDEBAR.flatMap((s) => s.items.map((i) => [s.id, i] as [string, MenuItem])),
];

describe('MENU', () => {
  it('groups quick actions, navbar, profile and sidebar', () => {
    expect(MENU.quickActions).toBe(QUICK_ACTIONS);
    expect(MENU.sidebar.map((s) => s.title)).toEqual([
      'Schedule',
      'Clients',
      'Staff',
      'Settings',
      'Stats',
      'Reporting',
      undefined,
      'Superuser tools',
    ]);
  });

  it('has the quick actions of 000 §2.8 with their guards', () => {
    expect(QUICK_ACTIONS.map((i) => [i.label, i.path, i.guard?.resource, i.guard?.action])).toEqual([
      ['Register Client', '/clients/create', 'PEOPLE', 'create'],
      ['Book Appointment', '/appointment/create', 'APPOINTMENT', 'book'],
      ['Enroll In Session', '/session/enroll', 'SESSION', 'enroll'],
      ['Subscribe Client', '/subscription/create', 'SUBSCRIPTION', 'create'],
    ]);
  });

  it('guards the profile dropdown items that carry a permission', () => {
    const guarded = PROFILE_MENU.filter((i) => i.guard).map((i) => [
      i.label,
      i.guard?.resource,
      i.guard?.action,
    ]);
    expect(guarded).toEqual([
      ['Switch business...', 'SWITCH_BUSINESS', 'list'],
      ['Get live support', 'LIVE_HELP', 'get'],
    ]);
  });

  it('guards the Superuser tools section with ALL_BUSINESSES list', () => {
    expect(superuserTools.guard).toEqual({ resource: 'ALL_BUSINESSES', action: 'list' });
  });

  it.each(allItems.filter(([, i]) => i.path && i.kind === 'link' && i.guard))(
    '%s item %j has the guard of the route it opens',
    (_, item) => {
      const route = routeGuardFor(item.path!);
      expect(item.guard).toEqual({ resource: route?.resource, action: route?.action });
    },
  );

  it.each(allItems.filter(([section]) => section !== 'superuser-tools'))(
    '%s item %j is reachable by a non-superuser role',
    (_, item) => {
      expect(
        NON_SUPERUSER.some((role) => !item.guard || can({ role }, item.guard.action, item.guard.resource)),
      ).toBe(true);
    },
  );

  it('shows the Superuser tools to superusers only', () => {
    for (const role of ROLES) {
      const sections = visibleMenu({ role }).sidebar.map((s) => s.id);
      expect([role, sections.includes('superuser-tools')]).toEqual([role, role === 'superuser']);
    }
  });

  // Which roles see each sidebar item (v c l s m o u), written by hand.
  it.each([
    ['day-by-room', 'smou'],
    ['all-clients', 'smou'],
    ['gift-cards', 'smou'],
    ['calls', 'smou'],
    ['staff', 'smou'],
    ['payroll', 'ou'],
    ['time-off', 'lsmou'],
    ['commissions', 'ou'],
    ['add-staff', 'mou'],
    ['business-settings', 'mou'],
    ['locations', 'smou'],
    ['terms-and-conditions-policies', 'mou'],
    ['templates', 'mou'],
    ['promotions', 'mou'],
    ['dashboard', 'ou'],
    ['today', 'smou'],
    ['membership-conversions', 'mou'],
    ['attendance', 'smou'],
    ['invoices-report', 'mou'],
    ['overdue-invoices', 'mou'],
    ['transactions-report', 'mou'],
    ['live-support', 'smou'],
    ['logout', 'vclsmou'],
    ['all-businesses', 'u'],
    ['import-clients', 'u'],
  ])('sidebar item %s is shown to %s', (id, letters) => {
    const letter: Record<Role, string> = {
      visitor: 'v',
      client: 'c',
      limited_staff: 'l',
      staff: 's',
      manager: 'm',
      owner: 'o',
      superuser: 'u',
    };
    for (const role of ROLES) {
      const shown = visibleMenu({ role }).sidebar.some((s) => s.items.some((i) => i.id === id));
      expect([id, role, shown]).toEqual([id, role, letters.includes(letter[role])]);
    }
  });

  it('applies conditions', () => {
    const voice = NAVBAR_ITEMS.find((i) => i.id === 'voice')!;
    expect(isMenuItemVisible({ role: 'staff' }, voice)).toBe(false);
    expect(isMenuItemVisible({ role: 'staff' }, voice, { voipEnabled: true })).toBe(true);
    expect(isMenuItemVisible({ role: 'client' }, voice, { voipEnabled: true })).toBe(false);
    const stopSudo = PROFILE_MENU.find((i) => i.id === 'stop-sudo')!;
    expect(isMenuItemVisible({ role: 'owner' }, stopSudo, { impersonating: true })).toBe(true);
    expect(isMenuItemVisible({ role: 'owner' }, stopSudo)).toBe(false);
  });

  it('gives a client the profile items a client needs, and no quick actions', () => {
    const menu = visibleMenu({ role: 'client' });
    expect(menu.quickActions).toEqual([]);
    expect(menu.profile.map((i) => i.id)).toEqual([
      'profile-info',
      'switch-business',
      'profile',
      'change-timezone',
      'logout',
    ]);
  });

  it('gives staff every quick action', () => {
    expect(visibleMenu({ role: 'staff' }).quickActions).toHaveLength(4);
    expect(visibleMenu({ role: 'limited_staff' }).quickActions).toHaveLength(0);
  });

  it('falls back to /business for the settings item without a business name', () => {
    const item = SIDEBAR.find((s) => s.id === 'settings')!.items[0];
    expect(item).toMatchObject({ path: '/business/:businessName/edit', fallbackPath: '/business' });
  });
});
