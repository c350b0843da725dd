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
import { Observable } from 'rxjs';
import { logSafeError, UserError } from './errors';
import { checkArguments } from './input-policy';
import { argsTypeRules } from './input-rule';
import { MutationResultInterceptor, rootFieldOf } from './mutation-result.interceptor';

/**
 * Applies the input policy (input-policy.ts) to the arguments of every Query
 * and Mutation root field before the resolver runs (after the permission
 * guard) by throwing a UserError: MutationResultInterceptor (outside this
 * one) turns it into `{ status: 'error', error }` for a mutation; a refused
 * query answers a GraphQL error with code BAD_USER_INPUT.
 */
@Injectable()
export class InputPolicyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const root = rootFieldOf(context);
    if (!root) return next.handle();
    const error = checkArguments(
      root.field,
      GqlExecutionContext.create(context).getArgs<Record<string, unknown>>() ?? {},
      argsTypeRules(context.getClass().prototype as object, context.getHandler().name),
    );
    // A refused mutation answers { status: 'error' } through MutationResultInterceptor.
    if (error) throw new UserError(error);
    return next.handle();
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
 * What every subgraph module includes in its providers: mutation results
 * (outermost, so that it answers the input policy's refusals too), the input
 * policy on every root field and the safe exception logging.
 */
export const SUBGRAPH_POLICY_PROVIDERS: Provider[] = [
  { provide: APP_INTERCEPTOR, useClass: MutationResultInterceptor },
  { provide: APP_INTERCEPTOR, useClass: InputPolicyInterceptor },
  { provide: APP_FILTER, useClass: SafeExceptionFilter },
];
