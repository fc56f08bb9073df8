import type { ModelCurves, PrPoint, RocPoint } from '../../../domain/autoaccess/pipeline-models.js';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function trapezoid(points: { x: number; y: number }[]): number {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  let area = 0;
  for (let index = 1; index < sorted.length; index += 1) {
    const a = sorted[index - 1]!;
    const b = sorted[index]!;
    area += ((b.x - a.x) * (a.y + b.y)) / 2;
  }
  return area;
}

/**
 * ROC and precision–recall curves of integer scores 0–100 against labels, one point per
 * threshold 0..100 (an event is positive at a threshold when its score reaches it).
 */
export function modelCurves(
  scores: Uint8Array,
  positive: Uint8Array,
  threshold: number,
): ModelCurves {
  const positivesAt = new Float64Array(102);
  const negativesAt = new Float64Array(102);
  for (let index = 0; index < scores.length; index += 1) {
    const score = Math.min(100, scores[index]!);
    if (positive[index] === 1) positivesAt[score]! += 1;
    else negativesAt[score]! += 1;
  }
  const positives = positivesAt.reduce((a, b) => a + b, 0);
  const negatives = negativesAt.reduce((a, b) => a + b, 0);
  const roc: RocPoint[] = [];
  const pr: PrPoint[] = [];
  let truePositives = 0;
  let falsePositives = 0;
  const atOrAbove = new Array<{ tp: number; fp: number }>(101);
  for (let score = 100; score >= 0; score -= 1) {
    truePositives += positivesAt[score]!;
    falsePositives += negativesAt[score]!;
    atOrAbove[score] = { tp: truePositives, fp: falsePositives };
  }
  for (let at = 0; at <= 100; at += 1) {
    const { tp, fp } = atOrAbove[at]!;
    const tpr = positives > 0 ? tp / positives : 0;
    const fpr = negatives > 0 ? fp / negatives : 0;
    roc.push({ threshold: at, fpr: round4(fpr), tpr: round4(tpr) });
    pr.push({
      threshold: at,
      recall: round4(tpr),
      precision: round4(tp + fp > 0 ? tp / (tp + fp) : 1),
    });
  }
  const rocAuc = trapezoid([
    { x: 0, y: 0 },
    ...roc.map((p) => ({ x: p.fpr, y: p.tpr })),
    { x: 1, y: 1 },
  ]);
  const prAuc = trapezoid([
    { x: 0, y: pr[pr.length - 1]?.precision ?? 1 },
    ...pr.map((p) => ({ x: p.recall, y: p.precision })),
  ]);
  return { roc, pr, rocAuc: round4(rocAuc), prAuc: round4(prAuc), threshold };
}
