import type { PipelineType } from '../../../domain/autoaccess/pipeline-parameters.js';

/**
 * Each stage's share of a run, in the order a run goes through them, measured on the seeded
 * events: a run's percent is that of the whole run, so its bar moves through every stage.
 */
const STAGE_SHARES: Record<PipelineType, readonly [stage: string, share: number][]> = {
  Training: [
    ['starting', 1],
    ['reading', 8],
    ['features', 4],
    ['heuristics', 3],
    ['clustering', 12],
    ['ueba', 8],
    ['embeddings', 10],
    ['modelA', 24],
    ['modelB', 24],
    ['calibration', 3],
    ['curves', 2],
    ['saving', 1],
  ],
  Prediction: [
    ['starting', 1],
    ['reading', 10],
    ['features', 4],
    ['heuristics', 4],
    ['cluster', 4],
    ['ueba', 4],
    ['modelA', 8],
    ['modelB', 8],
    ['scoring', 7],
    ['writing', 50],
  ],
};

/**
 * The percent of the whole run when `stage` is `percent` done; a stage the table does not name
 * (or "waiting") keeps the run where it was, `previous`.
 */
export function runPercent(
  type: PipelineType,
  stage: string,
  percent: number,
  previous = 0,
): number {
  const stages = STAGE_SHARES[type];
  const total = stages.reduce((sum, [, share]) => sum + share, 0);
  let before = 0;
  for (const [name, share] of stages) {
    if (name === stage) {
      const done = before + (share * Math.max(0, Math.min(100, percent))) / 100;
      return Math.max(previous, Math.round((done / total) * 100));
    }
    before += share;
  }
  return previous;
}
