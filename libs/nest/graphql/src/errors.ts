import { IntrinsicException } from '@nestjs/common';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import {
  ErrorCode,
  graphqlCodeOf,
  safeErrorText,
  Texts,
  UserErrorArgs,
  UserErrorCode,
  userErrorText,
} from '@tempo/contracts';
import { processLogger } from '@tempo/logging';

/**
 * An error meant for the user: in a mutation it becomes `{ status: 'error',
 * error: message }`; in a query a GraphQL error with `extensions.code`.
 * It is an expected outcome, so nothing logs it (IntrinsicException keeps
 * Nest's exception handler quiet too).
 */
export class UserError extends IntrinsicException {
  constructor(
    message: string,
    /** The GraphQL `extensions.code` of a query failure. */
    readonly code: string = ErrorCode.BAD_USER_INPUT,
    /** Why: the product's error code, when the refusal has one. */
    readonly reason: UserErrorCode | null = null,
  ) {
    super(message);
    this.name = 'UserError';
  }

  /** The refusal of `reason`, with its text from the catalogue (@tempo/contracts USER_ERROR_TEXT). */
  static of<C extends UserErrorCode>(reason: C, ...args: UserErrorArgs<C>): UserError {
    return new UserError(userErrorText(reason, ...args), graphqlCodeOf(reason), reason);
  }
}

/**
 * A permission refusal. The text carries 'authorization error' as clients
 * expect (003 §8); it stays a GraphQL error in mutations too.
 */
export class NotAllowedError extends UserError {
  constructor(detail?: string) {
    super(userErrorText(UserErrorCode.NOT_ALLOWED, detail), ErrorCode.FORBIDDEN, UserErrorCode.NOT_ALLOWED);
    this.name = 'NotAllowedError';
  }
}

export class NotAuthenticatedError extends UserError {
  constructor() {
    super(Texts.notAuthenticated, ErrorCode.UNAUTHENTICATED, UserErrorCode.NOT_AUTHENTICATED);
    this.name = 'NotAuthenticatedError';
  }
}

export class NotFoundError extends UserError {
  constructor(id: string) {
    super(
      userErrorText(UserErrorCode.OBJECT_NOT_FOUND, id),
      ErrorCode.NOT_FOUND,
      UserErrorCode.OBJECT_NOT_FOUND,
    );
    this.name = 'NotFoundError';
  }
}

const SAFE_CODES = new Set<string>([
  ...Object.values(ErrorCode),
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** Writes an unexpected error to the log without parameters, queries, tokens or secret values. */
export const logSafeError = (e: unknown, context?: string): void =>
  processLogger().error('unexpected error', { context, err: e });

/**
 * Formats errors for clients: known errors keep their message and code;
 * anything unexpected becomes a generic internal error, and its safe
 * description (never the statement's parameters) goes to the log.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (text: string) => void = (text) => processLogger().error(text),
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof UserError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: original.code },
    };
  }
  const code = (formatted.extensions?.code as string | undefined) ?? '';
  // Nest HTTP exceptions (e.g. from guards) carry a status.
  const status = (original as { status?: number } | undefined)?.status;
  if (status === 403)
    return { message: Texts.notAllowed, path: formatted.path, extensions: { code: ErrorCode.FORBIDDEN } };
  if (status === 401)
    return {
      message: Texts.notAuthenticated,
      path: formatted.path,
      extensions: { code: ErrorCode.UNAUTHENTICATED },
    };
  if (SAFE_CODES.has(code) && code !== ErrorCode.INTERNAL) return formatted;
  log(`graphql ${formatted.path?.join('.') ?? 'request'}: ${safeErrorText(original)}`);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL } };
}
