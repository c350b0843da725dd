import { skipToken, useQuery } from '@apollo/client/react';
import { useBusinessName } from '../clients/use-business';
import { BOOKING_CATALOGUE, CatalogueLocation, CatalogueService, SERVICE_STAFF } from './catalogue.graphql';

/** The services, locations and zone the booking forms choose from. */
export function useCatalogue() {
  const business = useBusinessName();
  const { data, loading, error } = useQuery(
    BOOKING_CATALOGUE,
    business ? { variables: { business }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  return {
    business,
    businessZone: data?.businessQuery?.timezone ?? 'UTC',
    services: (data?.services ?? []).filter((s) => !s.hiddenAt) as CatalogueService[],
    locations: (data?.locations ?? []) as CatalogueLocation[],
    loading: loading && !data,
    error,
  };
}

/** The staff who teach a service (every staff member when none is chosen). */
export function useServiceStaff(business: string, serviceId: string | null) {
  const { data } = useQuery(
    SERVICE_STAFF,
    business ? { variables: { business, serviceId: serviceId || null } } : skipToken,
  );
  return data?.staff ?? [];
}

export const optionsOf = (list: readonly { id: string; name: string }[]) =>
  list.map((x) => ({ value: x.id, label: x.name }));

/** The plans of a service (the server refuses a plan that is not offered at the location chosen). */
export const plansOf = (service: CatalogueService | undefined) => service?.plans ?? [];

/** The rooms of a location that take a service (a room without applicable services takes any). */
export const roomsFor = (location: CatalogueLocation | undefined, serviceId: string) =>
  (location?.rooms ?? []).filter(
    (r) => !serviceId || !r.applicableServices.length || r.applicableServices.includes(serviceId),
  );
