import type { PipelineParameters } from '../../../domain/autoaccess/pipeline-parameters.js';
import type { RiskUserConfig } from '../../../domain/autoaccess/risk-config.js';
import type { EventFeatureTable } from '../features/event-features.js';
import type { SignInEvent } from '../sign-in-event.js';

/** What a learned model sees when it trains. */
export interface TrainingContext {
  events: readonly SignInEvent[];
  table: EventFeatureTable;
  /** 1 for the events the models learn from (not allow-listed, not blocked). */
  included: Uint8Array;
  parameters: PipelineParameters;
  config: RiskUserConfig;
  seed: number;
  log(line: string): void;
  progress(percent: number): void;
}

/** A model's raw scores (higher is riskier) and, per event, what explains them. */
export interface RawScores {
  raw: Float64Array;
  /** The features that explain an event's score, most telling first. */
  explain(event: number): string[];
  /** An event the model cannot judge (e.g. a user too new for UEBA): its reason, else null. */
  verdictOf?(event: number): 'unknown' | 'failed' | null;
}
