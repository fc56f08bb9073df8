import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/gateway/cache/ttl-cache.js';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('keeps a value for its time to live only', () => {
    const time = clock();
    const cache = new TtlCache<string>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set('a', 'one');
    time.advance(99);
    expect(cache.get('a')).toBe('one');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
  });

  it('shares one load among concurrent callers and keeps only successes', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    let calls = 0;
    const loader = () => Promise.resolve(++calls);
    expect(await Promise.all([cache.load('a', loader), cache.load('a', loader)])).toEqual([1, 1]);
    expect(await cache.load('a', loader)).toBe(1);
    await expect(cache.load('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('b', loader)).toBe(2);
  });

  it('does not keep what a load under way brings back after forget', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let finish!: (value: string) => void;
    const running = cache.load('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('a');
    finish('stale');
    expect(await running).toBe('stale');
    expect(await cache.load('a', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('caches nothing with a time to live of 0', async () => {
    const cache = new TtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let calls = 0;
    await cache.load('a', () => Promise.resolve(++calls));
    await cache.load('a', () => Promise.resolve(++calls));
    expect(calls).toBe(2);
  });
});
