import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_POLL_MS, fetchIndexHash, hashText, startVersionPoll } from './version-poll';

const respond = (status: number, text: string) =>
  Promise.resolve({ status, text: () => Promise.resolve(text) } as Response);

describe('version polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hashes texts stably and tells them apart', () => {
    expect(hashText('a')).toBe(hashText('a'));
    expect(hashText('<script src="a.js">')).not.toBe(hashText('<script src="b.js">'));
  });

  it('ignores non-200 answers and network failures', async () => {
    expect(await fetchIndexHash(() => respond(503, 'x'))).toBeNull();
    expect(await fetchIndexHash(() => Promise.reject(new Error('offline')))).toBeNull();
    expect(await fetchIndexHash(() => respond(200, 'x'))).toBe(hashText('x'));
  });

  it('polls /index.html every 900000 ms and reports a change once', async () => {
    const pages = ['v1', 'v1', 'offline', 'v2', 'v3'];
    const fetcher = vi.fn((url: string) => {
      expect(url).toBe('/index.html');
      const page = pages.shift()!;
      return page === 'offline' ? respond(0, '') : respond(200, page);
    }) as unknown as typeof fetch;
    const onChange = vi.fn();
    const stop = startVersionPoll(onChange, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});
