import { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { can } from '@tempo/permissions';
import { NoAccountHere } from '../../app/guard';
import { subjectOf, useSession } from '../../app/session';
import { BUSINESS_NOTICES_QUERY } from './billing.graphql';
import { billingWarningOf, mustRedirectToSubscription } from './billing-model';
import { BillingNotices } from './billing-notices';
import { NewVersionBanner } from './new-version-banner';
import { SmsOverLimitBanner } from './sms-over-limit-banner';
import { SuspendedGate } from './suspended-screen';

/** The signed-in member's notices about their business: trial, overdue and SMS usage. */
function BusinessNoticesBanners() {
  const { business, user } = useSession();
  const navigate = useNavigate();
  const businessName = business?.name ?? null;
  const subject = subjectOf(user);
  // Only the business's members (staff layout) are told about its subscription and SMS usage.
  const member = !!user && !!businessName && can(subject, 'read', 'NAVBAR');
  const { data } = useQuery(
    BUSINESS_NOTICES_QUERY,
    member && businessName ? { variables: { businessName }, errorPolicy: 'all' } : skipToken,
  );
  if (!member) return null;
  const notices = data?.businessQuery;
  return (
    <>
      <SmsOverLimitBanner business={notices} permitted={can(subject, 'view', 'CHANGELOG')} />
      <BillingNotices
        warning={billingWarningOf(notices?.billingWarning)}
        businessName={businessName}
        redirect={mustRedirectToSubscription(subject)}
        navigate={navigate}
      />
    </>
  );
}

/** 000 §2.8: login state SETUP_PROFILE, a signed-in user without any account. */
const SetupProfile = () => <NoAccountHere height="80vh" />;

/** The app-wide banners and notices of 000 §2.10, §4.6-4.8, around the routes. */
export function GlobalBanners({ children }: { children: ReactNode }) {
  const { business, user, ready, loginState } = useSession();
  const { pathname } = useLocation();
  return (
    <SuspendedGate business={business} subject={subjectOf(user)} ready={ready}>
      <NewVersionBanner />
      <BusinessNoticesBanners />
      {loginState === 'SETUP_PROFILE' && pathname !== '/logout' ? <SetupProfile /> : children}
    </SuspendedGate>
  );
}
