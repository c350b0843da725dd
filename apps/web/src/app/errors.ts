import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { BLOCK_HEADER, BLOCK_TEXT, BlockReason } from '@tempo/contracts';

/**
 * The user-facing text of an API failure: the block text of a 403 with a block header
 * (003 §8), else the first GraphQL error's message, else the error's own message.
 */
export function errorMessage(error: unknown): string {
  if (ServerError.is(error)) {
    const reason = error.response?.headers?.get(BLOCK_HEADER) as BlockReason | null | undefined;
    if (error.statusCode === 403 && reason && BLOCK_TEXT[reason]) return BLOCK_TEXT[reason];
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message?: string }> };
      const message = body.errors?.[0]?.message;
      if (message) return message;
    } catch {
      // not JSON: fall through
    }
    return error.message;
  }
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return error instanceof Error ? error.message : String(error);
}
