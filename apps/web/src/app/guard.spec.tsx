import { setupUser } from '../test/user';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../test/render-app';

const at = () => screen.getByTestId('location').textContent;

describe('route guard', () => {
  it('sends a visitor to /login with "Not logged in" and back to the URL after login', async () => {
    const { view } = renderApp({ path: '/clients?tab=all', loginAs: userOf('owner') });
    await view;
    await waitFor(() => expect(at()).toBe('/login'));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(screen.getByText('please login before continuing')).toBeInTheDocument();
    const user = setupUser();
    await user.type(await screen.findByLabelText(/E-mail/), 'owner@demo.example');
    await user.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(at()).toBe('/clients?tab=all'));
    expect(await screen.findByRole('heading', { name: 'All Clients' })).toBeInTheDocument();
  });

  it('goes to /login without the notification on /', async () => {
    const { view } = renderApp({ path: '/' });
    await view;
    await waitFor(() => expect(at()).toBe('/login'));
    expect(screen.queryByText('Not logged in')).not.toBeInTheDocument();
  });

  it('sends a client opening /clients to /clients/self', async () => {
    const { view } = renderApp({ path: '/clients', user: userOf('client') });
    await view;
    await waitFor(() => expect(at()).toBe('/clients/self'));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });

  it('sends staff opening /business/demo/edit to /today', async () => {
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('staff') });
    await view;
    await waitFor(() => expect(at()).toBe('/today'));
  });

  it('lets an owner open the business settings', async () => {
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('owner') });
    await view;
    expect(await screen.findByRole('heading', { name: 'Business settings' })).toBeInTheDocument();
    expect(at()).toBe('/business/demo/edit');
  });

  it("replaces the user's own person id (their account's) with self, keeping the query", async () => {
    const { view } = renderApp({ path: '/staff/a-owner/edit?x=1', user: userOf('owner') });
    await view;
    await waitFor(() => expect(at()).toBe('/staff/self/edit?x=1'));
  });

  it('sends each role from / to its home page', async () => {
    for (const [role, home] of [
      ['owner', '/dashboard'],
      ['staff', '/today'],
      ['limited_staff', '/staff/self'],
      ['client', '/clients/self'],
      ['superuser', '/dashboard'],
    ]) {
      const { view } = renderApp({ path: '/', user: userOf(role) });
      const { unmount } = await view;
      await waitFor(() => expect(at()).toBe(home));
      unmount();
    }
  });

  it('shows the not-found screen for unknown paths', async () => {
    const { view } = renderApp({ path: '/no/such/page', user: userOf('owner') });
    await view;
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('logs out on /logout, ending the session on the server, and lands on /login', async () => {
    const { view, storage, api } = renderApp({ path: '/logout', user: userOf('owner') });
    await view;
    await waitFor(() => expect(at()).toBe('/login'));
    expect(api.logout).toHaveBeenCalledWith({ refreshToken: 'refresh', everywhere: false });
    expect(await storage.get('idToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out everywhere on /logout?everywhere=1', async () => {
    const { view, api } = renderApp({ path: '/logout?everywhere=1', user: userOf('owner') });
    await view;
    await waitFor(() => expect(at()).toBe('/login'));
    expect(api.logout).toHaveBeenCalledWith({ refreshToken: 'refresh', everywhere: true });
  });

  it('still logs out when the server refuses the logout', async () => {
    const { view, storage } = renderApp({
      path: '/logout',
      user: userOf('owner'),
      api: { logout: async () => Promise.reject(new Error('Failed to fetch')) },
    });
    await view;
    await waitFor(() => expect(at()).toBe('/login'));
    expect(await storage.get('refreshToken')).toBeNull();
  });

  describe('a signed-in user without an account in this business (a visitor here)', () => {
    const visitor = () => userOf('visitor', { staffRole: null, accountId: null });

    it.each(['/', '/clients/self', '/dashboard', '/login'])(
      'opening %s shows "No Accounts Found" with Logout, without going round /login',
      async (path) => {
        const { view } = renderApp({ path, user: visitor() });
        await view;
        expect(await screen.findByText('No Accounts Found, please setup your profile')).toBeInTheDocument();
        expect(at()).toBe(path === '/login' ? '/' : path);
        expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
        expect(screen.queryByText('Not logged in')).not.toBeInTheDocument();
      },
    );

    it('signing in on the login page lands on the same screen', async () => {
      const { view } = renderApp({ path: '/login', loginAs: visitor() });
      await view;
      const user = setupUser();
      await user.type(await screen.findByLabelText(/E-mail/), 'owner@rival.example');
      await user.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('No Accounts Found, please setup your profile')).toBeInTheDocument();
      expect(at()).toBe('/');
    });
  });
});
