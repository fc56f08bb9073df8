import type { FieldError } from '../../../domain/api-error-contract.js';
import { pipelineParameterErrors } from '../../../domain/autoaccess/pipeline-inputs.js';
import {
  DEFAULT_PIPELINE_PARAMETERS,
  type PipelineParameters,
} from '../../../domain/autoaccess/pipeline-parameters.js';
import type { PipelineParametersInput } from '../../gql/graphql.js';
import { numberText, parseNumberText } from '../../lib/locale-number.js';

type ModelKey = keyof PipelineParameters;

/** The parameters the form edits, per model, in the spec's names (spec §9). */
export const PARAMETER_GROUPS = [
  { model: 'modelA', fields: ['batch_size', 'epochs', 'learning_rate'] },
  { model: 'modelB', fields: ['batch_size', 'epochs', 'learning_rate'] },
  { model: 'modelC', fields: ['min_number_of_clusters', 'max_number_of_clusters'] },
  { model: 'embeddings', fields: ['embedding_dimension', 'learning_rate', 'window'] },
] as const satisfies readonly { model: ModelKey; fields: readonly string[] }[];

/** What the user typed, by `<model>.<parameter>`. */
export type ParameterDraft = Readonly<Record<string, string>>;

/** The spec's defaults, written as `locale` writes numbers. */
export function defaultParameterDraft(locale: string): ParameterDraft {
  const defaults = DEFAULT_PIPELINE_PARAMETERS as unknown as Record<string, Record<string, number>>;
  return Object.fromEntries(
    PARAMETER_GROUPS.flatMap(({ model, fields }) =>
      fields.map((field) => [
        `${model}.${field}`,
        numberText(defaults[model]?.[field] ?? Number.NaN, locale),
      ]),
    ),
  );
}

/** The draft as the stored parameters, numbers as typed in `locale`; unreadable ones are NaN. */
function draftParameters(
  draft: ParameterDraft,
  locale: string,
): Record<string, Record<string, number>> {
  return Object.fromEntries(
    PARAMETER_GROUPS.map(({ model, fields }) => [
      model,
      Object.fromEntries(
        fields.map((field) => [field, parseNumberText(draft[`${model}.${field}`] ?? '', locale)]),
      ),
    ]),
  );
}

/** The shared rules' errors of the draft, by `<model>.<parameter>`. */
export function draftErrors(draft: ParameterDraft, locale: string): Map<string, FieldError> {
  const errors = pipelineParameterErrors(draftParameters(draft, locale));
  return new Map(errors.map((error) => [error.field.replace(/^parameters\./, ''), error]));
}

/** The draft as the mutation's input (camel case). */
export function parametersInput(draft: ParameterDraft, locale: string): PipelineParametersInput {
  const { modelA, modelB, modelC, embeddings } = draftParameters(draft, locale) as Record<
    ModelKey,
    Record<string, number>
  >;
  const autoencoder = (model: Record<string, number>) => ({
    batchSize: model['batch_size']!,
    epochs: model['epochs']!,
    learningRate: model['learning_rate']!,
  });
  return {
    modelA: autoencoder(modelA),
    modelB: autoencoder(modelB),
    modelC: {
      minNumberOfClusters: modelC['min_number_of_clusters']!,
      maxNumberOfClusters: modelC['max_number_of_clusters']!,
    },
    embeddings: {
      embeddingDimension: embeddings['embedding_dimension']!,
      learningRate: embeddings['learning_rate']!,
      window: embeddings['window']!,
    },
  };
}
