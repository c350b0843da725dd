import { RequestQueue, RequestQueueClass } from './kafka-request-queue';
import { checkKafkaQueuesOnlyWhenWaiting } from './kafka-idle';

class Queue extends RequestQueue {}
checkKafkaQueuesOnlyWhenWaiting(Queue.prototype);

const quiet = () => undefined;
const queue = (Kind: RequestQueueClass, maxInFlightRequests: number | null = null) =>
  new Kind({
    maxInFlightRequests,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'test',
    broker: 'localhost:9092',
    logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });

const request = (correlationId: number, sent: number[]) => ({
  entry: { correlationId, resolve: quiet, reject: quiet },
  expectResponse: true,
  sendRequest: () => sent.push(correlationId),
});

describe('checkKafkaQueuesOnlyWhenWaiting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves no timer behind when nothing waits (kafkajs alone re-arms one at once)', () => {
    const sent: number[] = [];
    const plain = queue(RequestQueue);
    plain.push(request(1, sent));
    plain.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(jest.getTimerCount()).toBe(1);
    plain.destroy();

    const fixed = queue(Queue);
    fixed.push(request(1, sent));
    fixed.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(sent).toEqual([1, 1]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still sends a request held back by throttling once the throttle ends', () => {
    const sent: number[] = [];
    const q = queue(Queue);
    q.maybeThrottle(500);
    q.push(request(7, sent));
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(sent).toEqual([7]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('sends a request held back by the in-flight limit when an answer frees a place', () => {
    const sent: number[] = [];
    const q = queue(Queue, 1);
    q.push(request(1, sent));
    q.push(request(2, sent));
    expect(sent).toEqual([1]);
    q.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(sent).toEqual([1, 2]);
    q.fulfillRequest({ correlationId: 2, payload: null, size: 0 });
    expect(q.pending).toEqual([]);
    // The check scheduled while request 2 waited runs once and is not re-armed.
    jest.advanceTimersByTime(20);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('patches a queue class once', () => {
    const before = Queue.prototype.scheduleCheckPendingRequests;
    checkKafkaQueuesOnlyWhenWaiting(Queue.prototype);
    expect(Queue.prototype.scheduleCheckPendingRequests).toBe(before);
  });
});
