import {
  BusinessResult,
  createOwnBusiness,
  GqlResponse,
  login,
  op,
  OwnBusiness,
  Session,
  SUPERUSER_LOGIN,
} from '@tempo/testing';

/** What businessQuery answers anyone (the private fields null). */
export interface PublicBusiness {
  name: string;
  fullName: string | null;
  status: string | null;
  uiPrimaryColor: string | null;
  timezone: string | null;
  plan: { planType: string | null } | null;
  taxId: string | null;
  paymentGatewayApiKey: string | null;
  tagline: string | null;
  billingWarning: string | null;
}
export const FULL = op<
  {
    fullBusinessQuery: {
      name: string;
      fullName: string | null;
      status: string | null;
      plan: { planType: string | null } | null;
      paymentGatewayApiKey: string | null;
      webhookKey: string | null;
      mailchimpSyncKey: string | null;
      taxId: string | null;
    };
  },
  { n: string }
>(
  `query($n: ID!) { fullBusinessQuery(businessName: $n) { name fullName status plan { planType } paymentGatewayApiKey webhookKey mailchimpSyncKey taxId } }`,
);
export const SELF_UPDATE = op<
  {
    selfUpdateBusiness: BusinessResult<{
      name: string;
      fullName: string | null;
      uiPrimaryColor: string | null;
      welcomeMessage: string | null;
    }>;
  },
  { b: string; name?: string; color?: string; email?: string; html?: string }
>(`mutation($b: ID!, $name: String, $color: String, $email: String, $html: SanitizedHTML) {
  selfUpdateBusiness(business: $b, fullName: $name, uiPrimaryColor: $color, contactEmail: $email, welcomeMessage: $html) {
    status error business { name fullName uiPrimaryColor welcomeMessage }
  }
}`);
export const REQUIRED_FLAGS =
  'notificationsEnabled: true, notificationsEnabledOwnersOnly: false, internalVideoConfEnabled: false';

export const refusal = (r: GqlResponse) => ({
  refused: !!r.errors?.length && /authorization error|not currently authenticated/.test(r.errors[0].message),
  code: r.errors?.[0]?.extensions?.code,
});

/**
 * The sessions of identity's business suites: demo's members sign in to read demo and to be refused;
 * every write goes to a business the suite creates (the shared demo data never changes here).
 */
export interface BusinessSuite {
  owner: Session;
  staff: Session;
  manager: Session;
  client: Session;
  admin: Session;
  /** The suite's own business (its owner signed in by login link): every write goes here. */
  mine: OwnBusiness;
  other: string;
  otherOwner: Session;
}

export async function businessSuite(): Promise<BusinessSuite> {
  const [owner, staff, manager, client, admin] = await Promise.all([
    login('demo', 'owner@demo.example'),
    login('demo', 'staff@demo.example'),
    login('demo', 'manager@demo.example'),
    login('demo', 'client@demo.example'),
    login(null, SUPERUSER_LOGIN),
  ]);
  const mine = await createOwnBusiness({
    prefix: 'iso',
    fullName: 'Isolation Dance Studio',
    country: 'GB',
    locale: 'en-GB',
    timezone: 'Europe/London',
  });
  return { owner, staff, manager, client, admin, mine, other: mine.name, otherOwner: mine.owner };
}
