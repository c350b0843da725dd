import { RequestQueue } from './kafka-request-queue';

/**
 * kafkajs (2.2.x) re-arms a timer on each of its connections after every
 * check of the requests waiting to be sent, due at once when the broker is
 * not throttling (its delay, `throttledUntil - now`, is then negative): an
 * open connection runs a check about every millisecond, whether anything
 * waits or not. Consumers and producers keep their connections open, so a
 * process never rested between its requests (the gateway: about 3 % of a
 * core when idle, and an event-loop turn every millisecond under load).
 *
 * Here a check is scheduled only while requests wait. Nothing is lost: a
 * request is only ever made to wait by `push`, which schedules a check
 * itself, and every answer or timeout checks again.
 */
const patched = new WeakSet<object>();

export function checkKafkaQueuesOnlyWhenWaiting(proto: RequestQueue = RequestQueue.prototype): void {
  if (patched.has(proto)) return;
  patched.add(proto);
  const schedule = proto.scheduleCheckPendingRequests;
  proto.scheduleCheckPendingRequests = function (this: RequestQueue): void {
    if (this.pending.length === 0) return;
    schedule.call(this);
  };
}
