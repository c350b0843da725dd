import {
  ArgumentsHost,
  CallHandler,
  Catch,
  ExecutionContext,
  HttpException,
  Injectable,
  InternalServerErrorException,
  NestInterceptor,
  Provider,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, BaseExceptionFilter } from '@nestjs/core';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { getNamedType, GraphQLResolveInfo } from 'graphql';
import { Observable, of } from 'rxjs';
import { logSafeError, UserError } from './errors';
import { fail } from './mutation-result';
import { answersWithStatus, checkArguments } from './input-policy';
import { argsTypeRules } from './input-rule';

/**
 * Applies the input policy (input-policy.ts) to the arguments of every Query
 * and Mutation root field before the resolver runs (after the permission
 * guard). A refused mutation answers `{ status: 'error', error }`, a refused
 * query a GraphQL error with code BAD_USER_INPUT.
 */
@Injectable()
export class InputPolicyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    const root = info?.parentType;
    if (!root || info.fieldName.startsWith('_')) return next.handle();
    if (root !== info.schema.getQueryType() && root !== info.schema.getMutationType()) return next.handle();
    const field = root.getFields()[info.fieldName];
    if (!field) return next.handle();
    const error = checkArguments(
      field,
      gql.getArgs<Record<string, unknown>>() ?? {},
      argsTypeRules(context.getClass().prototype as object, context.getHandler().name),
    );
    if (!error) return next.handle();
    if (answersWithStatus(getNamedType(field.type))) return of(fail(error));
    throw new UserError(error);
  }
}

/**
 * Keeps errors out of the log where they would be written with their
 * properties (a database error's parameters): GraphQL errors are rethrown
 * and logged once, safely, by formatGraphqlError; HTTP errors other than
 * Nest's own HTTP exceptions are logged safely and answered 500.
 */
@Catch()
export class SafeExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType<GqlContextType>() === 'graphql') throw exception;
    if (exception instanceof HttpException) return super.catch(exception, host);
    logSafeError(exception, 'http');
    return super.catch(new InternalServerErrorException(), host);
  }
}

/**
 * What every subgraph module includes in its providers: the input policy
 * on every root field and the safe exception logging.
 */
export const SUBGRAPH_POLICY_PROVIDERS: Provider[] = [
  { provide: APP_INTERCEPTOR, useClass: InputPolicyInterceptor },
  { provide: APP_FILTER, useClass: SafeExceptionFilter },
];
