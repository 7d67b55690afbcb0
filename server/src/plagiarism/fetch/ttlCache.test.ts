import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.js';

describe('TTL cache', () => {
  it('evicts the least recently used entry and forgets expired ones', () => {
    let now = 0;
    const cache = new TtlCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('c')).toBeUndefined();
    expect(new TtlCache<number>(0, 100).get('x')).toBeUndefined();
    const off = new TtlCache<number>(0, 100);
    off.set('x', 1);
    expect(off.get('x')).toBeUndefined();
  });
});
