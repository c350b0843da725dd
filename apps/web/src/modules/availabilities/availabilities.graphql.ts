import { graphql } from '../../gql';

/** Staff members' free and busy pieces over local dates of the business (001 §3.6). */
export const AVAILABILITIES = graphql(`
  query Availabilities(
    $business: ID!
    $fromDate: String
    $toDate: String
    $staffIds: [ID!]
    $locationId: ID
    $serviceId: ID
  ) {
    availabilities(
      business: $business
      fromDate: $fromDate
      toDate: $toDate
      staffIds: $staffIds
      locationId: $locationId
      serviceId: $serviceId
    ) {
      staffId
      staffName
      startAt
      endAt
      available
      label
      roomName
      locationId
      locationName
      serviceNames
    }
  }
`);
