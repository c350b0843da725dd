import { skipToken, useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session';
import { useBusinessName, useCan } from '../clients/use-business';
import { getTimezonePreference } from '../timezone/timezone-model';
import { TimeOffRights } from './time-off-model';
import { TIME_OFF_SETTINGS } from './time-off.graphql';

export interface TimeOffContext {
  business: string;
  /** The viewer's chosen zone (000 §2.8), else the business's. */
  zone: string;
  categories: string[];
  rights: TimeOffRights & { listAll: boolean; request: boolean };
  loading: boolean;
}

export function useTimeOffContext(): TimeOffContext {
  const business = useBusinessName();
  const { user } = useSession();
  const can = useCan();
  const { data, loading } = useQuery(
    TIME_OFF_SETTINGS,
    business ? { variables: { businessName: business } } : skipToken,
  );
  const settings = data?.businessQuery;
  return {
    business,
    zone: getTimezonePreference(business) ?? settings?.timezone ?? 'UTC',
    categories: settings?.timeOffCategories ?? [],
    rights: {
      me: user?.accountId ?? null,
      review: can('update', 'TIME_OFF'),
      listAll: can('list', 'TIME_OFF'),
      request: can('create', 'OWN_TIME_OFF'),
    },
    loading: loading && !settings,
  };
}
