/** 001 §3.1: a profile may carry the label 'Member' or 'Member Lost'. */
export type MemberLabel = 'Member' | 'Member Lost';

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
};

/**
 * Membership moves through newMemberAt and memberLostAt (001 §4.4): 'Member' when the person
 * became a member and did not lose it later; 'Member Lost' when the loss is the later of the two
 * (or the only one); no label otherwise.
 */
export function memberLabel(person: {
  newMemberAt?: string | null;
  memberLostAt?: string | null;
}): MemberLabel | null {
  const joined = instant(person.newMemberAt);
  const lost = instant(person.memberLostAt);
  if (lost !== null && (joined === null || lost > joined)) return 'Member Lost';
  if (joined !== null) return 'Member';
  return null;
}

/** A profile's sections that belong to features of their own, with the page each one has. */
export interface FeatureTab {
  value: string;
  label: string;
  /** The page under /clients/{id}/. */
  page: string;
  /** What the tab says until its feature arrives. */
  pending: string;
}

export const FEATURE_TABS: readonly FeatureTab[] = [
  {
    value: 'schedule',
    label: 'Schedule',
    page: 'all-schedules',
    pending: "The client's schedule comes with appointments, sessions and the calendar.",
  },
  {
    value: 'invoices',
    label: 'Invoices',
    page: 'all-invoices',
    pending: "The client's invoices come with invoices and payments.",
  },
  {
    value: 'subscriptions',
    label: 'Subscriptions',
    page: 'all-subscriptions',
    pending: "The client's subscriptions come with plans and subscriptions.",
  },
  {
    value: 'credits',
    label: 'Credits',
    page: 'all-credits',
    pending: "The client's credits come with credits and gift cards.",
  },
  {
    value: 'comments',
    label: 'Comments',
    page: 'all-comments',
    pending: 'Comments on the client come with client comments.',
  },
  {
    value: 'files',
    label: 'Files',
    page: 'files',
    pending: "The client's files come with file uploads.",
  },
];

/** The address on lines: street; city, state zip; country. */
export function addressLines(p: {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
}): string[] {
  const town = [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [p.street, town, p.country].filter((l): l is string => !!l && l.trim() !== '');
}
