import type { EventFeatureTable } from '../features/event-features.js';
import type { RawScorer } from '../scoring/evaluate-events.js';
import type { SignInEvent } from '../sign-in-event.js';
import type { SubModel, TrainedRiskModel } from '../trained-model.js';
import type { AutoencoderState } from './autoencoder.js';
import type { InputEncoding } from './autoencoder-inputs.js';
import { scoreReconstruction, trainReconstructionModel } from './autoencoder-models.js';
import { scoreClusters, trainClusters, type ClusterState } from './cluster-model.js';
import type { RawScores, TrainingContext } from './learned-model.js';
import { scoreUeba, trainUeba, type UebaState } from './ueba.js';

/** What the learned models share: the autoencoders' input encoding (embeddings). */
interface SharedInputs {
  inputs?: InputEncoding;
}

/** A learned model: how it trains, and how its state scores events. */
export interface LearnedModel {
  sub: SubModel;
  /** The progress stage its training reports under. */
  stage: string;
  train(context: TrainingContext, shared: SharedInputs): Promise<unknown>;
  score(
    state: unknown,
    table: EventFeatureTable,
    events: readonly SignInEvent[],
    shared: SharedInputs,
  ): RawScores | null;
}

const needsInputs = (shared: SharedInputs): InputEncoding => {
  if (!shared.inputs) throw new Error('The autoencoders need the input encoding.');
  return shared.inputs;
};

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
  {
    sub: 'modelA',
    stage: 'modelA',
    train: (context, shared) =>
      trainReconstructionModel('variational', context, needsInputs(shared)),
    score: (state, table, events, shared) =>
      shared.inputs
        ? scoreReconstruction(state as AutoencoderState, shared.inputs, table, events)
        : null,
  },
  {
    sub: 'modelB',
    stage: 'modelB',
    train: (context, shared) => trainReconstructionModel('plain', context, needsInputs(shared)),
    score: (state, table, events, shared) =>
      shared.inputs
        ? scoreReconstruction(state as AutoencoderState, shared.inputs, table, events)
        : null,
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
  return learned.score(state, table, events, model.shared);
};
