import type { ApolloClient } from '@apollo/client';
import { errorMessage } from '../../app/errors';
import type { AuthApi, LoginResult } from './auth-service';
import {
  LOGIN_PASSWORDLESS,
  LOGIN_REFRESH,
  LOGIN_SIMPLE,
  REQUEST_SELF_AUTH_LINK,
} from './graphql/auth.graphql';

/** {@link AuthApi} over the product's GraphQL API. */
export function graphqlAuthApi(client: () => ApolloClient): AuthApi {
  const mutate = async (mutation: typeof LOGIN_SIMPLE, field: string, variables: Record<string, unknown>) => {
    let data: Record<string, LoginResult> | null | undefined;
    try {
      ({ data } = await client().mutate<Record<string, LoginResult>>({
        mutation,
        variables,
        fetchPolicy: 'no-cache',
      }));
    } catch (error) {
      throw new Error(errorMessage(error));
    }
    const result = data?.[field];
    if (!result) throw new Error('Empty response');
    return result;
  };
  return {
    loginSimple: (vars) => mutate(LOGIN_SIMPLE, 'loginSimple', vars),
    loginPasswordless: (token) => mutate(LOGIN_PASSWORDLESS, 'loginPasswordless', { token }),
    loginRefresh: (refreshToken) => mutate(LOGIN_REFRESH, 'loginRefresh', { refreshToken }),
    requestSelfAuthLink: (vars) => mutate(REQUEST_SELF_AUTH_LINK, 'requestSelfAuthLink', vars),
  };
}
