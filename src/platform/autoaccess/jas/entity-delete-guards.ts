import { CrestError } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { latestExecution } from '../pipelines/execution-store.js';
import { entityScope } from '../pipelines/pipeline-entities.js';
import { readPublishedPipeline } from '../pipelines/published-pipeline.js';
import { DATASOURCES, PIPELINE_DEFINITIONS, type EntityKind } from './entity-kinds.js';
import { listEntities, type StoredEntity } from './entity-store.js';

/** Pipelines named in a refusal, at most; the others are counted. */
const NAMES_SHOWN = 5;

const refused = (message: string) => new CrestError(409, message);

const pipelineDefinitions = (db: Db, realm: string) =>
  listEntities(db, entityScope(realm, PIPELINE_DEFINITIONS));

function namesOf(pipelines: readonly StoredEntity[]): string {
  const names = pipelines.map((pipeline) => String(pipeline.data.pipeline_name)).sort();
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

async function checkDataSourceUnused(db: Db, realm: string, id: string): Promise<void> {
  const users = (await pipelineDefinitions(db, realm)).filter(
    (pipeline) => pipeline.data.datasource_id === id,
  );
  if (users.length > 0) {
    throw refused(`The data source cannot be deleted while pipelines use it: ${namesOf(users)}.`);
  }
}

async function checkPipelineUnused(db: Db, realm: string, id: string): Promise<void> {
  if (await latestExecution(db, realm, id, 'ACTIVE')) {
    throw refused('The pipeline cannot be deleted while it is running.');
  }
  if ((await readPublishedPipeline(db, realm))?.pipeline_definition_id === id) {
    throw refused(
      'The pipeline cannot be deleted while it is published: predictions use its models.',
    );
  }
  const predictions = (await pipelineDefinitions(db, realm)).filter(
    (pipeline) =>
      pipeline.data.pipeline_type === 'Prediction' &&
      pipeline.data.training_pipeline_definition_id === id,
  );
  if (predictions.length > 0) {
    throw refused(
      `The pipeline cannot be deleted while Prediction pipelines use it: ${namesOf(predictions)}.`,
    );
  }
}

/**
 * Refuses (409) to delete a record of the realm that others rely on: a data source a pipeline
 * reads, or a pipeline that runs, is published or trains a Prediction.
 */
export async function checkDeletable(
  db: Db,
  realm: string,
  kind: EntityKind,
  id: string,
): Promise<void> {
  if (kind === DATASOURCES) return checkDataSourceUnused(db, realm, id);
  if (kind === PIPELINE_DEFINITIONS) return checkPipelineUnused(db, realm, id);
}
