import { screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apollo';
import { renderApp } from '../../test/render-app';
import { INVALID_CONFIRMATION } from './registration-confirm-screen';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = { status: string; error?: string | null; business?: { name: string; fullName: string } | null };

/** An Apollo client whose confirmBusinessRegistration answers `answer`; records what was sent. */
function fakeApi(answer: (token: string) => Answer) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    const a = answer(String(operation.variables.token));
    return of({
      data: {
        confirmBusinessRegistration: {
          __typename: 'BusinessResult',
          status: a.status,
          error: a.error ?? null,
          business: a.business ? { __typename: 'Business', ...a.business } : null,
        },
      },
    });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

const confirmations = (sent: Sent[]) => sent.filter((s) => s.operationName === 'ConfirmBusinessRegistration');

describe('business registration confirmation screen', { timeout: 20000 }, () => {
  it('confirms the token once and offers to sign in on the business subdomain', async () => {
    const { apollo, sent } = fakeApi((token) =>
      token === 'tok-1'
        ? { status: 'ok', business: { name: 'harmony', fullName: 'Harmony Music' } }
        : { status: 'error', error: 'bad' },
    );
    const { view } = renderApp({ path: '/business/register/confirm?token=tok-1', apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Registration confirmed' })).toBeVisible();
    expect(screen.getByText('Harmony Music')).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const href = new URL(signIn.getAttribute('href') ?? '');
    expect(href.hostname.startsWith('harmony.')).toBe(true);
    expect(href.pathname).toBe('/login');
    expect(confirmations(sent).map((s) => s.variables)).toEqual([{ token: 'tok-1' }]);
  });

  it("shows the server's error for a used or expired link, and no sign-in", async () => {
    const { apollo } = fakeApi(() => ({ status: 'error', error: 'This confirmation link was already used' }));
    const { view } = renderApp({ path: '/business/register/confirm?token=old', apollo });
    await view;
    expect(await screen.findByText('This confirmation link was already used')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a business' })).toHaveAttribute(
      'href',
      '/business/register',
    );
  });

  it('refuses a link without a token without calling the server', async () => {
    const { apollo, sent } = fakeApi(() => ({ status: 'ok' }));
    const { view } = renderApp({ path: '/business/register/confirm', apollo });
    await view;
    expect(await screen.findByText(INVALID_CONFIRMATION)).toBeVisible();
    await waitFor(() => expect(confirmations(sent)).toHaveLength(0));
  });
});
