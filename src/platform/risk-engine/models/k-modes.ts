/**
 * k-modes (Huang 1998) over categorical codes: rows of `features` integer codes, flat in one
 * Int32Array; distance is the number of features that differ (Hamming).
 */
export interface CategoricalRows {
  rows: number;
  features: number;
  codes: Int32Array;
}

export function hamming(a: CategoricalRows, row: number, modes: Int32Array, mode: number): number {
  const m = a.features;
  let distance = 0;
  for (let feature = 0; feature < m; feature += 1) {
    const value = a.codes[row * m + feature]!;
    if (value < 0 || value !== modes[mode * m + feature]) distance += 1;
  }
  return distance;
}

/** The nearest mode of a row (the first of equals). */
export function nearestMode(
  data: CategoricalRows,
  row: number,
  modes: Int32Array,
  k: number,
): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let mode = 0; mode < k; mode += 1) {
    const distance = hamming(data, row, modes, mode);
    if (distance < bestDistance) {
      best = mode;
      bestDistance = distance;
    }
  }
  return best;
}

/** Seeds k modes k-means++-style: each next one drawn in proportion to its distance. */
function initialModes(data: CategoricalRows, k: number, random: () => number): Int32Array {
  const m = data.features;
  const modes = new Int32Array(k * m);
  const nearest = new Float64Array(data.rows).fill(Infinity);
  let pick = Math.floor(random() * data.rows);
  for (let mode = 0; mode < k; mode += 1) {
    modes.set(data.codes.subarray(pick * m, (pick + 1) * m), mode * m);
    let total = 0;
    for (let row = 0; row < data.rows; row += 1) {
      nearest[row] = Math.min(nearest[row]!, hamming(data, row, modes, mode));
      total += nearest[row]!;
    }
    if (total === 0) break;
    let target = random() * total;
    pick = data.rows - 1;
    for (let row = 0; row < data.rows; row += 1) {
      target -= nearest[row]!;
      if (target < 0) {
        pick = row;
        break;
      }
    }
  }
  return modes;
}

export interface KModesResult {
  k: number;
  modes: Int32Array;
  labels: Int32Array;
  iterations: number;
}

/** Fits k modes: assign each row to its nearest mode, move each mode to its members' modes. */
export function kModes(
  data: CategoricalRows,
  k: number,
  random: () => number,
  maxIterations = 20,
): KModesResult {
  const m = data.features;
  const modes = initialModes(data, k, random);
  const labels = new Int32Array(data.rows).fill(-1);
  let iterations = 0;
  for (; iterations < maxIterations; iterations += 1) {
    let changed = false;
    for (let row = 0; row < data.rows; row += 1) {
      const label = nearestMode(data, row, modes, k);
      if (label !== labels[row]) {
        labels[row] = label;
        changed = true;
      }
    }
    if (!changed) break;
    for (let feature = 0; feature < m; feature += 1) {
      const counts = Array.from({ length: k }, () => new Map<number, number>());
      for (let row = 0; row < data.rows; row += 1) {
        const value = data.codes[row * m + feature]!;
        const count = counts[labels[row]!]!;
        count.set(value, (count.get(value) ?? 0) + 1);
      }
      counts.forEach((count, mode) => {
        let best = -1;
        let bestCount = 0;
        for (const [value, n] of count) {
          if (n > bestCount || (n === bestCount && value < best)) {
            best = value;
            bestCount = n;
          }
        }
        if (bestCount > 0) modes[mode * m + feature] = best;
      });
    }
  }
  return { k, modes, labels, iterations };
}

/** Pairwise Hamming distances of the rows (n² bytes: keep n to a few thousand). */
export function pairwiseDistances(data: CategoricalRows): Uint8Array {
  const n = data.rows;
  const m = data.features;
  const distances = new Uint8Array(n * n);
  for (let a = 0; a < n; a += 1) {
    for (let b = a + 1; b < n; b += 1) {
      let distance = 0;
      for (let feature = 0; feature < m; feature += 1) {
        const value = data.codes[a * m + feature]!;
        if (value < 0 || value !== data.codes[b * m + feature]) distance += 1;
      }
      distances[a * n + b] = distance;
      distances[b * n + a] = distance;
    }
  }
  return distances;
}

/** The mean silhouette of a labelling (Rousseeuw 1987); a row alone in its cluster counts 0. */
export function silhouette(distances: Uint8Array, labels: Int32Array, k: number): number {
  const n = labels.length;
  const sizes = new Int32Array(k);
  for (const label of labels) sizes[label]! += 1;
  const sums = new Float64Array(k);
  let total = 0;
  for (let row = 0; row < n; row += 1) {
    sums.fill(0);
    for (let other = 0; other < n; other += 1) sums[labels[other]!]! += distances[row * n + other]!;
    const own = labels[row]!;
    if (sizes[own]! <= 1) continue;
    const a = sums[own]! / (sizes[own]! - 1);
    let b = Infinity;
    for (let cluster = 0; cluster < k; cluster += 1) {
      if (cluster !== own && sizes[cluster]! > 0) b = Math.min(b, sums[cluster]! / sizes[cluster]!);
    }
    if (b === Infinity) continue;
    const spread = Math.max(a, b);
    total += spread > 0 ? (b - a) / spread : 0;
  }
  return n > 0 ? total / n : 0;
}
