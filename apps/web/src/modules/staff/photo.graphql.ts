import { graphql } from '../../gql';

/** Where to PUT a new profile photo of a person (the people subgraph's media upload). */
export const REQUEST_PROFILE_PHOTO_UPLOAD = graphql(`
  mutation RequestProfilePhotoUpload(
    $business: ID!
    $id: ID!
    $fileName: String!
    $contentType: String!
    $size: Float!
  ) {
    requestProfilePhotoUpload(
      business: $business
      id: $id
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
