import { CallHandler, ExecutionContext } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLResolveInfo,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { defer, firstValueFrom, Observable, of, throwError } from 'rxjs';
import { UserErrorCode } from '@tempo/contracts';
import { NotAllowedError, NotAuthenticatedError, NotFoundError, UserError } from './errors';
import { InputPolicyInterceptor } from './input-policy.interceptor';
import { ARG_RULES } from './input-policy';
import { fail, mutationFailure, mutationResult, ok } from './mutation-result';
import { MutationResultInterceptor } from './mutation-result.interceptor';

const Result = new GraphQLObjectType({
  name: 'Result',
  fields: { status: { type: GraphQLString }, error: { type: GraphQLString }, count: { type: GraphQLInt } },
});
const limit = { type: GraphQLInt };
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      count: { type: GraphQLInt, args: { limit }, extensions: { [ARG_RULES]: { limit: { max: 10 } } } },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      save: {
        type: new GraphQLNonNull(Result),
        args: { limit },
        extensions: { [ARG_RULES]: { limit: { max: 10 } } },
      },
      plain: { type: GraphQLString },
    },
  }),
});

class Resolver {
  save(): void {}
  plain(): void {}
  count(): void {}
}

/** A GraphQL execution context of root field `field` with `args`, as Nest builds it. */
function contextOf(field: 'save' | 'plain' | 'count', args: Record<string, unknown> = {}): ExecutionContext {
  const parentType = field === 'count' ? schema.getQueryType()! : schema.getMutationType()!;
  const info = { fieldName: field, parentType, schema } as unknown as GraphQLResolveInfo;
  const host = new ExecutionContextHost([{}, args, {}, info], Resolver, Resolver.prototype[field]);
  host.setType('graphql');
  return host;
}

/** Runs the subgraph's interceptors in their order (mutation results outside the input policy) around `body`. */
function run(context: ExecutionContext, body: () => Observable<unknown>): Promise<unknown> {
  const inner: CallHandler = { handle: () => defer(body) };
  const policy: CallHandler = {
    handle: () => defer(() => new InputPolicyInterceptor().intercept(context, inner)),
  };
  return firstValueFrom(new MutationResultInterceptor().intercept(context, policy));
}

describe('mutation results: rules', () => {
  it('ok and fail put status and error first', () => {
    expect(Object.keys(ok({ business: 1 }))).toEqual(['status', 'error', 'business']);
    expect(fail('Nope')).toEqual({ status: 'error', error: 'Nope' });
  });

  it('a payload becomes status ok with a null error', () => {
    expect(mutationResult({ count: 2 })).toEqual({ status: 'ok', error: null, count: 2 });
    expect(mutationResult(undefined)).toEqual({ status: 'ok', error: null });
  });

  it('a payload that names an error becomes status error and keeps its data', () => {
    expect(mutationResult({ error: 'record missing', count: 1 })).toEqual({
      status: 'error',
      error: 'record missing',
      count: 1,
    });
  });

  it('a payload that already has a status is left as it is', () => {
    expect(mutationResult(fail('x'))).toEqual({ status: 'error', error: 'x' });
  });

  it('a UserError becomes status error with its text', () => {
    expect(mutationFailure(new UserError('Bad input'))).toEqual(fail('Bad input'));
    expect(mutationFailure(UserError.of(UserErrorCode.EMAIL_DOMAIN_NOT_FOUND, 'x.example'))).toEqual(
      fail('No e-mail domain x.example'),
    );
    expect(mutationFailure(new NotFoundError('demo'))).toEqual(fail('Object Not Found Matching Id: demo'));
  });

  it('permission refusals stay GraphQL errors', () => {
    expect(mutationFailure(new NotAllowedError('another business'))).toBeNull();
    expect(mutationFailure(new NotAuthenticatedError())).toBeNull();
    expect(mutationFailure(UserError.of(UserErrorCode.NOT_ALLOWED))).toBeNull();
  });

  it('unexpected errors stay GraphQL errors (reported as internal)', () => {
    expect(mutationFailure(new Error('db down'))).toBeNull();
  });
});

describe('mutation results: the interceptor', () => {
  it('answers a returned payload with status ok', async () => {
    await expect(run(contextOf('save'), () => of({ count: 3 }))).resolves.toEqual({
      status: 'ok',
      error: null,
      count: 3,
    });
  });

  it('answers a thrown UserError with status error and the text of its code', async () => {
    await expect(
      run(contextOf('save'), () => throwError(() => UserError.of(UserErrorCode.REQUIRED_FIELD, 'fullName'))),
    ).resolves.toEqual({ status: 'error', error: 'fullName is required' });
  });

  it('answers the input policy refusal of a mutation with status error, without running the resolver', async () => {
    const body = jest.fn(() => of({ count: 1 }));
    await expect(run(contextOf('save', { limit: 11 }), body)).resolves.toEqual({
      status: 'error',
      error: 'limit must be at most 10',
    });
    expect(body).not.toHaveBeenCalled();
  });

  it('lets permission refusals and unexpected errors through as errors', async () => {
    await expect(run(contextOf('save'), () => throwError(() => new NotAllowedError('x')))).rejects.toThrow(
      'authorization error: x',
    );
    await expect(run(contextOf('save'), () => throwError(() => new Error('db down')))).rejects.toThrow(
      'db down',
    );
  });

  it('leaves queries alone: the input policy refusal of a query is a GraphQL error', async () => {
    await expect(run(contextOf('count', { limit: 11 }), () => of(1))).rejects.toThrow(
      'limit must be at most 10',
    );
    await expect(run(contextOf('count'), () => of(4))).resolves.toBe(4);
  });

  it('leaves mutations without status and error alone', async () => {
    await expect(run(contextOf('plain'), () => of('x'))).resolves.toBe('x');
    await expect(run(contextOf('plain'), () => throwError(() => new UserError('no')))).rejects.toThrow('no');
  });
});
