/** The realm's common configuration document naming the published Training run. */
export const PUBLISHED_PIPELINE_CONFIG_ID = 'active-access-prediction-config';

export interface PublishedPipelineRef {
  pipelineDefinitionId: string;
  executionId: string;
}

const MODELS_ROOT = 'autoaccess-models';

/** `JSLT_MAPPER_PATH` of the configuration: where the published run's models are. */
export function publishedPipelinePath(realm: string, published: PublishedPipelineRef): string {
  return [
    MODELS_ROOT,
    realm,
    'pipelines',
    published.pipelineDefinitionId,
    'executions',
    published.executionId,
  ].join('/');
}

/**
 * The run a `JSLT_MAPPER_PATH` names. Clients take the definition's id from its fourth segment,
 * as the product's own clients do; anything else is no published run.
 */
export function parsePublishedPipelinePath(path: string): PublishedPipelineRef | undefined {
  const segments = path.split('/');
  if (segments.length !== 6 || segments[0] !== MODELS_ROOT) return undefined;
  if (segments[2] !== 'pipelines' || segments[4] !== 'executions') return undefined;
  const [pipelineDefinitionId, executionId] = [segments[3], segments[5]];
  if (!pipelineDefinitionId || !executionId) return undefined;
  return { pipelineDefinitionId, executionId };
}
