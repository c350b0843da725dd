import type { BusinessField, SectionId } from './setting-def';

/** Settings kept by other screens: this one only says how many there are (000 §3.1). */
export interface ManagedElsewhere {
  name: BusinessField;
  section: SectionId;
  label: string;
  /** Where they are edited. */
  where: string;
  selection: string;
  /** Who can change them through the settings mutations ('none': only through their own operations). */
  edit: 'self' | 'super' | 'none';
}

export const MANAGED_ELSEWHERE: readonly ManagedElsewhere[] = [
  {
    name: 'widgetLinks',
    section: 'booking',
    label: 'Widget links',
    where: 'the booking widget editor',
    selection: '{ link }',
    edit: 'self',
  },
  {
    name: 'landingPages',
    section: 'booking',
    label: 'Landing pages',
    where: 'the landing page editor',
    selection: '{ link }',
    edit: 'self',
  },
  {
    name: 'crmAutoAssignStaff',
    section: 'clients',
    label: 'Staff auto-assigned to leads',
    where: 'the CRM settings',
    selection: '{ staff { id name } priority }',
    edit: 'self',
  },
  {
    name: 'reportTemplates',
    section: 'clients',
    label: 'Report templates',
    where: 'the report template editor',
    selection: '{ id }',
    edit: 'self',
  },
  {
    name: 'marketingPlusReviewWidgetLocations',
    section: 'messages',
    label: 'Review widget locations',
    where: 'the review widget settings',
    selection: '{ id name }',
    edit: 'self',
  },
  {
    name: 'presetDiscounts',
    section: 'payment',
    label: 'Preset discounts',
    where: 'the discount settings',
    selection: '{ label }',
    edit: 'self',
  },
  {
    name: 'paymentTerminals',
    section: 'payment',
    label: 'Payment terminals',
    where: 'the payment terminal settings',
    selection: '{ id label }',
    edit: 'super',
  },
  {
    name: 'webhooks',
    section: 'integrations',
    label: 'Webhooks',
    where: 'the webhook settings',
    selection: '{ name }',
    edit: 'super',
  },
  {
    name: 'emailDomains',
    section: 'general',
    label: 'E-mail domains',
    where: 'addEmailDomain / verifyEmailDomain (DNS check)',
    selection: '{ domain status }',
    edit: 'none',
  },
];
