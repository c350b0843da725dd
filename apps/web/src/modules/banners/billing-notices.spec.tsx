import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/theme';
import { userOf } from '../../test/render-app';
import { subjectOf } from '../../app/session';
import {
  BILLING_REPEAT_MS,
  BILLING_SHOW_MS,
  BillingWarning,
  billingWarningOf,
  mustRedirectToSubscription,
  subscriptionPath,
} from './billing-model';
import { BillingNotices } from './billing-notices';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function setup(warning: BillingWarning | null, redirect: boolean) {
  const navigate = vi.fn();
  render(
    <UiProviders>
      <BillingNotices warning={warning} businessName="demo" redirect={redirect} navigate={navigate} />
    </UiProviders>,
  );
  return { navigate };
}

describe('billing model', () => {
  it('accepts only the two warnings the server derives', () => {
    expect(billingWarningOf('TRIAL_ENDED')).toBe('TRIAL_ENDED');
    expect(billingWarningOf('OVERDUE')).toBe('OVERDUE');
    expect(billingWarningOf('SOMETHING')).toBeNull();
    expect(billingWarningOf(null)).toBeNull();
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
    const { navigate } = setup('TRIAL_ENDED', true);
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
    const { navigate } = setup('TRIAL_ENDED', false);
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS * 2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows nothing without a warning', async () => {
    const { navigate } = setup(null, true);
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REPEAT_MS));
    expect(screen.queryByText('Free trial has ended')).toBeNull();
    expect(screen.queryByText('Subscription overdue')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('raises the overdue error notice every 60 s', async () => {
    const { navigate } = setup('OVERDUE', true);
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
