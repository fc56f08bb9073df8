import { pipelineParametersSchema } from '../../../domain/autoaccess/pipeline-parameters.js';
import { badRequest } from '../../http/errors.js';

/** The parameters with every default filled in; a 400 naming the first one out of range. */
export function checkedPipelineParameters(parameters: unknown) {
  const parsed = pipelineParametersSchema.safeParse(parameters ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = ['pipeline_parameters', ...(issue?.path ?? [])].join('.');
  throw badRequest(`Invalid pipeline parameter ${path}: ${issue?.message ?? 'invalid'}`);
}
