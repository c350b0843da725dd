import { graphql } from '../../gql';

/** A person's files, newest first, each with a download link valid for a few minutes. */
export const PEOPLE_FILES = graphql(`
  query PeopleFiles($business: ID!, $personId: ID!) {
    peopleFiles(business: $business, personId: $personId) {
      id
      name
      contentType
      size
      createdAt
      url
    }
  }
`);

/** Where to PUT a new file of a person (the people subgraph's media upload). */
export const REQUEST_PEOPLE_FILE_UPLOAD = graphql(`
  mutation RequestPeopleFileUpload(
    $business: ID!
    $personId: ID!
    $fileName: String!
    $contentType: String!
    $size: Float!
  ) {
    requestPeopleFileUpload(
      business: $business
      personId: $personId
      fileName: $fileName
      contentType: $contentType
      size: $size
    ) {
      status
      error
      uploadUrl
    }
  }
`);

export const DELETE_PEOPLE_FILE = graphql(`
  mutation DeletePeopleFile($business: ID!, $id: ID!) {
    deletePeopleFile(business: $business, id: $id) {
      status
      error
    }
  }
`);
