import { skipToken, useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { SERVICES, SERVICE_LIST_ITEM } from '../services/services.graphql';
import type { Option } from './location-form-sections';

/** The business's services as choices of a room's applicable services. */
export function useServiceOptions(business: string): readonly Option[] {
  const { data } = useQuery(SERVICES, business ? { variables: { business } } : skipToken);
  return (data?.services ?? []).map((s) => {
    const service = getFragmentData(SERVICE_LIST_ITEM, s);
    return { value: service.id, label: service.name ?? service.id };
  });
}
