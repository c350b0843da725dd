import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { errorMessage } from '../../app/errors';
import type { AuthApi, LoginResult } from './auth-service';
import {
  LOGIN_PASSWORDLESS,
  LOGIN_REFRESH,
  LOGIN_SIMPLE,
  LOGOUT,
  REQUEST_SELF_AUTH_LINK,
} from './auth.graphql';

/** {@link AuthApi} over the product's GraphQL API. */
export function graphqlAuthApi(client: () => ApolloClient): AuthApi {
  const mutate = async <TData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    resultOf: (data: TData) => LoginResult | null | undefined,
  ): Promise<LoginResult> => {
    let data: TData | null | undefined;
    try {
      ({ data } = await client().mutate<TData, TVariables>({
        mutation,
        variables,
        fetchPolicy: 'no-cache',
      }));
    } catch (error) {
      throw new Error(errorMessage(error));
    }
    const result = data ? resultOf(data) : null;
    if (!result) throw new Error('Empty response');
    return result;
  };
  return {
    loginSimple: (vars) => mutate(LOGIN_SIMPLE, vars, (d) => d.loginSimple),
    loginPasswordless: (token) => mutate(LOGIN_PASSWORDLESS, { token }, (d) => d.loginPasswordless),
    loginRefresh: (refreshToken) => mutate(LOGIN_REFRESH, { refreshToken }, (d) => d.loginRefresh),
    requestSelfAuthLink: (vars) => mutate(REQUEST_SELF_AUTH_LINK, vars, (d) => d.requestSelfAuthLink),
    logout: (vars) => mutate(LOGOUT, vars, (d) => d.logout),
  };
}
