import type { ServerResponse } from 'node:http';
import { JsonLogger, processLogger } from '@tempo/logging';
import type { GatewayLocals } from './pipeline';

/** An operation name as the client sent it, cut to a length a line can hold. */
const MAX_OPERATION = 100;

/**
 * The one line of a /graphql request once its answer is sent: the operation,
 * the HTTP status and how long the gateway took (the seconds its duration
 * metric measured), with the request's id and business from the log context
 * the caller runs it in.
 */
export function logAnswer(
  res: ServerResponse & { locals: GatewayLocals },
  seconds: number,
  logger: () => JsonLogger = processLogger,
): void {
  const operation = res.locals.operationName;
  logger().info('graphql request', {
    operation: operation ? operation.slice(0, MAX_OPERATION) : null,
    status: res.statusCode,
    durationMs: Math.round(seconds * 1000),
  });
}
