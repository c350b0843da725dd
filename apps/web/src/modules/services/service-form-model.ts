import { USER_ERROR_TEXT } from '@tempo/contracts';
import { FieldDef, PLAN_FIELDS, SERVICE_FIELDS } from './field-defs';
import { FieldValues, fieldErrors, formValues, inputValues } from './field-values';
import type { ServiceDetails } from './services.graphql';

/** How a service is booked (001 §3.3): the flags each kind sets. */
export const BOOKING_KINDS = [
  {
    value: 'appointment',
    label: 'Appointment based',
    flags: { eventType: false, requiresBooking: true, hasSessions: false },
  },
  {
    value: 'session',
    label: 'Session based',
    flags: { eventType: false, requiresBooking: true, hasSessions: true },
  },
  {
    value: 'subscription_only',
    label: 'Subscription only',
    flags: { eventType: false, requiresBooking: false, hasSessions: false },
  },
  {
    value: 'event',
    label: 'Event based',
    flags: { eventType: true, requiresBooking: true, hasSessions: false },
  },
] as const;

export type BookingKind = (typeof BOOKING_KINDS)[number]['value'];

/** The type label of 001 §3.3 from the service's flags (the server's rule). */
export function typeLabelOf(s: {
  eventType?: boolean | null;
  requiresBooking?: boolean | null;
  hasSessions?: boolean | null;
}) {
  if (s.eventType) return 'Event based';
  if (!s.requiresBooking) return 'Subscription only';
  return s.hasSessions ? 'Session based' : 'Appointment based';
}

export function bookingKindOf(s: {
  eventType?: boolean | null;
  requiresBooking?: boolean | null;
  hasSessions?: boolean | null;
}): BookingKind {
  return BOOKING_KINDS.find((k) => k.label === typeLabelOf(s))!.value;
}

/** The discount policy of a plan, as three plain fields. */
export const DISCOUNT_FIELDS: readonly FieldDef[] = [
  { key: 'discountType', label: 'Discount type', kind: 'text' },
  { key: 'discountRate', label: 'Discount rate', kind: 'float', min: 0 },
  { key: 'discountCalculation', label: 'Discount calculation', kind: 'text' },
];

export interface PlanValues {
  id?: string;
  canBeDeleted: boolean;
  fields: FieldValues;
  discount: FieldValues;
  locationIds: string[];
}

export interface ServiceFormValues {
  name: string;
  description: string;
  kind: BookingKind;
  hidden: boolean;
  currency: string;
  fields: FieldValues;
  plans: PlanValues[];
}

export function emptyPlan(): PlanValues {
  return {
    canBeDeleted: true,
    fields: {
      ...formValues(PLAN_FIELDS, {}),
      paymentInterval: 'ONCE',
      paymentType: 'FLAT',
      dueType: 'DUE_ON_START',
    },
    discount: formValues(DISCOUNT_FIELDS, {}),
    locationIds: [],
  };
}

export const emptyService = (currency: string): ServiceFormValues => ({
  name: '',
  description: '',
  kind: 'appointment',
  hidden: false,
  currency,
  fields: { ...formValues(SERVICE_FIELDS, {}), durationMinutes: '30' },
  plans: [],
});

export function serviceValuesOf(s: ServiceDetails, defaultCurrency: string): ServiceFormValues {
  return {
    name: s.name ?? '',
    description: s.description ?? '',
    kind: bookingKindOf(s),
    hidden: !!s.hiddenAt,
    currency: s.currency || defaultCurrency,
    fields: formValues(SERVICE_FIELDS, s),
    plans: s.plans.map((p) => ({
      id: p.id,
      canBeDeleted: p.canBeDeleted,
      fields: formValues(PLAN_FIELDS, p),
      discount: formValues(DISCOUNT_FIELDS, p.discountPolicy ?? {}),
      locationIds: p.locations.map((l) => l.id),
    })),
  };
}

/** The form's refusals, in the server's words: name, duration of appointments, ages, plans. */
export function validateService(v: ServiceFormValues): Record<string, string> {
  const errors: Record<string, string> = fieldErrors(SERVICE_FIELDS, v.fields, 'fields.');
  if (!v.name.trim()) errors.name = USER_ERROR_TEXT.REQUIRED_FIELD('name');
  if (v.kind === 'appointment' && !String(v.fields.durationMinutes).trim())
    errors['fields.durationMinutes'] = USER_ERROR_TEXT.REQUIRED_FIELD('durationMinutes');
  const [young, old] = [Number(v.fields.notBeforeAgeMonths), Number(v.fields.notAfterAgeMonths)];
  if (String(v.fields.notBeforeAgeMonths).trim() && String(v.fields.notAfterAgeMonths).trim() && young > old)
    errors['fields.notBeforeAgeMonths'] = USER_ERROR_TEXT.NOT_AFTER(
      'notBeforeAgeMonths',
      'notAfterAgeMonths',
    );
  const seen = new Set<string>();
  v.plans.forEach((p, i) => {
    Object.assign(errors, fieldErrors(PLAN_FIELDS, p.fields, `plans.${i}.fields.`));
    Object.assign(errors, fieldErrors(DISCOUNT_FIELDS, p.discount, `plans.${i}.discount.`));
    const name = String(p.fields.name).trim();
    if (name && seen.has(name.toLowerCase()))
      errors[`plans.${i}.fields.name`] = USER_ERROR_TEXT.NAME_ALREADY_USED('plan', name);
    seen.add(name.toLowerCase());
    if (p.fields.dueType === 'DUE_ON_START_MINUS_DAYS' && !String(p.fields.dueMinusDays).trim())
      errors[`plans.${i}.fields.dueMinusDays`] = USER_ERROR_TEXT.REQUIRED_FIELD('dueMinusDays');
  });
  return errors;
}

/** The API input of the form (create: ServiceInput; update adds the id). */
export function serviceInput(v: ServiceFormValues) {
  const flags = BOOKING_KINDS.find((k) => k.value === v.kind)!.flags;
  return {
    ...inputValues(SERVICE_FIELDS, v.fields),
    name: v.name.trim(),
    description: v.description.trim() || null,
    currency: v.currency,
    hidden: v.hidden,
    ...flags,
    plans: v.plans.map((p) => {
      const type = String(p.discount.discountType).trim();
      return {
        ...(p.id ? { id: p.id } : {}),
        ...inputValues(PLAN_FIELDS, p.fields),
        currency: v.currency,
        locationIds: p.locationIds,
        discountPolicy: type
          ? {
              discountType: type,
              discountRate: Number(p.discount.discountRate) || 0,
              discountCalculation: String(p.discount.discountCalculation).trim(),
            }
          : null,
      };
    }),
  };
}
