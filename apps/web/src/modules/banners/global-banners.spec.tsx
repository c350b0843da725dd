import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import { DEMO, userOf } from '../../test/render-app';
import type { Business } from '../business/business.graphql';
import { GlobalBanners } from './global-banners';
import { smsOverLimitText } from './sms-over-limit';

const noticesApollo = (notices: object) =>
  new ApolloClient({
    link: new ApolloLink(() =>
      of({
        data: {
          businessQuery: {
            __typename: 'Business',
            name: 'demo',
            billingWarning: null,
            smsFeatureEnabled: false,
            smsTier: null,
            smsCountTotal: null,
            ...notices,
          },
        },
      }),
    ),
    cache: new InMemoryCache(),
  });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.hash}</div>;
}

function renderBanners(
  business: Business,
  role: string,
  notices: object,
  extra: Partial<Session> = {},
  client: ApolloClient = noticesApollo(notices),
) {
  const session = { business, user: userOf(role), ready: true, ...extra } as unknown as Session;
  render(
    <ApolloProvider client={client}>
      <UiProviders>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/']}>
            <GlobalBanners>
              <Where />
            </GlobalBanners>
          </MemoryRouter>
        </SessionContext.Provider>
      </UiProviders>
    </ApolloProvider>,
  );
}

describe('GlobalBanners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-06-01T00:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ status: 200, text: () => Promise.resolve('v1') })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the billing warning and sends staff to the subscription settings when the trial has ended', async () => {
    renderBanners(DEMO, 'staff', { billingWarning: 'TRIAL_ENDED' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Free trial has ended')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/business/demo/edit#Subscription');
  });

  it('shows the SMS over-limit banner to an owner and remembers its dismissal for this release', async () => {
    localStorage.clear();
    const over = { smsFeatureEnabled: true, smsTier: 500, smsCountTotal: 612 };
    renderBanners(DEMO, 'owner', over);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(smsOverLimitText(500))).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText(smsOverLimitText(500))).toBeNull();
    cleanup();
    renderBanners(DEMO, 'owner', over);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(smsOverLimitText(500))).toBeNull();
  });

  it('asks nothing about the business for clients, who get no notices', async () => {
    const asked = vi.fn();
    const client = new ApolloClient({
      link: new ApolloLink((operation) => {
        asked(operation.operationName);
        return of({ data: { businessQuery: null } });
      }),
      cache: new InMemoryCache(),
    });
    renderBanners(DEMO, 'client', {}, {}, client);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(asked).not.toHaveBeenCalledWith('BusinessNoticesQuery');
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('keeps the SMS over-limit banner from users without CHANGELOG view', async () => {
    localStorage.clear();
    renderBanners(DEMO, 'client', { smsFeatureEnabled: true, smsTier: 500, smsCountTotal: 612 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(smsOverLimitText(500))).toBeNull();
  });

  it("tells a signed-in user without accounts 'No Accounts Found, please setup your profile'", async () => {
    renderBanners(DEMO, 'staff', {}, { loginState: 'SETUP_PROFILE' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('No Accounts Found, please setup your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows only the suspended screen for a suspended business', async () => {
    renderBanners({ ...DEMO, status: 'BUSINESS_STATUS_SUSPENDED' }, 'owner', {});
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(
      screen.getByText('This account is suspended - please contact hello@demo.example'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
