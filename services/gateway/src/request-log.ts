import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { bindLogContext, JsonLogger, processLogger } from '@tempo/logging';
import type { GatewayLocals } from './pipeline';

/** An operation name as the client sent it, cut to a length a line can hold. */
const MAX_OPERATION = 100;

/**
 * One line per /graphql request once its answer is sent: the operation, the
 * HTTP status and how long the gateway took, with the request's id and
 * business (its log context, bound now: the response's events come from
 * elsewhere). The duration is read from the monotonic clock, as the metrics'
 * timers do; it is no time of day.
 */
export function logWhenAnswered(
  res: ServerResponse & { locals: GatewayLocals },
  logger: () => JsonLogger = processLogger,
): void {
  const started = performance.now();
  res.once(
    'finish',
    bindLogContext(() => {
      const operation = res.locals.operationName;
      logger().info('graphql request', {
        operation: operation ? operation.slice(0, MAX_OPERATION) : null,
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      });
    }),
  );
}
