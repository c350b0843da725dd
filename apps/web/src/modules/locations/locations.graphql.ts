import { graphql } from '../../gql';
import type { LocationDetailsFragment, LocationListItemFragment } from '../../gql/graphql';

/** A row of the locations page (001 §2.5). */
export const LOCATION_LIST_ITEM = graphql(`
  fragment LocationListItem on Location {
    id
    name
    locationType
    address
    street
    city
    state
    zipCode
    timezone
    visibleByVisitors
    visibleByClients
    visibleInFooter
    rooms {
      id
    }
  }
`);

export const LOCATIONS = graphql(`
  query Locations($business: ID!, $search: String) {
    locations(business: $business, search: $search) {
      ...LocationListItem
    }
  }
`);

/** Every field of 001 §3.2 a manager edits, with rooms and hours. */
export const LOCATION_DETAILS = graphql(`
  fragment LocationDetails on Location {
    id
    name
    locationType
    description
    mainPhoto
    address
    street
    city
    state
    zipCode
    country
    phone
    smsPhoneNumber
    timezone
    suggestedTimezone
    salesTax
    yelpLink
    googleReviewLink
    googlePlaceId
    googleRating
    googleRatingsCount
    yelpRating
    yelpRatingsCount
    visibleByVisitors
    visibleByClients
    visibleInFooter
    rooms {
      id
      name
      description
      applicableServices
      onlineId
    }
    hoursOpen {
      id
      startDate
      fromTime
      toTime
      timezone
      rrule
    }
    hoursClosed {
      id
      startDate
      fromTime
      toTime
      timezone
      rrule
    }
  }
`);

export const LOCATION = graphql(`
  query Location($business: ID!, $id: ID!) {
    location(business: $business, id: $id) {
      ...LocationDetails
    }
  }
`);

/** What the location screens read of the business: its name for maps, zone, plus switch. */
export const LOCATION_BUSINESS = graphql(`
  query LocationBusiness($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      fullName
      timezone
      marketingPlusEnabled
    }
  }
`);

export const CREATE_LOCATION = graphql(`
  mutation CreateLocation($business: ID!, $location: LocationInput!) {
    createLocation(business: $business, location: $location) {
      status
      error
      location {
        ...LocationDetails
      }
    }
  }
`);

export const UPDATE_LOCATION = graphql(`
  mutation UpdateLocation($business: ID!, $location: UpdateLocationInput!) {
    updateLocation(business: $business, location: $location) {
      status
      error
      location {
        ...LocationDetails
      }
    }
  }
`);

export const DELETE_LOCATION = graphql(`
  mutation DeleteLocation($business: ID!, $id: ID!) {
    deleteLocation(business: $business, id: $id) {
      status
      error
      id
    }
  }
`);

export const DUPLICATE_LOCATION = graphql(`
  mutation DuplicateLocation($business: ID!, $id: ID!) {
    duplicateLocation(business: $business, id: $id) {
      status
      error
      location {
        id
        name
      }
    }
  }
`);

export type LocationListItem = LocationListItemFragment;
export type LocationDetails = LocationDetailsFragment;

/** The events closed hours would skip (EVENT_STATUS_LOCATION_SKIP), listed for the owner before saving. */
export const LOCATION_CLOSURE_IMPACT = graphql(`
  query LocationClosureImpact($business: ID!, $locationId: ID!, $hoursClosed: [LocationHoursInput!]) {
    locationClosureImpact(business: $business, locationId: $locationId, hoursClosed: $hoursClosed) {
      id
      name
      startAt
      timezone
    }
  }
`);
