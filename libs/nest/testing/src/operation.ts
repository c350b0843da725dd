/**
 * Typed GraphQL documents for tests: a document carries the shape of its
 * answer's data and of its variables, so `call` checks the variables a test
 * sends and types the data it reads, without casts in the test.
 */

/** The variables of a request whose document names no types for them. */
export type Variables = Record<string, unknown>;
/** The variables of an operation that takes none. */
export type NoVariables = Record<string, never>;

export interface Operation<TData, TVariables extends Variables = NoVariables> {
  readonly document: string;
  /** Never set: it only carries the data and variables types. */
  readonly types?: (variables: TVariables) => TData;
}

/** A document with the data it answers and the variables it takes (none unless given). */
export const op = <TData, TVariables extends Variables = NoVariables>(
  document: string,
): Operation<TData, TVariables> => ({ document });

/** The text of a document, typed or plain. */
export const documentOf = (query: string | Operation<unknown, never>): string =>
  typeof query === 'string' ? query : query.document;

/** The answer of most mutations (StatusResult in the API schema): 'ok' or 'error', with the error's text. */
export interface StatusResult {
  status: string;
  error: string | null;
}

/** A mutation's answer with the business it wrote (BusinessResult), `B` being the fields selected. */
export type BusinessResult<B> = StatusResult & { business: B | null };

/** A sign-in's answer (LoginResult, LoginRefreshResult): the tokens when the status is 'ok'. */
export type LoginResult = StatusResult & { idToken: string | null; refreshToken: string | null };
