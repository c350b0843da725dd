import { graphql } from '../../gql';

export const LOGIN_SIMPLE = graphql(`
  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {
    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {
      status
      error
      idToken
      refreshToken
    }
  }
`);

export const LOGIN_PASSWORDLESS = graphql(`
  mutation LoginPasswordless($token: String!) {
    loginPasswordless(token: $token) {
      status
      error
      idToken
      refreshToken
    }
  }
`);

/** Sent without a token (000 §7.1): the link recognises it by this operation name. */
export const LOGIN_REFRESH_OPERATION = 'LoginRefresh';
export const LOGIN_REFRESH = graphql(`
  mutation LoginRefresh($refreshToken: String!) {
    loginRefresh(refreshToken: $refreshToken) {
      status
      error
      idToken
      refreshToken
    }
  }
`);

/**
 * Server-side logout: revokes the session of the refresh token, or with `everywhere` every
 * session of the signed-in user. Sent without an id token unless `everywhere` (the refresh
 * token proves the session, and an expired id token must not stop the logout).
 */
export const LOGOUT_OPERATION = 'Logout';
export const LOGOUT = graphql(`
  mutation Logout($refreshToken: String, $everywhere: Boolean) {
    logout(refreshToken: $refreshToken, everywhere: $everywhere) {
      status
      error
    }
  }
`);

export const REQUEST_SELF_AUTH_LINK = graphql(`
  mutation RequestSelfAuthLink($email: String!, $business: String) {
    requestSelfAuthLink(email: $email, business: $business) {
      status
      error
    }
  }
`);

export const CURRENT_USER = graphql(`
  query CurrentUser {
    currentUser {
      id
      email
      firstName
      lastName
      role
      staffRole
      business
      accountId
      permissions {
        action
        resource
        allowed
      }
    }
  }
`);

export const ACCOUNTS = graphql(`
  query Accounts($email: String!) {
    accounts(email: $email) {
      id
      name
      email
      business
      staffRole
      businessDetails {
        name
        status
        fullName
        uiLogoUrl
      }
    }
  }
`);
