import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SudoTargetQuery, SudoTargetQueryVariables } from '../../gql/types';

/** Who the API takes the acted-as user for; sent with the sudo-as header before reloading. */
export const SUDO_TARGET: TypedDocumentNode<SudoTargetQuery, SudoTargetQueryVariables> = gql`
  query SudoTarget {
    currentUser {
      id
      email
    }
  }
`;
