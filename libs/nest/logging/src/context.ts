import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

/**
 * What every line written while a request, an event or a job is handled
 * carries: the request's id (the gateway's x-request-id; an event's id; a
 * job's queue and id) and the business it is for. Null outside of one.
 */
export interface LogContext {
  requestId: string | null;
  business: string | null;
  /**
   * When the request was received (epoch milliseconds: the gateway's time when it gave one), for work that
   * orders itself against what was committed after the request came; left out for events and jobs.
   */
  receivedAt?: number;
}

const storage = new AsyncLocalStorage<LogContext>();

/** The context of the code running now, if it runs for a request, an event or a job. */
export const currentLogContext = (): LogContext | undefined => storage.getStore();

/**
 * Runs `fn` (and everything it starts, synchronously or not) in a context of
 * its own. The context is the runner's to complete: updateLogContext sets
 * what is learnt later (the business, once the caller is known).
 */
export function runInLogContext<R>(fields: Partial<LogContext>, fn: () => R): R {
  const context: LogContext = { requestId: fields.requestId ?? null, business: fields.business ?? null };
  if (fields.receivedAt !== undefined) context.receivedAt = fields.receivedAt;
  return storage.run(context, fn);
}

/** Completes the current context (nothing happens outside of one). */
export function updateLogContext(fields: Partial<LogContext>): void {
  const store = storage.getStore();
  if (!store) return;
  if (fields.requestId !== undefined) store.requestId = fields.requestId;
  if (fields.business !== undefined) store.business = fields.business;
}

/** `fn`, each call of which runs in a new, empty context (completed with updateLogContext). */
export function inLogContext<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => runInLogContext({}, () => fn(...args));
}

/** `fn` bound to the current context, for a callback that runs later from elsewhere (an event listener). */
export const bindLogContext = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) =>
  AsyncResource.bind(fn);

/** What a request id may be (the gateway's, forwarded): anything else is not written. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A request id header's value when it is one, else null. */
export function requestIdOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : null;
}

/** What jobLogContext reads of a job (BullMQ's Job). */
export interface ContextJob {
  queueName: string;
  id?: string;
  data?: unknown;
}

/** The context of a job: `<queue>:<id>` as its request id, and the business its data names, if any. */
export function jobLogContext(job: ContextJob): LogContext {
  const business = (job.data as { business?: unknown } | null | undefined)?.business;
  return {
    requestId: job.id === undefined ? null : `${job.queueName}:${job.id}`,
    business: typeof business === 'string' && business !== '' ? business : null,
  };
}
