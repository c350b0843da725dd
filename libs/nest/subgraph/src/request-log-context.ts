import { type Clock, RECEIVED_AT_HEADER, REQUEST_ID_HEADER } from '@tempo/contracts';
import { currentLogContext, requestIdOf, runInLogContext } from '@tempo/logging';

interface HeaderRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * When a request was received (epoch milliseconds): the gateway's time (RECEIVED_AT_HEADER) when it is a
 * whole number no later than `now`, else `now`. An earlier time only ever makes the request's own bookings
 * more likely to be refused by what was committed after it, so a forged one harms nobody else.
 */
export function receivedAtOf(header: string | string[] | undefined, now: number): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return now;
  return Math.min(Number(value), now);
}

/**
 * A middleware that runs the rest of a request in a log context of its own, with the gateway's request id
 * (x-request-id) and when it was received (`clock` when the gateway did not say); the GraphQL context adds
 * the actor's business once the signed actor header is verified. A Nest middleware, so it runs after the
 * body is read (node's stream events would leave the context behind).
 */
export function requestLogContext(clock: Clock) {
  return (req: HeaderRequest, _res: unknown, next: () => void): void => {
    runInLogContext(
      {
        requestId: requestIdOf(req.headers[REQUEST_ID_HEADER]),
        receivedAt: receivedAtOf(req.headers[RECEIVED_AT_HEADER], clock.now().getTime()),
      },
      next,
    );
  };
}

/** When the request being handled was received (epoch milliseconds); `clock`'s now outside of a request. */
export const requestReceivedAt = (clock: Clock): number =>
  currentLogContext()?.receivedAt ?? clock.now().getTime();
