/** Business status values (spec 000 §4.6). */
export const BusinessStatus = {
  ACTIVE: 'BUSINESS_STATUS_ACTIVE',
  PENDING: 'BUSINESS_STATUS_PENDING',
  SUSPENDED: 'BUSINESS_STATUS_SUSPENDED',
  CLOSED: 'BUSINESS_STATUS_CLOSED',
} as const;
export type BusinessStatus = (typeof BusinessStatus)[keyof typeof BusinessStatus];
export const BUSINESS_STATUSES = Object.values(BusinessStatus);
export const isBlockedStatus = (status: string): boolean =>
  status === BusinessStatus.SUSPENDED || status === BusinessStatus.CLOSED;

export const PaymentGateway = {
  MOCK: 'MOCK',
  STRIPE: 'STRIPE',
  NONE: 'NONE',
} as const;
export type PaymentGateway = (typeof PaymentGateway)[keyof typeof PaymentGateway];

export const WidgetType = {
  APPOINTMENT_WIDGET: 'APPOINTMENT_WIDGET',
  SESSION_WIDGET: 'SESSION_WIDGET',
  EVENT_WIDGET: 'EVENT_WIDGET',
} as const;
export type WidgetType = (typeof WidgetType)[keyof typeof WidgetType];
