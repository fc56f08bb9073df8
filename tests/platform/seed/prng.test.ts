import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from '../../../src/platform/store/seed/prng.js';

describe('seed PRNG', () => {
  it('repeats the same sequence for the same seed', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const draws = Array.from({ length: 100 }, () => first());
    expect(Array.from({ length: 100 }, () => second())).toEqual(draws);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(draws[0]);
  });

  it('draws integers within bounds, covering them', () => {
    const random = createRandom(5);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('draws version-4-shaped, distinct UUIDs', () => {
    const random = createRandom(9);
    const ids = Array.from({ length: 200 }, () => random.uuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
