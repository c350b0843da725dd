import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER } from '@tempo/contracts';
import { currentLogContext, requestIdOf, runInLogContext } from '@tempo/logging';

interface HeaderRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Runs the rest of a request in a log context of its own, with the gateway's
 * request id (x-request-id) and when it was received; the GraphQL context adds
 * the actor's business once the signed actor header is verified. A Nest
 * middleware, so it runs after the body is read (node's stream events would
 * leave the context behind).
 */
export function requestLogContext(req: HeaderRequest, _res: unknown, next: () => void): void {
  runInLogContext(
    { requestId: requestIdOf(req.headers[REQUEST_ID_HEADER]), receivedAt: performance.now() },
    next,
  );
}

/** When this process received the request being handled (performance.now()); now, outside of a request. */
export const requestReceivedAt = (): number => currentLogContext()?.receivedAt ?? performance.now();
