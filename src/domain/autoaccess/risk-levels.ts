export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Scores from `medium` are medium, from `high` high; the model's own threshold is 50. */
export interface RiskThresholds {
  medium: number;
  high: number;
}
export const DEFAULT_RISK_THRESHOLDS: RiskThresholds = { medium: 50, high: 80 };
export const RISK_SCORE_MAX = 100;

export function riskLevelOf(score: number, thresholds: RiskThresholds): RiskLevel {
  const rounded = Math.round(score);
  if (rounded >= thresholds.high) return 'high';
  if (rounded >= thresholds.medium) return 'medium';
  return 'low';
}
