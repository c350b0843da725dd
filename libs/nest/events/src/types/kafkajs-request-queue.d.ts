/** kafkajs's per-connection request queue (not part of its typed API): what kafka-idle.ts and its test use. */
declare module 'kafkajs/src/network/requestQueue' {
  interface QueuedRequest {
    entry: { correlationId: number; resolve(answer: unknown): void; reject(error: unknown): void };
    expectResponse: boolean;
    sendRequest(): void;
  }
  class RequestQueue {
    constructor(options: {
      maxInFlightRequests: number | null;
      requestTimeout: number;
      enforceRequestTimeout: boolean;
      clientId: string;
      broker: string;
      logger: Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void>;
    });
    pending: unknown[];
    push(request: QueuedRequest): void;
    fulfillRequest(answer: { correlationId: number; payload: unknown; size: number }): void;
    maybeThrottle(ms: number): void;
    checkPendingRequests(): void;
    scheduleCheckPendingRequests(): void;
    destroy(): void;
  }
  export = RequestQueue;
}
