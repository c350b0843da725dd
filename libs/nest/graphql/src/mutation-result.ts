import { Field, ObjectType } from '@nestjs/graphql';
import { UserErrorCode } from '@tempo/contracts';
import { UserError } from './errors';

export type MutationStatus = 'ok' | 'error';

/** The first fields of every mutation response (000 §7.1). */
@ObjectType({ isAbstract: true })
export abstract class MutationResponse {
  @Field(() => String, { description: "'ok' or 'error'" })
  status!: MutationStatus;

  @Field(() => String, { nullable: true, description: 'The user-facing error text when status is error' })
  error?: string | null;
}

/**
 * What a mutation resolver returns: its payload without `status`. The
 * mutation-result interceptor adds `status` and `error`. A payload may carry
 * its own `error` text (an outcome that is a refusal and still returns data,
 * e.g. a domain that failed verification with the business as it now is).
 */
export type Payload<T extends MutationResponse> = Omit<T, 'status' | 'error'> & { error?: string | null };

export const ok = <T extends object>(payload: T = {} as T): T & { status: 'ok'; error: null } => ({
  status: 'ok',
  error: null,
  ...payload,
});

export const fail = (error: string): { status: 'error'; error: string } => ({ status: 'error', error });

/**
 * The response of a mutation that returned `payload`: status 'error' when the
 * payload names an error, 'ok' otherwise. A payload that already has a status
 * is left as it is.
 */
export function mutationResult(payload: unknown): object {
  if (payload === null || payload === undefined) return ok({});
  if (typeof payload !== 'object') return payload as object;
  const { status, error, ...rest } = payload as { status?: unknown; error?: unknown };
  if (typeof status === 'string') return payload;
  const text = typeof error === 'string' && error ? error : null;
  return { status: text ? 'error' : 'ok', error: text, ...rest };
}

/** Refusals that stay GraphQL errors in mutations: clients recognise 'authorization error' (003 §8). */
const STAY_GRAPHQL_ERRORS: ReadonlySet<string> = new Set([
  UserErrorCode.NOT_ALLOWED,
  UserErrorCode.NOT_AUTHENTICATED,
]);

/**
 * The `{ status: 'error', error }` answer of a mutation that threw `e`, or
 * null when `e` must stay a GraphQL error: a permission refusal, or anything
 * that is not a UserError (an unexpected error, reported as internal).
 */
export function mutationFailure(e: unknown): { status: 'error'; error: string } | null {
  if (!(e instanceof UserError)) return null;
  if (e.reason && STAY_GRAPHQL_ERRORS.has(e.reason)) return null;
  return fail(e.message);
}
