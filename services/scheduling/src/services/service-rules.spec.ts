import { refusal } from '../common/user-error.testing';
import { applyServiceInput, newService } from './service-draft';
import { bookingKind, changedFields, checkAges, currencyOf, typeLabel } from './service-rules';
import { serviceVisibleTo } from './service-view';

const now = new Date('2026-03-10T12:00:00Z');
const base = () => newService('0190a000-0000-7000-a000-000000000001', 'school', now);
const apply = (input: Parameters<typeof applyServiceInput>[1]) => applyServiceInput(base(), input, now);

describe('type label and booking kind (001 §3.3)', () => {
  it.each([
    [{ eventType: true, requiresBooking: true, hasSessions: true }, 'Event based', 'event'],
    [{ eventType: true, requiresBooking: false, hasSessions: false }, 'Event based', 'event'],
    [{ eventType: false, requiresBooking: true, hasSessions: false }, 'Appointment based', 'appointment'],
    [{ eventType: false, requiresBooking: true, hasSessions: true }, 'Session based', 'session'],
    [
      { eventType: false, requiresBooking: false, hasSessions: true },
      'Subscription only',
      'subscription_only',
    ],
  ])('%j is %s (%s)', (flags, label, kind) => {
    expect(typeLabel(flags)).toBe(label);
    expect(bookingKind(flags)).toBe(kind);
  });
});

describe('service rules', () => {
  it('name is required and trimmed', () => {
    expect(refusal(() => apply({ name: '   ', durationMinutes: 30 }))).toBe('name is required');
    expect(apply({ name: '  Piano  ', durationMinutes: 30 }).name).toBe('Piano');
  });

  it('an appointment service needs durationMinutes between 5 and 1440', () => {
    expect(refusal(() => apply({ name: 'Piano' }))).toBe('durationMinutes is required');
    expect(refusal(() => apply({ name: 'Piano', durationMinutes: 4 }))).toBe(
      'durationMinutes must be between 5 and 1440',
    );
    expect(refusal(() => apply({ name: 'Piano', durationMinutes: 1441 }))).toBe(
      'durationMinutes must be between 5 and 1440',
    );
    expect(apply({ name: 'Piano', durationMinutes: 5 }).durationMinutes).toBe(5);
    expect(apply({ name: 'Piano', durationMinutes: 1440 }).durationMinutes).toBe(1440);
  });

  it('other kinds need no duration', () => {
    expect(apply({ name: 'Theory', hasSessions: true }).durationMinutes).toBeNull();
    expect(apply({ name: 'Camp', eventType: true }).durationMinutes).toBeNull();
    expect(apply({ name: 'Membership', requiresBooking: false }).durationMinutes).toBeNull();
  });

  it('age limits are not negative and notBeforeAgeMonths is not after notAfterAgeMonths', () => {
    expect(refusal(() => checkAges({ notBeforeAgeMonths: -1 }))).toBe(
      'notBeforeAgeMonths must not be negative',
    );
    expect(refusal(() => checkAges({ notAfterAgeMonths: -1 }))).toBe(
      'notAfterAgeMonths must not be negative',
    );
    expect(refusal(() => checkAges({ notBeforeAgeMonths: 13, notAfterAgeMonths: 12 }))).toBe(
      'notBeforeAgeMonths must not be after notAfterAgeMonths',
    );
    expect(() => checkAges({ notBeforeAgeMonths: 12, notAfterAgeMonths: 12 })).not.toThrow();
  });

  it('price, cancellationWindowHours and the credit cap are not negative', () => {
    const ok = { name: 'Camp', eventType: true };
    expect(refusal(() => apply({ ...ok, price: -1 }))).toBe('price must not be negative');
    expect(refusal(() => apply({ ...ok, cancellationWindowHours: -1 }))).toBe(
      'cancellationWindowHours must not be negative',
    );
    expect(
      refusal(() => apply({ ...ok, visitCancellationServiceCreditSubscriptionPeriodCapDays: -2 })),
    ).toMatch(/must not be negative/);
    expect(apply({ ...ok, price: 0, cancellationWindowHours: 0 }).price).toBe(0);
  });

  it('currency is an ISO code, upper-cased, USD by default', () => {
    expect(apply({ name: 'Camp', eventType: true }).currency).toBe('USD');
    expect(currencyOf('eur', 'USD')).toBe('EUR');
    expect(refusal(() => currencyOf('euro', 'USD'))).toBe(
      'currency must be a three-letter currency code such as USD',
    );
  });

  it('hidden sets hiddenAt once and clears it', () => {
    const hidden = apply({ name: 'Camp', eventType: true, hidden: true });
    expect(hidden.hiddenAt).toEqual(now);
    const later = new Date('2026-04-01T00:00:00Z');
    expect(applyServiceInput(hidden, { name: 'Camp', hidden: true }, later).hiddenAt).toEqual(now);
    expect(applyServiceInput(hidden, { name: 'Camp', hidden: false }, later).hiddenAt).toBeNull();
  });

  it('an update keeps the fields it leaves out', () => {
    const first = apply({ name: 'Piano', durationMinutes: 30, price: 3500, tags: ['piano'] });
    const next = applyServiceInput(first, { price: 4000 } as never, now);
    expect(next).toMatchObject({ name: 'Piano', durationMinutes: 30, price: 4000, tags: ['piano'] });
    expect(changedFields(first, next, ['name', 'price'])).toEqual(['price']);
  });

  it('hidden services are seen by staff only', () => {
    expect(serviceVisibleTo('staff', { hiddenAt: now })).toBe(true);
    expect(serviceVisibleTo('client', { hiddenAt: now })).toBe(false);
    expect(serviceVisibleTo('visitor', { hiddenAt: now })).toBe(false);
    expect(serviceVisibleTo('visitor', { hiddenAt: null })).toBe(true);
  });
});
