import { FixedClock } from '@tempo/contracts';
import { cachedRead, within } from './cached-read';

describe('cachedRead', () => {
  const clock = new FixedClock('2026-03-01T10:00:00Z');

  it('reads again only once the value is older than its time to live', async () => {
    let reads = 0;
    const read = cachedRead(async () => ++reads, clock, 5000);
    expect(await read()).toBe(1);
    clock.advance(4999);
    expect(await read()).toBe(1);
    clock.advance(1);
    expect(await read()).toBe(2);
  });

  it('shares a read under way', async () => {
    let reads = 0;
    let finish: (n: number) => void = () => undefined;
    const read = cachedRead(() => new Promise<number>((resolve) => ((finish = resolve), reads++)), clock, 0);
    const both = Promise.all([read(), read()]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
  });

  it('gives the last value when a read fails, and says why', async () => {
    const errors: unknown[] = [];
    let fail = false;
    const read = cachedRead(
      async () => {
        if (fail) throw new Error('kafka away');
        return 'lag';
      },
      clock,
      0,
      (e) => errors.push(e),
    );
    await expect(read()).resolves.toBe('lag');
    fail = true;
    await expect(read()).resolves.toBe('lag');
    expect(errors).toEqual([new Error('kafka away')]);
    const never = cachedRead(() => Promise.reject(new Error('x')), clock, 0);
    await expect(never()).resolves.toBeUndefined();
  });
});

describe('within', () => {
  it('gives the answer in time, or fails once the time is up', async () => {
    await expect(within(Promise.resolve(1), 50)).resolves.toBe(1);
    await expect(within(new Promise(() => undefined), 10)).rejects.toThrow('no answer within 10 ms');
  });
});
