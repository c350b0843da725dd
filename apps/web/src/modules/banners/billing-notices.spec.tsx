import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/theme';
import { userOf } from '../../test/render-app';
import { subjectOf } from '../../app/session';
import {
  BILLING_REPEAT_MS,
  BILLING_SHOW_MS,
  PlanInfo,
  isOverdue,
  mustRedirectToSubscription,
  subscriptionPath,
  trialEnded,
} from './billing-model';
import { BillingNotices } from './billing-notices';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const PAST = '2026-05-01T00:00:00Z';
const FUTURE = '2026-07-01T00:00:00Z';

function setup(plan: PlanInfo, redirect: boolean) {
  const navigate = vi.fn();
  render(
    <UiProviders>
      <BillingNotices plan={plan} businessName="demo" redirect={redirect} navigate={navigate} />
    </UiProviders>,
  );
  return { navigate };
}

describe('billing model', () => {
  it('ends the trial only when freeUntil is past and there is no payment method', () => {
    expect(trialEnded({ freeUntil: PAST }, NOW)).toBe(true);
    expect(trialEnded({ freeUntil: FUTURE }, NOW)).toBe(false);
    expect(trialEnded({ freeUntil: PAST, paymentMethod: 'card' }, NOW)).toBe(false);
    expect(trialEnded({ freeUntil: null }, NOW)).toBe(false);
    expect(trialEnded(null, NOW)).toBe(false);
  });

  it('flags OVERDUE accounts', () => {
    expect(isOverdue({ accountStatus: 'OVERDUE' })).toBe(true);
    expect(isOverdue({ accountStatus: 'ACTIVE' })).toBe(false);
  });

  it('redirects users lacking create on BUSINESS to the subscription section', () => {
    expect(mustRedirectToSubscription(subjectOf(userOf('staff')))).toBe(true);
    expect(mustRedirectToSubscription(subjectOf(userOf('superuser')))).toBe(false);
    expect(subscriptionPath('demo')).toBe('/business/demo/edit#Subscription');
  });
});

describe('BillingNotices', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the trial warning for 30 s every 60 s and redirects every 60 s', async () => {
    const { navigate } = setup({ freeUntil: PAST }, true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Free trial has ended')).toBeInTheDocument();
    expect(screen.getByText(/Add payment information for your Tempo subscription/)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/business/demo/edit#Subscription');
    await act(() => vi.advanceTimersByTimeAsync(BILLING_SHOW_MS + 1000));
    expect(screen.queryByText('Free trial has ended')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS - BILLING_SHOW_MS - 1000));
    expect(screen.getByText('Free trial has ended')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('does not redirect users who may create businesses', async () => {
    const { navigate } = setup({ freeUntil: PAST }, false);
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS * 2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows nothing while the trial runs or a payment method exists', async () => {
    setup({ freeUntil: FUTURE }, true);
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS));
    expect(screen.queryByText('Free trial has ended')).toBeNull();
  });

  it('raises the overdue error notice every 60 s', async () => {
    const { navigate } = setup({ accountStatus: 'OVERDUE' }, true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Subscription overdue')).toBeInTheDocument();
    expect(
      screen.getByText('Your Tempo subscription is overdue; please update payment information.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BILLING_SHOW_MS + 1000));
    expect(screen.queryByText('Subscription overdue')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS - BILLING_SHOW_MS - 1000));
    expect(screen.getByText('Subscription overdue')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
