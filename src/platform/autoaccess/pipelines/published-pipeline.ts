import {
  PUBLISHED_PIPELINE_CONFIG_ID,
  publishedPipelinePath,
} from '../../../domain/autoaccess/published-pipeline.js';
import type { Db } from '../../store/db.js';
import { findEntity } from '../jas/entity-store.js';
import { entityScope, putEntity } from './pipeline-entities.js';
import { findExecution } from './execution-store.js';

const COMMON_CONFIG = { namespace: 'common', name: 'config' };

export interface PublishedPipeline {
  pipeline_definition_id: string;
  execution_id: string;
}

export async function publishPipeline(
  db: Db,
  realm: string,
  published: PublishedPipeline,
): Promise<void> {
  await putEntity(db, entityScope(realm, COMMON_CONFIG), PUBLISHED_PIPELINE_CONFIG_ID, {
    name: PUBLISHED_PIPELINE_CONFIG_ID,
    common_settings: {
      JSLT_MAPPER_PATH: publishedPipelinePath(realm, {
        pipelineDefinitionId: published.pipeline_definition_id,
        executionId: published.execution_id,
      }),
      ...published,
      published: new Date().toISOString(),
    },
  });
}

export async function readPublishedPipeline(
  db: Db,
  realm: string,
): Promise<PublishedPipeline | undefined> {
  const entity = await findEntity(
    db,
    entityScope(realm, COMMON_CONFIG),
    PUBLISHED_PIPELINE_CONFIG_ID,
  );
  const settings = entity?.data.common_settings as Partial<PublishedPipeline> | undefined;
  if (typeof settings?.pipeline_definition_id !== 'string') return undefined;
  if (typeof settings.execution_id !== 'string') return undefined;
  return {
    pipeline_definition_id: settings.pipeline_definition_id,
    execution_id: settings.execution_id,
  };
}

/** The model file of the published run, when one is published and its model is still there. */
export async function publishedModelFile(db: Db, realm: string): Promise<string | undefined> {
  const published = await readPublishedPipeline(db, realm);
  if (!published) return undefined;
  const run = await findExecution(db, realm, published.execution_id);
  return run?.state === 'SUCCEEDED' ? (run.model_path ?? undefined) : undefined;
}
