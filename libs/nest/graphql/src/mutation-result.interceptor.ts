import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { getNamedType, GraphQLField, GraphQLResolveInfo } from 'graphql';
import { catchError, map, Observable, of, throwError } from 'rxjs';
import { answersWithStatus } from './input-policy';
import { mutationFailure, mutationResult } from './mutation-result';

/** The Query or Mutation root field a GraphQL execution context resolves, or null for any other field. */
export function rootFieldOf(
  context: ExecutionContext,
): { field: GraphQLField<unknown, unknown>; mutation: boolean; info: GraphQLResolveInfo } | null {
  if (context.getType<GqlContextType>() !== 'graphql') return null;
  const info = GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>();
  const root = info?.parentType;
  if (!root || info.fieldName.startsWith('_')) return null;
  const mutation = root === info.schema.getMutationType();
  if (!mutation && root !== info.schema.getQueryType()) return null;
  const field = root.getFields()[info.fieldName];
  return field ? { field, mutation, info } : null;
}

/**
 * Mutation results by one mechanism (000 §7.1): on every mutation whose type
 * has `status` and `error`, the resolver's payload gets `status: 'ok'` (or
 * 'error' when the payload names an error), and a UserError thrown by the
 * resolver or by the interceptors inside this one (the input policy) becomes
 * `{ status: 'error', error: <its text> }`. Permission refusals and unexpected
 * errors stay GraphQL errors. Queries are left alone: their UserErrors are
 * GraphQL errors with `extensions.code`.
 *
 * It must be the outermost interceptor (first in SUBGRAPH_POLICY_PROVIDERS).
 */
@Injectable()
export class MutationResultInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const root = rootFieldOf(context);
    if (!root?.mutation || !answersWithStatus(getNamedType(root.field.type))) return next.handle();
    return next.handle().pipe(
      map(mutationResult),
      catchError((e: unknown) => {
        const failure = mutationFailure(e);
        return failure ? of(failure) : throwError(() => e);
      }),
    );
  }
}
