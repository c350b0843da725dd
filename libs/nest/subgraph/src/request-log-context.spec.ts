import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER } from '@tempo/contracts';
import { currentLogContext } from '@tempo/logging';
import { requestLogContext, requestReceivedAt } from './request-log-context';

describe('requestLogContext', () => {
  it("runs the request in a context of its own: the gateway's request id and when it was received", () => {
    const before = performance.now();
    let seen: ReturnType<typeof currentLogContext>;
    requestLogContext({ headers: { [REQUEST_ID_HEADER]: 'req-42' } }, null, () => {
      seen = currentLogContext();
    });
    const after = performance.now();
    expect(seen!).toMatchObject({ requestId: 'req-42', business: null });
    expect(seen!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(seen!.receivedAt).toBeLessThanOrEqual(after);
    expect(currentLogContext()).toBeUndefined();
  });

  it('tells when the request being handled was received, and now outside of one', () => {
    let received = 0;
    let later = 0;
    requestLogContext({ headers: {} }, null, () => {
      received = requestReceivedAt();
      later = performance.now();
    });
    let next = 0;
    requestLogContext({ headers: {} }, null, () => {
      next = requestReceivedAt();
      // read again later in the same request: still when it was received
      for (let i = 0; i < 1000; i++) performance.now();
      expect(requestReceivedAt()).toBe(next);
    });
    expect(received).toBeLessThanOrEqual(later);
    expect(next).toBeGreaterThanOrEqual(later);
    expect(requestReceivedAt()).toBeGreaterThanOrEqual(next);
  });

  it('leaves out a request id that is not one', () => {
    let seen: ReturnType<typeof currentLogContext>;
    requestLogContext({ headers: { [REQUEST_ID_HEADER]: 'no spaces allowed' } }, null, () => {
      seen = currentLogContext();
    });
    expect(seen!.requestId).toBeNull();
  });
});
