import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { DATASOURCES, ENTITY_VERSION, PIPELINE_DEFINITIONS } from './entity-kinds.js';
import { findEntity } from './entity-store.js';
import { checkedPipelineParameters } from './pipeline-parameters-check.js';

const scope = (realm: string, kind: { namespace: string; name: string }) => ({
  realm,
  namespace: kind.namespace,
  name: kind.name,
  version: ENTITY_VERSION,
});

/**
 * Checks a pipeline definition's record: its parameters in range (stored with their defaults),
 * its data source in the realm, and a Prediction's training a Training of the realm. A bad
 * record is a 400.
 */
export async function checkPipelineDefinitionRecord(
  db: Db,
  realm: string,
  record: Record<string, unknown>,
): Promise<void> {
  record.pipeline_parameters = checkedPipelineParameters(record.pipeline_parameters);
  const datasourceId = record.datasource_id;
  if (typeof datasourceId === 'string') {
    if (!(await findEntity(db, scope(realm, DATASOURCES), datasourceId))) {
      throw badRequest(`data source not found: ${datasourceId}`);
    }
  }
  if (record.pipeline_type !== 'Prediction') return;
  const trainingId = record.training_pipeline_definition_id;
  if (typeof trainingId !== 'string') {
    throw badRequest('A Prediction pipeline needs training_pipeline_definition_id');
  }
  const training = await findEntity(db, scope(realm, PIPELINE_DEFINITIONS), trainingId);
  if (training?.data.pipeline_type !== 'Training') {
    throw badRequest(`training pipeline not found: ${trainingId}`);
  }
}
