import { skipToken, useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session';
import { useBusinessName, useCan } from '../clients/use-business';
import { getTimezonePreference } from '../timezone/timezone-model';
import { todayIn } from '../timezone/zoned-time';
import { WAITLIST_OPTIONS } from './waitlist.graphql';

export interface WaitlistContext {
  business: string;
  zone: string;
  today: string;
  /** Staff (WAITLIST_NOTIFICATION list) see and change every client's notifications. */
  staff: boolean;
  me: { id: string; name: string } | null;
}

export function useWaitlistContext(): WaitlistContext {
  const business = useBusinessName();
  const { user } = useSession();
  const can = useCan();
  const { data } = useQuery(WAITLIST_OPTIONS, business ? { variables: { business } } : skipToken);
  const zone = getTimezonePreference(business) ?? data?.businessQuery?.timezone ?? 'UTC';
  return {
    business,
    zone,
    today: todayIn(zone, Date.now()),
    staff: can('list', 'WAITLIST_NOTIFICATION'),
    me: user?.accountId
      ? { id: user.accountId, name: [user.firstName, user.lastName].filter(Boolean).join(' ') }
      : null,
  };
}
