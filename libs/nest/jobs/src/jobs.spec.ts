import { isValidZone, queueName, redisOptions } from './jobs';

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
