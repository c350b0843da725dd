import type { AccountsQuery, CurrentUserQuery } from '../../gql/graphql';

/** The signed-in user (000 §3.3) as the currentUser query returns it. */
export type CurrentUser = CurrentUserQuery['currentUser'];

/** An account of the user in one business (000 §3.3), the fields the shell reads. */
export type Account = AccountsQuery['accounts'][number];

/** 000 §4.1 */
export type LoginState =
  '' | 'LOGGED_IN' | 'LOGGED_OUT' | 'SELECT_BUSINESS' | 'SETUP_PROFILE' | 'SETUP_BUSINESS';
