import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { AuthErrorCode, ErrorCode } from '@tempo/contracts';
import { LOGIN_REFRESH_OPERATION, LOGOUT_OPERATION } from '../modules/auth/auth.graphql';
import { authorizationWithSudo } from '../modules/impersonation/impersonation';

/** The Authorization header value (000 §7.1): 'Bearer {token}' or the literal 'null'. */
export function authorizationHeader(token: string | null | undefined): string {
  return token ? `Bearer ${token}` : 'null';
}

/** Apollo cache identities of 000 §3.6 known so far. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Business: { keyFields: ['name'] },
      CurrentUser: { keyFields: ['id'] },
      People: { keyFields: ['id'] },
      Self: { keyFields: ['id'] },
      Location: { keyFields: ['id'] },
      Service: { keyFields: ['id'] },
      Session: { keyFields: ['id'] },
      TermsAndConditionsPolicy: { keyFields: ['policyId'] },
      TermsAndConditionsRevision: { keyFields: ['id'] },
      // Rows whose ids are unique only within their list (a business's two form-field lists, a
      // journey phase's fields): kept inside their parent, never merged by id across lists.
      FormField: { keyFields: false },
      DataRequirement: { keyFields: false },
    },
  });
}

const TOKEN_ERROR_CODES: ReadonlySet<string> = new Set([
  AuthErrorCode.INVALID_TOKEN,
  AuthErrorCode.AUTHENTICATION_FAILED,
  ErrorCode.UNAUTHENTICATED,
]);

/** Whether an API error means the id token sent was refused (003 §8). */
export function isTokenError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => TOKEN_ERROR_CODES.has(String(e.extensions?.code ?? '')));
  return false;
}

/**
 * Operations sent without an id token: loginRefresh, and a logout of this session (its refresh
 * token proves the session; 'log out everywhere' needs the signed-in user).
 */
export function sendsNoToken(operationName: string | undefined, variables: Record<string, unknown>): boolean {
  return (
    operationName === LOGIN_REFRESH_OPERATION || (operationName === LOGOUT_OPERATION && !variables.everywhere)
  );
}

/**
 * GraphQL over HTTP to /graphql on the same origin. Every operation but those of
 * {@link sendsNoToken} asks `getToken` for a usable id token (which may refresh it).
 */
export interface ApolloOptions {
  getToken: () => Promise<string | null>;
  /** Called when the API refuses the id token sent. */
  onTokenError?: () => void;
  uri?: string;
  fetch?: typeof fetch;
}

export function createApolloClient({
  getToken,
  onTokenError = () => undefined,
  uri = '/graphql',
  fetch,
}: ApolloOptions): ApolloClient {
  const auth = new SetContextLink(async (prev, operation) => {
    const token = sendsNoToken(operation.operationName, operation.variables) ? null : await getToken();
    return {
      headers: {
        ...(prev.headers as Record<string, string> | undefined),
        authorization: authorizationWithSudo(token, authorizationHeader(token)),
      },
    };
  });
  // A refused token (expired session, revoked user) ends the session; requests without one are left alone.
  const errors = new ErrorLink(({ error, operation }) => {
    const sent = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
    if (sent && sent !== 'null' && isTokenError(error)) onTokenError();
  });
  return new ApolloClient({
    link: ApolloLink.from([auth, errors, new HttpLink({ uri, fetch })]),
    cache: createCache(),
  });
}
