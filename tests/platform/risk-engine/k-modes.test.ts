import { describe, expect, it } from 'vitest';
import {
  kModes,
  pairwiseDistances,
  silhouette,
  type CategoricalRows,
} from '../../../src/platform/risk-engine/models/k-modes.js';
import { seededRandom } from '../../../src/platform/risk-engine/seeded-random.js';

const rows = (values: number[][]): CategoricalRows => ({
  rows: values.length,
  features: values[0]!.length,
  codes: Int32Array.from(values.flat()),
});

describe('k-modes', () => {
  // Two groups by hand: "Paris, Chrome, morning" and "Tokyo, Safari, night", one stray each.
  const data = rows([
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 1],
    [0, 1, 0],
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 0],
    [1, 0, 1],
  ]);

  it('finds the two modes and the members of each', () => {
    const result = kModes(data, 2, seededRandom(3));
    const modes = [Array.from(result.modes.slice(0, 3)), Array.from(result.modes.slice(3))];
    expect(modes.sort()).toEqual([
      [0, 0, 0],
      [1, 1, 1],
    ]);
    const groupOf = (row: number) => modes.findIndex((mode) => mode[0] === data.codes[row * 3]);
    const labels = Array.from(result.labels);
    expect(labels.slice(0, 4).every((label) => label === labels[0])).toBe(true);
    expect(labels.slice(4).every((label) => label === labels[4])).toBe(true);
    expect(labels[0]).not.toBe(labels[4]);
    expect(groupOf(0)).not.toBe(groupOf(4));
  });

  it('the silhouette prefers the true grouping', () => {
    const distances = pairwiseDistances(data);
    expect(distances[0 * 8 + 4]).toBe(3);
    expect(distances[0 * 8 + 2]).toBe(1);
    const right = silhouette(distances, Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1]), 2);
    const wrong = silhouette(distances, Int32Array.from([0, 1, 0, 1, 0, 1, 0, 1]), 2);
    // Row 0: a = mean(0, 1, 1) = 2/3, b = mean(3, 3, 2, 2) = 2.5 → s = (2.5 − 2/3) / 2.5.
    expect(right).toBeGreaterThan(0.5);
    expect(wrong).toBeLessThan(0);
  });

  it('gives the same clusters for the same seed', () => {
    const a = kModes(data, 3, seededRandom(11));
    const b = kModes(data, 3, seededRandom(11));
    expect(Array.from(a.labels)).toEqual(Array.from(b.labels));
  });
});
