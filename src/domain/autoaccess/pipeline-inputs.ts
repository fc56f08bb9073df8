import * as z from 'zod/mini';
import type { FieldError } from '../api-error-contract.js';
import { ruleCheck } from '../validation/rule-check.js';
import { entityListInputSchema } from './entity-list-inputs.js';
import { PIPELINE_TYPES, pipelineParametersSchema } from './pipeline-parameters.js';

/** A pipeline's name: 1 to 64 characters, as the entity service stores it. */
const PIPELINE_NAME_MAX_LENGTH = 64;
/** The UEBA risk threshold a run is given: 0 to 100. */
export const UEBA_RISK_THRESHOLD_MAX = 100;
const PIPELINE_STATUSES = ['ACTIVE', 'SUCCEEDED', 'FAILED'] as const;
/** The refusal of a cluster range whose minimum exceeds its maximum, as a translation key. */
const CLUSTER_RANGE_MESSAGE = 'pipelines.validation.clusterRange';

/** Seconds since the epoch, up to the year 9999. */
const MAX_EPOCH_SECONDS = 253_402_300_799;

const idSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[A-Za-z0-9._:-]+$/, 'validation.invalid_value'),
  );
const revSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[^"\s]*$/, 'validation.revision'),
  );
const thresholdSchema = z
  .number()
  .check(
    ruleCheck('minValue', { min: 0 }),
    ruleCheck('maxValue', { max: UEBA_RISK_THRESHOLD_MAX }),
  );
/** Whether a run may be given `threshold` as its UEBA risk threshold. */
export function isUebaRiskThreshold(threshold: number): boolean {
  return thresholdSchema.safeParse(threshold).success;
}

const pipelineNameSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: PIPELINE_NAME_MAX_LENGTH }),
    ruleCheck('noLeadingTrailingSpace'),
  );

export const pipelineDefinitionsArgsSchema = entityListInputSchema;

export const pipelineDefinitionArgsSchema = z.object({ id: idSchema });
export const pipelineExecutionArgsSchema = z.object({ executionId: idSchema });
export const pipelineLogsArgsSchema = z.object({
  pipelineDefinitionId: idSchema,
  executionId: z.nullish(idSchema),
});
export const pipelineModelsArgsSchema = z.object({ pipelineDefinitionId: idSchema });
export const publishPipelineArgsSchema = z.object({ pipelineDefinitionId: idSchema });
export const runPipelineArgsSchema = z.object({
  pipelineDefinitionId: idSchema,
  uebaRiskThreshold: thresholdSchema,
});

export const deletePipelineDefinitionArgsSchema = z.object({ id: idSchema, rev: revSchema });

export const updatePipelineExecutionStatusArgsSchema = z.object({
  pipelineDefinitionId: idSchema,
  rev: revSchema,
  executionId: idSchema,
  status: z.enum(PIPELINE_STATUSES),
  /** Seconds since the epoch; null while the run is active. */
  endTime: z.nullish(
    z
      .number()
      .check(
        ruleCheck('integer'),
        ruleCheck('minValue', { min: 0 }),
        ruleCheck('maxValue', { max: MAX_EPOCH_SECONDS }),
      ),
  ),
});

/**
 * A new definition. The parameters are checked apart, by `pipelineParameterErrors`, so that the
 * form and the gateway give the same messages; a Prediction names its Training.
 */
export const createPipelineDefinitionInputSchema = z
  .object({
    name: pipelineNameSchema,
    type: z.enum(PIPELINE_TYPES),
    dataSourceId: idSchema,
    trainingPipelineDefinitionId: z.nullish(idSchema),
    parameters: z.unknown(),
    uebaRiskThreshold: thresholdSchema,
  })
  .check(
    z.refine((input) => input.type === 'Training' || Boolean(input.trainingPipelineDefinitionId), {
      message: 'validation.required',
      path: ['trainingPipelineDefinitionId'],
    }),
  );

export type PipelineDefinitionsArgs = z.infer<typeof pipelineDefinitionsArgsSchema>;
export type CreatePipelineDefinitionInput = z.infer<typeof createPipelineDefinitionInputSchema>;
export type UpdatePipelineExecutionStatusArgs = z.infer<
  typeof updatePipelineExecutionStatusArgsSchema
>;
export type DeletePipelineDefinitionArgs = z.infer<typeof deletePipelineDefinitionArgsSchema>;

/** One zod issue of the parameters as a field error of the shared rule set. */
function parameterError(issue: z.core.$ZodIssue): FieldError {
  const field = ['parameters', ...issue.path.map(String)].join('.');
  switch (issue.code) {
    case 'too_big':
      return { field, message: 'validation.maxValue', values: { max: Number(issue.maximum) } };
    case 'too_small':
      return issue.inclusive === false
        ? { field, message: 'validation.too_small' }
        : { field, message: 'validation.minValue', values: { min: Number(issue.minimum) } };
    case 'invalid_type':
      return {
        field,
        message: issue.expected === 'int' ? 'validation.integer' : 'validation.numeric',
      };
    case 'unrecognized_keys':
      return { field, message: 'validation.unrecognized_keys' };
    case 'custom':
      return { field, message: CLUSTER_RANGE_MESSAGE };
    default:
      return { field, message: `validation.${issue.code}` };
  }
}

/**
 * Why the models' training parameters are refused (spec §9: each default is also the upper
 * bound), one error per field, `parameters.<model>.<name>`; none when they are valid.
 */
export function pipelineParameterErrors(parameters: unknown): FieldError[] {
  const parsed = pipelineParametersSchema.safeParse(parameters);
  return parsed.success ? [] : parsed.error.issues.map(parameterError);
}
