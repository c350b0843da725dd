import { describe, expect, it } from 'vitest';
import { PLAN_FIELDS, START_TYPES } from './field-defs';
import { fieldError, formValue, inputValue } from './field-values';
import {
  bookingKindOf,
  emptyPlan,
  emptyService,
  serviceInput,
  typeLabelOf,
  validateService,
} from './service-form-model';

const field = (key: string) => PLAN_FIELDS.find((f) => f.key === key)!;

describe('type label and booking kind (001 §3.3)', () => {
  it('labels an event type service as event based, whatever else is set', () => {
    expect(typeLabelOf({ eventType: true, requiresBooking: true, hasSessions: true })).toBe('Event based');
  });
  it('labels booking without sessions as appointment based, with sessions as session based', () => {
    expect(typeLabelOf({ requiresBooking: true, hasSessions: false })).toBe('Appointment based');
    expect(typeLabelOf({ requiresBooking: true, hasSessions: true })).toBe('Session based');
  });
  it('labels a service without booking as subscription only', () => {
    expect(typeLabelOf({ requiresBooking: false })).toBe('Subscription only');
    expect(bookingKindOf({ requiresBooking: false })).toBe('subscription_only');
  });
});

describe('plan options', () => {
  it("uses the spec's label for a specific start date", () => {
    expect(START_TYPES.find((o) => o.value === 'START_ON_START_DATE')?.label).toBe(
      'Subscription starts on specific date',
    );
  });
});

describe('field values', () => {
  it('shows and sends money as decimals and minor units', () => {
    expect(formValue(field('price'), 4500)).toBe('45.00');
    expect(inputValue(field('price'), '45.5')).toBe(4550);
  });
  it('sends numbers parsed, lists split, empty texts as null and switches as flags', () => {
    expect(inputValue(field('visits'), '10')).toBe(10);
    expect(inputValue(field('assignedClientTags'), 'piano, beginner,')).toEqual(['piano', 'beginner']);
    expect(inputValue(field('recurringInvoiceNote'), '  ')).toBeNull();
    expect(inputValue(field('spotlight'), true)).toBe(true);
  });
  it("refuses values in the server's words", () => {
    expect(fieldError(field('name'), '')).toBe('name is required');
    expect(fieldError(field('taxRate'), '120')).toBe('taxRate must be between 0 and 100');
    expect(fieldError(field('visits'), '-1')).toBe('visits must not be negative');
    expect(fieldError(field('visits'), '1.5')).toBe('visits must be a whole number');
    expect(fieldError(field('price'), 'abc')).toBe('price must be an amount like 12.50');
  });
});

describe('the service form', () => {
  const named = () => ({ ...emptyService('USD'), name: 'Piano 30' });

  it('requires a name', () => {
    expect(validateService(emptyService('USD')).name).toBe('name is required');
  });

  it('requires a duration of 5 to 1440 minutes for appointment services only', () => {
    const none = { ...named(), fields: { ...named().fields, durationMinutes: '' } };
    expect(validateService(none)['fields.durationMinutes']).toBe('durationMinutes is required');
    expect(validateService({ ...none, kind: 'subscription_only' })['fields.durationMinutes']).toBeUndefined();
    const long = { ...named(), fields: { ...named().fields, durationMinutes: '2000' } };
    expect(validateService(long)['fields.durationMinutes']).toBe(
      'durationMinutes must be between 5 and 1440',
    );
  });

  it('refuses a youngest age above the oldest', () => {
    const v = {
      ...named(),
      fields: { ...named().fields, notBeforeAgeMonths: '120', notAfterAgeMonths: '60' },
    };
    expect(validateService(v)['fields.notBeforeAgeMonths']).toBe(
      'notBeforeAgeMonths must not be after notAfterAgeMonths',
    );
  });

  it('refuses two plans of the same name, ignoring case, and a due-before-start plan without days', () => {
    const plan = (name: string, extra = {}) => ({
      ...emptyPlan(),
      fields: { ...emptyPlan().fields, name, ...extra },
    });
    const errors = validateService({
      ...named(),
      plans: [plan('Monthly'), plan('monthly', { dueType: 'DUE_ON_START_MINUS_DAYS' })],
    });
    expect(errors['plans.1.fields.name']).toBe('A plan named "monthly" already exists');
    expect(errors['plans.1.fields.dueMinusDays']).toBe('dueMinusDays is required');
    expect(errors['plans.0.fields.name']).toBeUndefined();
  });

  it('sends the flags of its kind, its plans with ids kept and prices in minor units', () => {
    const input = serviceInput({
      ...named(),
      kind: 'session',
      plans: [
        {
          ...emptyPlan(),
          id: 'p1',
          fields: { ...emptyPlan().fields, name: 'Term', price: '300' },
          locationIds: ['l1'],
        },
      ],
    });
    expect(input).toMatchObject({
      name: 'Piano 30',
      eventType: false,
      requiresBooking: true,
      hasSessions: true,
    });
    expect(input.plans[0]).toMatchObject({
      id: 'p1',
      name: 'Term',
      price: 30000,
      currency: 'USD',
      locationIds: ['l1'],
    });
    expect(input.plans[0].discountPolicy).toBeNull();
  });
});
