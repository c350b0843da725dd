import { act, render, screen } from '@testing-library/react';
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

const planApollo = (plan: object) =>
  new ApolloClient({
    link: new ApolloLink(() =>
      of({
        data: {
          businessQuery: {
            __typename: 'Business',
            name: 'demo',
            plan: { __typename: 'BusinessPlan', ...plan },
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

function renderBanners(business: Business, role: string, plan: object) {
  const session = { business, user: userOf(role), ready: true } as unknown as Session;
  render(
    <ApolloProvider client={planApollo(plan)}>
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

  it('reads the plan and sends staff to the subscription settings when the trial has ended', async () => {
    renderBanners(DEMO, 'staff', {
      freeUntil: '2026-05-01T00:00:00Z',
      accountStatus: null,
      paymentMethod: null,
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Free trial has ended')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/business/demo/edit#Subscription');
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
