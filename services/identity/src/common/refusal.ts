import { graphqlCodeOf, UserErrorCode } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';

/**
 * The UserError of a refusal computed by a pure rule (its text and, when it
 * has one, its code). A NOT_ALLOWED refusal stays a GraphQL error in mutations.
 */
export const refused = (r: { text: string; reason: UserErrorCode | null }): UserError =>
  new UserError(r.text, r.reason ? graphqlCodeOf(r.reason) : undefined, r.reason);
