import { FixedClock, RECEIVED_AT_HEADER, REQUEST_ID_HEADER } from '@tempo/contracts';
import { currentLogContext } from '@tempo/logging';
import { receivedAtOf, requestLogContext, requestReceivedAt } from './request-log-context';

const NOW = 1_800_000_000_000;

describe('requestLogContext', () => {
  const clock = new FixedClock(NOW);
  const middleware = requestLogContext(clock);

  it("runs the request in a context of its own: the gateway's request id and when the gateway received it", () => {
    let seen: ReturnType<typeof currentLogContext>;
    middleware(
      { headers: { [REQUEST_ID_HEADER]: 'req-42', [RECEIVED_AT_HEADER]: '1799999999123' } },
      null,
      () => {
        seen = currentLogContext();
      },
    );
    expect(seen!).toEqual({ requestId: 'req-42', business: null, receivedAt: 1_799_999_999_123 });
    expect(currentLogContext()).toBeUndefined();
  });

  it("takes the clock's time when the gateway gave none, and leaves out a request id that is not one", () => {
    let seen: ReturnType<typeof currentLogContext>;
    middleware({ headers: { [REQUEST_ID_HEADER]: 'no spaces allowed' } }, null, () => {
      seen = currentLogContext();
    });
    expect(seen!).toEqual({ requestId: null, business: null, receivedAt: NOW });
  });

  it("tells when the request being handled was received, and the clock's now outside of one", () => {
    middleware({ headers: { [RECEIVED_AT_HEADER]: '1700000000000' } }, null, () => {
      expect(requestReceivedAt(clock)).toBe(1_700_000_000_000);
    });
    expect(requestReceivedAt(clock)).toBe(NOW);
  });
});

describe('receivedAtOf', () => {
  it("takes the gateway's time, never one later than now", () => {
    expect(receivedAtOf('1799999999990', NOW)).toBe(1_799_999_999_990);
    expect(receivedAtOf(['1799999999990', '5'], NOW)).toBe(1_799_999_999_990);
    expect(receivedAtOf('1800000009999', NOW)).toBe(NOW);
  });

  it('takes now for no time, or anything that is not a whole number of milliseconds', () => {
    for (const junk of [undefined, '', '-5', '1.5', '1e12', 'soon', '9'.repeat(16)])
      expect(receivedAtOf(junk, NOW)).toBe(NOW);
  });
});
