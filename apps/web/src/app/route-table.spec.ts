import { describe, expect, it, vi } from 'vitest';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '@tempo/permissions';
import { authorizationHeader } from './apollo';
import { isStaleChunkError, loadOrReload } from './lazy';
import { APP_ROUTES, PASSWORDLESS_PATH, screenTitle } from './route-table';

describe('route table', () => {
  it('registers every guarded and public route of the permissions library', () => {
    const paths = new Set(APP_ROUTES.map((r) => r.path));
    for (const r of GUARDED_ROUTES) expect(paths).toContain(r.path);
    for (const p of PUBLIC_ROUTES) expect(paths).toContain(p);
    expect(paths).toContain(PASSWORDLESS_PATH);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });

  it('keeps the guards of the library', () => {
    const edit = APP_ROUTES.find((r) => r.path === '/business/:businessName/edit');
    expect(edit?.guard).toEqual({ resource: 'SELF_BUSINESS', action: 'view' });
    expect(APP_ROUTES.find((r) => r.path === '/nonav/templates/:templateId/edit')?.noNavbar).toBe(true);
  });

  it('renders the business list and business self-registration screens', () => {
    const screenOf = (path: string) => APP_ROUTES.find((r) => r.path === path);
    expect(screenOf('/business')).toMatchObject({ kind: 'guarded', screen: expect.anything() });
    expect(screenOf('/business')?.guard).toEqual({ resource: 'ALL_BUSINESSES', action: 'list' });
    expect(screenOf('/business/register')).toMatchObject({ kind: 'public', screen: expect.anything() });
    expect(screenOf('/business/register/confirm')).toMatchObject({
      kind: 'public',
      screen: expect.anything(),
    });
    // Each built screen is its own lazy module.
    const built = APP_ROUTES.filter((r) => r.screen);
    expect(new Set(built.map((r) => r.screen)).size).toBe(built.length);
  });

  it('names every placeholder by its screen', () => {
    const placeholders = APP_ROUTES.filter((x) => !x.screen);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const r of placeholders) expect(r.title.length).toBeGreaterThan(0);
    const retention = APP_ROUTES.find((r) => r.path === '/stats/retention');
    expect(retention?.screen).toBeUndefined();
    expect(retention?.title).toBe('Stats retention');
    expect(screenTitle('/calendar')).toBe('Calendar');
    expect(APP_ROUTES.find((r) => r.path === '/calendar')?.screen).toBeDefined();
    expect(screenTitle('/staff/:staffId/payroll')).toBe('Staff payroll');
  });
});

describe('transport', () => {
  it("sends 'Bearer {token}' or the literal 'null'", () => {
    expect(authorizationHeader('abc')).toBe('Bearer abc');
    expect(authorizationHeader(null)).toBe('null');
  });
});

describe('lazy screens', () => {
  it('reloads the page on a stale chunk', async () => {
    expect(isStaleChunkError(new SyntaxError("Unexpected token '<'"))).toBe(false);
    expect(isStaleChunkError(new SyntaxError('Unexpected token <'))).toBe(true);
    const reload = vi.fn();
    let settled = false;
    void loadOrReload(() => Promise.reject(new SyntaxError('Unexpected token <')), reload).then(
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(loadOrReload(() => Promise.reject(new Error('boom')), reload)).rejects.toThrow('boom');
    await expect(loadOrReload(() => Promise.resolve(1), reload)).resolves.toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
