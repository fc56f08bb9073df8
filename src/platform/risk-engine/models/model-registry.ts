import type { EventFeatureTable } from '../features/event-features.js';
import type { RawScorer } from '../scoring/evaluate-events.js';
import type { SignInEvent } from '../sign-in-event.js';
import type { SubModel, TrainedRiskModel } from '../trained-model.js';
import type { RawScores, TrainingContext } from './learned-model.js';
import { scoreClusters, trainClusters, type ClusterState } from './cluster-model.js';
import { scoreUeba, trainUeba, type UebaState } from './ueba.js';

/** A learned model: how it trains, and how its state scores events. */
export interface LearnedModel {
  sub: SubModel;
  /** The progress stage its training reports under. */
  stage: string;
  train(context: TrainingContext): Promise<unknown>;
  score(state: unknown, table: EventFeatureTable, events: readonly SignInEvent[]): RawScores;
}

export const LEARNED_MODELS: readonly LearnedModel[] = [
  {
    sub: 'cluster',
    stage: 'clustering',
    train: trainClusters,
    score: (state, table, events) => scoreClusters(state as ClusterState, table, events),
  },
  {
    sub: 'ueba',
    stage: 'ueba',
    train: trainUeba,
    score: (state, table, events) => scoreUeba(state as UebaState, table, events),
  },
];

export const registryScorer: RawScorer = (
  model: TrainedRiskModel,
  sub: SubModel,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
) => {
  const learned = LEARNED_MODELS.find((candidate) => candidate.sub === sub);
  const state = model.models[sub];
  if (!learned || state === undefined) return null;
  return learned.score(state, table, events);
};
