import { graphql } from '../../gql';

/** Who the API takes the acted-as user for; sent with the sudo-as header before reloading. */
export const SUDO_TARGET = graphql(`
  query SudoTarget {
    currentUser {
      id
      email
    }
  }
`);
