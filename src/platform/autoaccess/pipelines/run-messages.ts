import type { RiskUserConfig } from '../../../domain/autoaccess/risk-config.js';
import type { ScoredEventDocument } from '../../risk-engine/score-events.js';
import type { LogLevel } from './execution-store.js';

/** What a run needs, passed to its worker as `workerData` (structured-cloneable). */
export interface RunRequest {
  type: 'Training' | 'Prediction';
  executionId: string;
  bucketsDir: string;
  /** The data source's `<bucket>/<filePath>`. */
  input: string;
  featureMapping: Record<string, string>;
  parameters: unknown;
  config: RiskUserConfig;
  seed: number;
  uebaRiskThreshold: number;
  /** Prediction: scored events before this instant (ISO) are not kept (the settings' retention). */
  retainFrom?: string;
  /** Training: where the model and its report go. Prediction: the model to score with. */
  modelFile: string;
  reportFile: string;
}

/** What a run's worker tells the platform, in order. */
export type RunMessage =
  | { type: 'progress'; stage: string; percent: number }
  | { type: 'log'; level: LogLevel; message: string }
  /** A batch of scored documents; `through` of `total` are sent with it. */
  | { type: 'documents'; documents: ScoredEventDocument[]; through: number; total: number }
  | { type: 'succeeded' }
  | { type: 'failed'; reason: string };
