import { graphql } from '../../gql';
import type { PickerPersonFragment } from '../../gql/graphql';

/** What a picker shows of a person and keeps once picked (001 §2.14). */
export const PICKER_PERSON = graphql(`
  fragment PickerPerson on People {
    id
    name
    email
    profilePhoto
    staffRole
  }
`);

/** People by name, e-mail or phone for the client picker: clients and staff (001 §7.1 searchPeople, 30). */
export const PICKER_PEOPLE = graphql(`
  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {
    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {
      ...PickerPerson
    }
  }
`);

/** Staff by name for the staff picker (001 §7.2). */
export const PICKER_STAFF = graphql(`
  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {
    staff(business: $business, search: $search, limit: $limit) {
      ...PickerPerson
    }
  }
`);

export type PickerPerson = PickerPersonFragment;
