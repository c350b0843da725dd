import { afterEach, describe, expect, it } from 'vitest';
import {
  BusinessProgress,
  canDismiss,
  dismiss,
  mayShowCard,
  progressPercent,
  setupSteps,
  showCard,
} from './setup-progress-model';

afterEach(() => localStorage.clear());

const NONE: BusinessProgress = {
  hasBusinessSettings: false,
  hasLocations: false,
  hasServices: false,
  hasStaff: false,
  hasClients: false,
  hasPayment: false,
  hasPaymentMethod: false,
  hasClientNotifications: false,
};
const withDone = (n: number): BusinessProgress =>
  Object.fromEntries(Object.keys(NONE).map((k, i) => [k, i < n])) as unknown as BusinessProgress;

const owner = { role: 'owner' };
const manager = { role: 'manager' };
const staff = { role: 'staff' };

describe('percent rounding', () => {
  it('is floor(done/8*100)', () => {
    const expected = [0, 12, 25, 37, 50, 62, 75, 87, 100];
    for (let n = 0; n <= 8; n++) expect(progressPercent(setupSteps(withDone(n), 'demo'))).toBe(expected[n]);
  });

  it('is 0 without steps', () => {
    expect(progressPercent([])).toBe(0);
  });
});

describe('steps', () => {
  it('lists the eight steps with their links', () => {
    const steps = setupSteps(NONE, 'demo');
    expect(steps).toHaveLength(8);
    expect(steps.map((s) => s.to)).toEqual([
      '/business/demo/edit',
      '/locations/create',
      '/services',
      '/staff/create',
      '/clients/create',
      undefined,
      '/business/demo/edit#Subscription',
      undefined,
    ]);
    expect(steps[7].href).toMatch(/^mailto:/);
  });

  it('links electronic payment only for supported gateways', () => {
    expect(setupSteps(NONE, 'demo', { paymentLinked: true })[5].to).toBe('/business/demo/edit#Payment');
  });
});

describe('card visibility rules', () => {
  it('is for BUSINESS_PROGRESS_BAR view holders on large screens', () => {
    expect(mayShowCard(owner, 'demo', true)).toBe(true);
    expect(mayShowCard(manager, 'demo', true)).toBe(true);
    expect(mayShowCard(staff, 'demo', true)).toBe(false);
    expect(mayShowCard(owner, 'demo', false)).toBe(false);
  });

  it('is never shown for the internal business', () => {
    expect(mayShowCard(owner, 'tempo', true)).toBe(false);
    expect(mayShowCard({ role: 'superuser' }, 'tempo', true)).toBe(false);
  });

  it('stays hidden once dismissed, per business', () => {
    dismiss('demo');
    expect(mayShowCard(owner, 'demo', true)).toBe(false);
    expect(mayShowCard(owner, 'other', true)).toBe(true);
  });

  it('is hidden at 100%', () => {
    expect(showCard(true, 87)).toBe(true);
    expect(showCard(true, 100)).toBe(false);
    expect(showCard(false, 50)).toBe(false);
  });

  it('offers the close button only with create on BUSINESS', () => {
    expect(canDismiss(owner)).toBe(true);
    expect(canDismiss(manager)).toBe(false);
  });
});
