import { LocalCache } from './local-cache';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('LocalCache', () => {
  it('keeps an entry for its TTL and not a millisecond longer', () => {
    const c = clock();
    const cache = new LocalCache<string>({ ttlMs: 2000, now: c.now });
    cache.set('a', 'one');
    c.advance(1999);
    expect(cache.get('a')).toBe('one');
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries past its size; a re-set entry counts as new', () => {
    const cache = new LocalCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.set('a', 10);
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([10, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new LocalCache<string>({ ttlMs: 0 });
    cache.set('a', 'one');
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('deletes by key and by prefix', () => {
    const cache = new LocalCache<number>({ ttlMs: 60_000 });
    for (const k of ['actor:demo:u1', 'actor:demo:u2', 'actor:demox:u1', 'business:demo']) cache.set(k, 1);
    cache.deletePrefix('actor:demo:');
    expect(cache.get('actor:demo:u1')).toBeUndefined();
    expect(cache.get('actor:demo:u2')).toBeUndefined();
    expect(cache.get('actor:demox:u1')).toBe(1);
    cache.delete('business:demo', 'missing');
    expect(cache.get('business:demo')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
