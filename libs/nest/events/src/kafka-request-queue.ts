import { createRequire } from 'node:module';

/** A request waiting in kafkajs's per-connection queue. */
export interface QueuedRequest {
  entry: { correlationId: number; resolve(answer: unknown): void; reject(error: unknown): void };
  expectResponse: boolean;
  sendRequest(): void;
}

export interface RequestQueueOptions {
  maxInFlightRequests: number | null;
  requestTimeout: number;
  enforceRequestTimeout: boolean;
  clientId: string;
  broker: string;
  logger: Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void>;
}

/** kafkajs's per-connection request queue: not part of its typed API, so typed here with what kafka-idle.ts and its test use. */
export interface RequestQueue {
  pending: unknown[];
  push(request: QueuedRequest): void;
  fulfillRequest(answer: { correlationId: number; payload: unknown; size: number }): void;
  maybeThrottle(ms: number): void;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  destroy(): void;
}

export interface RequestQueueClass {
  new (options: RequestQueueOptions): RequestQueue;
  readonly prototype: RequestQueue;
}

/** The class itself, from the module of kafkajs (2.2.x) that defines it. */
export const RequestQueue = createRequire(__filename)(
  'kafkajs/src/network/requestQueue',
) as RequestQueueClass;
