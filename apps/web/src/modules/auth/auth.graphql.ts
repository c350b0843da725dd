import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AccountsQuery,
  AccountsQueryVariables,
  CurrentUserQuery,
  CurrentUserQueryVariables,
  LoginPasswordlessMutation,
  LoginPasswordlessMutationVariables,
  LoginRefreshMutation,
  LoginRefreshMutationVariables,
  LoginSimpleMutation,
  LoginSimpleMutationVariables,
  LogoutMutation,
  LogoutMutationVariables,
  RequestSelfAuthLinkMutation,
  RequestSelfAuthLinkMutationVariables,
} from '../../gql/types';

export const LOGIN_SIMPLE: TypedDocumentNode<LoginSimpleMutation, LoginSimpleMutationVariables> = gql`
  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {
    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {
      status
      error
      idToken
      refreshToken
    }
  }
`;

export const LOGIN_PASSWORDLESS: TypedDocumentNode<
  LoginPasswordlessMutation,
  LoginPasswordlessMutationVariables
> = gql`
  mutation LoginPasswordless($token: String!) {
    loginPasswordless(token: $token) {
      status
      error
      idToken
      refreshToken
    }
  }
`;

/** Sent without a token (000 §7.1): the link recognises it by this operation name. */
export const LOGIN_REFRESH_OPERATION = 'LoginRefresh';
export const LOGIN_REFRESH: TypedDocumentNode<LoginRefreshMutation, LoginRefreshMutationVariables> = gql`
  mutation LoginRefresh($refreshToken: String!) {
    loginRefresh(refreshToken: $refreshToken) {
      status
      error
      idToken
      refreshToken
    }
  }
`;

/**
 * Server-side logout: revokes the session of the refresh token, or with `everywhere` every
 * session of the signed-in user. Sent without an id token unless `everywhere` (the refresh
 * token proves the session, and an expired id token must not stop the logout).
 */
export const LOGOUT_OPERATION = 'Logout';
export const LOGOUT: TypedDocumentNode<LogoutMutation, LogoutMutationVariables> = gql`
  mutation Logout($refreshToken: String, $everywhere: Boolean) {
    logout(refreshToken: $refreshToken, everywhere: $everywhere) {
      status
      error
    }
  }
`;

export const REQUEST_SELF_AUTH_LINK: TypedDocumentNode<
  RequestSelfAuthLinkMutation,
  RequestSelfAuthLinkMutationVariables
> = gql`
  mutation RequestSelfAuthLink($email: String!, $business: String) {
    requestSelfAuthLink(email: $email, business: $business) {
      status
      error
    }
  }
`;

export const CURRENT_USER: TypedDocumentNode<CurrentUserQuery, CurrentUserQueryVariables> = gql`
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
`;

export const ACCOUNTS: TypedDocumentNode<AccountsQuery, AccountsQueryVariables> = gql`
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
`;
