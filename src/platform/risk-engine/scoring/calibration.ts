/**
 * Maps a model's raw scores to 0–100 by their rank among the training events: the share `tail`
 * of the training events with the highest raw scores reach `threshold`, the rest spread below it.
 */
export interface Calibration {
  /** Raw scores at evenly spaced quantiles of the training events, ascending. */
  knots: number[];
  /** The share of the training events meant to reach the threshold. */
  tail: number;
  threshold: number;
}

const KNOTS = 1001;

export function fitCalibration(raw: Float64Array, tail: number, threshold: number): Calibration {
  if (raw.length === 0) return { knots: [0], tail, threshold };
  const sorted = Float64Array.from(raw).sort();
  const knots = Array.from({ length: KNOTS }, (_, index) => {
    const position = Math.round((index / (KNOTS - 1)) * (sorted.length - 1));
    return sorted[position]!;
  });
  return { knots, tail, threshold };
}

/** The share of the training events whose raw score is strictly below `raw`, read off the knots. */
export function rankOf(knots: readonly number[], raw: number): number {
  let low = 0;
  let high = knots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (knots[middle]! < raw) low = middle + 1;
    else high = middle;
  }
  if (low === 0) return 0;
  if (low === knots.length) return 1;
  const below = knots[low - 1]!;
  const above = knots[low]!;
  const within = above > below ? (raw - below) / (above - below) : 0;
  return (low - 1 + within) / (knots.length - 1);
}

/** The calibrated score 0–100 of a raw score (not rounded). */
export function calibratedScore(calibration: Calibration, raw: number): number {
  const { knots, tail, threshold } = calibration;
  if (knots.length < 2 || !Number.isFinite(raw)) return Number.isNaN(raw) ? 0 : raw > 0 ? 100 : 0;
  if (raw > knots[knots.length - 1]!) return 100;
  const rank = rankOf(knots, raw);
  const cut = 1 - tail;
  // Below the cut, scores stay under the threshold even once rounded.
  if (rank < cut) return (Math.max(0, threshold - 1) * rank) / cut;
  return Math.min(100, threshold + ((100 - threshold) * (rank - cut)) / tail);
}

/**
 * Calibrates several models together: each one's tail is the same share of the events, chosen
 * so that the events any of them puts at the threshold are `union` of the events (with a max
 * combination, each model's false alarms add up; this bounds their sum).
 */
export function jointCalibrations<Name extends string>(
  models: { name: Name; raw: Float64Array; judged: (event: number) => boolean }[],
  calibrateOn: Uint8Array,
  union: number,
  threshold: number,
): Record<Name, Calibration> {
  const calibrations = {} as Record<Name, Calibration>;
  const highest = new Float64Array(calibrateOn.length).fill(-1);
  for (const { name, raw, judged } of models) {
    const kept = raw.filter((_, event) => calibrateOn[event] === 1 && judged(event));
    const calibration = fitCalibration(kept, union, threshold);
    calibrations[name] = calibration;
    for (let event = 0; event < raw.length; event += 1) {
      if (calibrateOn[event] !== 1 || !judged(event)) continue;
      highest[event] = Math.max(highest[event]!, rankOf(calibration.knots, raw[event]!));
    }
  }
  const ranks = highest.filter((rank, event) => calibrateOn[event] === 1 && rank >= 0).sort();
  if (ranks.length === 0) return calibrations;
  const cut = ranks[Math.min(ranks.length - 1, Math.floor((1 - union) * ranks.length))]!;
  const tail = Math.min(union, Math.max(1e-4, 1 - cut));
  for (const { name } of models) calibrations[name] = { ...calibrations[name], tail };
  return calibrations;
}
