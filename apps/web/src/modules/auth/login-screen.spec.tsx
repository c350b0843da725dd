import { setupUser } from '../../test/user';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { fakeJwt } from './test-tokens';

const at = () => screen.getByTestId('location').textContent;

describe('login screen', () => {
  it('is titled Login and signs in with a trimmed login', async () => {
    const { view, api } = renderApp({ path: '/login', loginAs: userOf('staff') });
    await view;
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), '  staff@demo.example ');
    await user.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.loginSimple).toHaveBeenCalledWith({
      login: 'staff@demo.example',
      password: 'Demo-pass-1',
      business: 'demo',
    });
    await waitFor(() => expect(at()).toBe('/today'));
  });

  it('warns that the device clock is wrong when the new tokens are not yet valid', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Issued by a server whose clock is an hour ahead of this device.
    const ahead = (extra: Record<string, unknown>) =>
      fakeJwt({ iss: 'tempo-identity', sub: 'x', email: 'staff@demo.example', nbf: now + 3600, ...extra });
    const loginSimple = vi.fn(async () => ({
      status: 'ok',
      idToken: ahead({ exp: now + 3600 + 900 }),
      refreshToken: ahead({ exp: now + 3600 + 86400 }),
    }));
    const { view } = renderApp({ path: '/login', loginAs: userOf('staff'), api: { loginSimple } });
    await view;
    const user = setupUser();
    await user.type(await screen.findByLabelText(/E-mail/), 'staff@demo.example');
    await user.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Time is probably not set correctly on your device')).toBeInTheDocument();
  });

  it('does not warn about the clock for tokens valid now', async () => {
    const { view } = renderApp({ path: '/login', loginAs: userOf('staff') });
    await view;
    const user = setupUser();
    await user.type(await screen.findByLabelText(/E-mail/), 'staff@demo.example');
    await user.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(at()).toBe('/today'));
    expect(screen.queryByText('Time is probably not set correctly on your device')).toBeNull();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    const loginSimple = vi.fn(async () => ({ status: 'error', error: 'Invalid login or password' }));
    const { view } = renderApp({ path: '/login', api: { loginSimple } });
    await view;
    const user = setupUser();
    await user.type(await screen.findByLabelText(/E-mail/), 'who@demo.example');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login or password')).toBeInTheDocument();
    expect(at()).toBe('/login');
  });

  it("requires a valid e-mail for a login link: 'A valid email is required'", async () => {
    const { view, api } = renderApp({ path: '/login' });
    await view;
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Email me a login link' }));
    await user.type(screen.getByLabelText(/E-mail/), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(await screen.findByText('A valid email is required')).toBeInTheDocument();
    expect(api.requestSelfAuthLink).not.toHaveBeenCalled();
  });

  it('sends a login link and says so', async () => {
    const { view, api } = renderApp({ path: '/login' });
    await view;
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Email me a login link' }));
    await user.type(screen.getByLabelText(/E-mail/), 'client@demo.example');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(
      await screen.findByText('Check your email, a temporary access link was sent to you'),
    ).toBeInTheDocument();
    expect(api.requestSelfAuthLink).toHaveBeenCalledWith({ email: 'client@demo.example', business: 'demo' });
  });

  it("shows the server's error when the link request fails", async () => {
    const requestSelfAuthLink = vi.fn(async () => ({ status: 'error', error: "User doesn't exist" }));
    const { view } = renderApp({ path: '/login', api: { requestSelfAuthLink } });
    await view;
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Email me a login link' }));
    await user.type(screen.getByLabelText(/E-mail/), 'nobody@demo.example');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(await screen.findByText("User doesn't exist")).toBeInTheDocument();
  });
});

describe('passwordless landing page', () => {
  it('signs in and redirects to the booking link after 1000 ms', async () => {
    const { view, api } = renderApp({
      path: '/passwordless?temporaryAccess=tok&email=client%40demo.example&bookingLink=%2Fclients%2Fself',
      loginAs: userOf('client'),
    });
    await view;
    expect(await screen.findByText('Authenticating / Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(api.loginPasswordless).toHaveBeenCalledWith('tok'));
    await new Promise((r) => setTimeout(r, 500));
    expect(at()).toMatch(/^\/passwordless/);
    await waitFor(
      () => expect(at()).toBe('/clients/self?email=client%40demo.example&bookingLink=%2Fclients%2Fself'),
      {
        timeout: 2000,
      },
    );
  });

  it('goes on to the booking pages (/selfbook) when the link names no bookingLink', async () => {
    const { view } = renderApp({
      path: '/passwordless?temporaryAccess=tok&email=client%40demo.example',
      loginAs: userOf('client'),
    });
    await view;
    await waitFor(() => expect(at()).toBe('/selfbook?email=client%40demo.example'), { timeout: 2500 });
  });

  it('fails when the link has expired', async () => {
    const loginPasswordless = vi.fn(async () => ({ status: 'error', error: 'Invalid or expired token' }));
    const { view } = renderApp({ path: '/passwordless?temporaryAccess=old', api: { loginPasswordless } });
    await view;
    expect(await screen.findByText('Authentication failed - The link may have expired')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(at()).toBe('/login'));
  });

  it('refuses a link for another e-mail than the signed-in one', async () => {
    const { view, api } = renderApp({
      path: '/passwordless?temporaryAccess=tok&email=someone%40else.example',
      user: userOf('client'),
    });
    await view;
    expect(await screen.findByText('Email does not match')).toBeInTheDocument();
    expect(api.loginPasswordless).not.toHaveBeenCalled();
  });
});
