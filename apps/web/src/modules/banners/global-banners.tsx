import { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { subjectOf, useSession } from '../../app/session';
import { BUSINESS_PLAN_QUERY } from './billing.graphql';
import { PlanInfo, mustRedirectToSubscription } from './billing-model';
import { BillingNotices } from './billing-notices';
import { NewVersionBanner } from './new-version-banner';
import { SuspendedGate } from './suspended-screen';

function BusinessBillingNotices() {
  const { business, user } = useSession();
  const navigate = useNavigate();
  const businessName = business?.name ?? null;
  const { data } = useQuery<{ businessQuery: { name: string; plan?: PlanInfo | null } | null }>(
    BUSINESS_PLAN_QUERY,
    { variables: { businessName: businessName ?? '' }, skip: !user || !businessName, errorPolicy: 'all' },
  );
  if (!user || !businessName) return null;
  return (
    <BillingNotices
      plan={data?.businessQuery?.plan}
      businessName={businessName}
      redirect={mustRedirectToSubscription(subjectOf(user))}
      navigate={navigate}
    />
  );
}

/** The app-wide banners and notices of 000 §2.10, §4.6-4.8, around the routes. */
export function GlobalBanners({ children }: { children: ReactNode }) {
  const { business, user, ready } = useSession();
  return (
    <SuspendedGate business={business} subject={subjectOf(user)} ready={ready}>
      <NewVersionBanner />
      <BusinessBillingNotices />
      {children}
    </SuspendedGate>
  );
}
