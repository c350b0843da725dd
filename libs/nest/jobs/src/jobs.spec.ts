import { isValidZone, jobSeconds, queueName, redisOptions, watchWorker } from './jobs';

describe('jobs helpers', () => {
  it('reads redis URLs', () => {
    expect(redisOptions('rediss://u:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'u',
      password: 'p@ss',
      db: 2,
      tls: {},
    });
    expect(redisOptions('redis://127.0.0.1')).toMatchObject({
      host: '127.0.0.1',
      port: 6379,
      db: 0,
      tls: undefined,
    });
  });
  it('names queues per service', () => expect(queueName('billing', 'autopay')).toBe('billing.autopay'));
  it.each([
    ['America/New_York', true],
    ['Europe/London', true],
    ['Mars/Base', false],
    ['', false],
  ])('isValidZone(%s)', (z, ok) => {
    expect(isValidZone(z)).toBe(ok);
  });
});

describe('job hooks', () => {
  it('take the duration from the times BullMQ recorded on the job', () => {
    expect(jobSeconds({ processedOn: 1_000, finishedOn: 3_500 })).toBe(2.5);
    expect(jobSeconds({ processedOn: undefined, finishedOn: 3_500 })).toBeNull();
    expect(jobSeconds(undefined)).toBeNull();
  });

  it("report each completed or failed job of a worker under its queue's name", () => {
    const listeners = new Map<string, (job: { processedOn?: number; finishedOn?: number }) => void>();
    const worker = {
      name: 'billing.autopay',
      on: (event: string, listener: (job: { processedOn?: number; finishedOn?: number }) => void) => {
        listeners.set(event, listener);
        return worker;
      },
    } as unknown as Parameters<typeof watchWorker>[0];
    const reported: unknown[] = [];
    watchWorker(worker, { finished: (...args) => reported.push(args) });
    listeners.get('completed')!({ processedOn: 0, finishedOn: 100 });
    listeners.get('failed')!({ processedOn: 100, finishedOn: 400 });
    expect(reported).toEqual([
      ['billing.autopay', 'completed', 0.1],
      ['billing.autopay', 'failed', 0.3],
    ]);
  });
});
