import type { NextFunction, Request, Response } from 'express';
import { inTurn } from './graphql-route';

describe('inTurn', () => {
  const req = {} as Request;
  const res = {} as Response;

  const run = (...handlers: Parameters<typeof inTurn>) =>
    new Promise<unknown[]>((resolve) => {
      inTurn(...handlers)(req, res, ((...args: unknown[]) => resolve(args)) as NextFunction);
    });

  it('runs the handlers in order, then goes on', async () => {
    const seen: string[] = [];
    const done = await run(
      (_q, _s, next) => {
        seen.push('a');
        next();
      },
      async (_q, _s, next) => {
        await Promise.resolve();
        seen.push('b');
        next();
      },
    );
    expect([seen, done]).toEqual([['a', 'b'], []]);
  });

  it('stops at an error passed on, thrown or rejected', async () => {
    const boom = new Error('boom');
    const never = jest.fn();
    expect(await run((_q, _s, next) => next(boom), never)).toEqual([boom]);
    expect(
      await run(() => {
        throw boom;
      }, never),
    ).toEqual([boom]);
    expect(await run(() => Promise.reject(boom), never)).toEqual([boom]);
    expect(never).not.toHaveBeenCalled();
  });

  it('stops where a handler answers without going on', async () => {
    const never = jest.fn();
    const answered = jest.fn();
    inTurn(answered, never)(req, res, never as NextFunction);
    await Promise.resolve();
    expect([answered.mock.calls.length, never.mock.calls.length]).toEqual([1, 0]);
  });
});
