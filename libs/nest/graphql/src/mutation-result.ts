import { Field, ObjectType } from '@nestjs/graphql';
import { NotAllowedError, NotAuthenticatedError, UserError } from './errors';

export type MutationStatus = 'ok' | 'error';

/** The first fields of every mutation response (000 §7.1). */
@ObjectType({ isAbstract: true })
export abstract class MutationResponse {
  @Field(() => String, { description: "'ok' or 'error'" })
  status!: MutationStatus;

  @Field(() => String, { nullable: true, description: 'The user-facing error text when status is error' })
  error?: string | null;
}

export const ok = <T extends object>(payload: T = {} as T): T & { status: 'ok'; error: null } => ({
  status: 'ok',
  error: null,
  ...payload,
});

export const fail = (error: string): { status: 'error'; error: string } => ({ status: 'error', error });

/**
 * Runs a mutation body and turns a UserError into the `status: 'error'`
 * result. Permission refusals stay GraphQL errors (clients recognise
 * 'authorization error', 003 §8); unexpected errors propagate and are
 * reported as internal errors.
 */
export async function mutation<T extends object>(
  body: () => Promise<T>,
): Promise<T | { status: 'error'; error: string }> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof NotAllowedError || e instanceof NotAuthenticatedError) throw e;
    if (e instanceof UserError) return fail(e.message);
    throw e;
  }
}
