import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/theme';
import { subjectOf } from '../../app/session';
import { userOf } from '../../test/render-app';
import type { Business } from '../business/business.graphql';
import { businessOf } from '../../test/business';
import { SuspendedGate, isSuspendedFor } from './suspended-screen';

const biz = (status: string, extra: Partial<Business> = {}): Business =>
  businessOf({ name: 'demo', status, contactEmail: 'hello@demo.example', ...extra });

function renderGate(business: Business, role: string | null, ready = true) {
  render(
    <UiProviders>
      <SuspendedGate business={business} subject={subjectOf(role ? userOf(role) : null)} ready={ready}>
        <div>app content</div>
      </SuspendedGate>
    </UiProviders>,
  );
}

describe('suspended-account screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies to suspended and closed businesses only', () => {
    const owner = subjectOf(userOf('owner'));
    expect(isSuspendedFor(biz('BUSINESS_STATUS_SUSPENDED'), owner)).toBe(true);
    expect(isSuspendedFor(biz('BUSINESS_STATUS_CLOSED'), owner)).toBe(true);
    expect(isSuspendedFor(biz('BUSINESS_STATUS_ACTIVE'), owner)).toBe(false);
    expect(isSuspendedFor(biz('BUSINESS_STATUS_PENDING'), owner)).toBe(false);
    expect(isSuspendedFor(biz('BUSINESS_STATUS_SUSPENDED'), subjectOf(userOf('superuser')))).toBe(false);
  });

  it('shows only the suspended message, with emailFrom before contactEmail', () => {
    renderGate(biz('BUSINESS_STATUS_SUSPENDED', { emailFrom: 'desk@demo.example' }), 'owner');
    expect(
      screen.getByText('This account is suspended - please contact desk@demo.example'),
    ).toBeInTheDocument();
    expect(screen.queryByText('app content')).toBeNull();
  });

  it('falls back to contactEmail and applies to visitors', () => {
    renderGate(biz('BUSINESS_STATUS_CLOSED'), null);
    expect(
      screen.getByText('This account is suspended - please contact hello@demo.example'),
    ).toBeInTheDocument();
  });

  it('lets users with list on ALL_BUSINESSES through, and waits until the user is known', () => {
    renderGate(biz('BUSINESS_STATUS_SUSPENDED'), 'superuser');
    expect(screen.getByText('app content')).toBeInTheDocument();
  });

  it('renders the app while the session is not ready', () => {
    renderGate(biz('BUSINESS_STATUS_SUSPENDED'), 'owner', false);
    expect(screen.getByText('app content')).toBeInTheDocument();
  });
});
