/**
 * mulberry32, the generator of the store's seed (`store/seed/prng.ts`), copied so that the engine
 * imports nothing from the seed: the same seed always gives the same sequence.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `size` distinct indices of [0, count), drawn without replacement, in ascending order. */
export function sampleIndices(count: number, size: number, random: () => number): Int32Array {
  if (size >= count) return Int32Array.from({ length: count }, (_, index) => index);
  const all = Int32Array.from({ length: count }, (_, index) => index);
  for (let index = 0; index < size; index += 1) {
    const pick = index + Math.floor(random() * (count - index));
    const kept = all[pick]!;
    all[pick] = all[index]!;
    all[index] = kept;
  }
  return all.slice(0, size).sort();
}
