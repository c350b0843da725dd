import { skipToken, useQuery } from '@apollo/client/react';
import { useBusinessName } from '../clients/use-business';
import { getTimezonePreference } from '../timezone/timezone-model';
import { todayIn } from '../timezone/zoned-time';
import { BUSINESS_ZONE } from './zone.graphql';

export interface ZoneContext {
  business: string;
  /** The viewer's chosen zone (000 §2.8 Timezone Selector), else the business's. */
  zone: string;
  /** The business's own zone (dates sent to the server are its local dates). */
  businessZone: string;
  /** Today's local date in the zone shown. */
  today: string;
  loading: boolean;
}

export function useZone(): ZoneContext {
  const business = useBusinessName();
  const { data, loading } = useQuery(
    BUSINESS_ZONE,
    business ? { variables: { businessName: business } } : skipToken,
  );
  const businessZone = data?.businessQuery?.timezone ?? 'UTC';
  const zone = getTimezonePreference(business) ?? businessZone;
  return { business, zone, businessZone, today: todayIn(zone, Date.now()), loading: loading && !data };
}
