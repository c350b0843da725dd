import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import { businessOf } from '../../test/business';
import { SelectBusinessProvider, useSelectBusiness } from '.';

const BUSINESSES = [
  { __typename: 'Business', name: 'zeta', fullName: 'Zeta Dance', status: 'BUSINESS_STATUS_ACTIVE' },
  { __typename: 'Business', name: 'demo', fullName: 'Demo Music School', status: 'BUSINESS_STATUS_ACTIVE' },
];

function Opener() {
  const { open } = useSelectBusiness();
  return <button onClick={open}>Switch business...</button>;
}

function renderModal(session: Partial<Session>) {
  const client = new ApolloClient({
    link: new ApolloLink(() => of({ data: { allBusinesses: BUSINESSES } })),
    cache: new InMemoryCache(),
  });
  const value = {
    tenant: { kind: 'app' },
    business: null,
    user: { id: 'u', email: 'su@x.y', role: 'superuser', permissions: [] },
    loginState: 'LOGGED_IN',
    setLoginState: vi.fn(),
    openBusiness: vi.fn(async () => undefined),
    ...session,
  } as unknown as Session;
  render(
    <UiProviders>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={value}>
          <SelectBusinessProvider>
            <Opener />
          </SelectBusinessProvider>
        </SessionContext.Provider>
      </ApolloProvider>
    </UiProviders>,
  );
  return value;
}

describe('Select business modal', () => {
  it('shows for SELECT_BUSINESS, lists businesses by full name and loads the pick on the app host', async () => {
    const session = renderModal({ loginState: 'SELECT_BUSINESS' });
    expect(await screen.findByText('Select a business')).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: /Dance|School/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Demo Music School', 'Zeta Dance']);
    await userEvent.click(buttons[1]);
    await waitFor(() => expect(session.openBusiness).toHaveBeenCalledWith('zeta'));
    await waitFor(() => expect(session.setLoginState).toHaveBeenCalledWith('LOGGED_IN'));
  });

  it('opens from useSelectBusiness and closes when the current business is picked', async () => {
    const session = renderModal({
      tenant: { kind: 'business', businessName: 'demo' },
      business: businessOf({ name: 'demo' }),
    });
    expect(screen.queryByText('Select a business')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch business...' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Demo Music School' }));
    await waitFor(() => expect(screen.queryByText('Select a business')).toBeNull());
    expect(session.openBusiness).not.toHaveBeenCalled();
  });
});
