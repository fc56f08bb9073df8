import { randomUUID } from 'node:crypto';
import { retainedFrom } from '../../../domain/autoaccess/risk-settings.js';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { isUniqueViolation } from '../jas/entity-store.js';
import { checkedPipelineParameters } from '../jas/pipeline-parameters-check.js';
import { readRiskConfig } from '../risk-config/risk-config-store.js';
import { appliedRiskConfig, readRiskSettings } from '../settings/settings-store.js';
import {
  activeExecutions,
  findExecution,
  insertExecution,
  latestExecution,
} from './execution-store.js';
import { modelFileOf, reportFileOf } from './models-dir.js';
import {
  findDatasource,
  findPipelineDefinition,
  recordExecutionEntry,
  type PipelineDefinition,
} from './pipeline-entities.js';
import { definitionNotFound, guardRefusals } from './pipeline-errors.js';
import { withPipelineLock } from './pipeline-lock.js';
import type { PipelineRunner } from './pipeline-runner.js';
import { readPublishedPipeline } from './published-pipeline.js';

export interface StartRunDeps {
  db: Db;
  config: Pick<PlatformConfig, 'bucketsDir' | 'SEED_RANDOM_SEED'>;
  modelsDir: string;
  runner: PipelineRunner;
}

/** The model a Prediction scores with: its training's published run, else its latest success. */
async function predictionModel(db: Db, realm: string, trainingId: string) {
  const published = await readPublishedPipeline(db, realm);
  if (published?.pipeline_definition_id === trainingId) {
    const run = await findExecution(db, realm, published.execution_id);
    if (run?.state === 'SUCCEEDED' && run.model_path) return run.model_path;
  }
  const latest = await latestExecution(db, realm, trainingId, 'SUCCEEDED');
  return latest?.model_path ?? undefined;
}

/** The run guards of the product, on the executions as stored. */
async function checkGuards(db: Db, realm: string, definition: PipelineDefinition) {
  const active = await activeExecutions(db, realm);
  if (active.some((run) => run.pipeline_definition_id === definition.id)) {
    throw guardRefusals.alreadyRunning();
  }
  const datasource = await findDatasource(db, realm, definition.datasourceId);
  if (!datasource?.isActive) throw guardRefusals.datasourceInactive();
  if (definition.type === 'Training') return { datasource, model: undefined };
  const training = definition.trainingId
    ? await findPipelineDefinition(db, realm, definition.trainingId)
    : undefined;
  const latest = training && (await latestExecution(db, realm, training.id));
  if (training?.type !== 'Training' || latest?.state !== 'SUCCEEDED') {
    throw guardRefusals.trainingNotSucceeded();
  }
  if (active.some((run) => run.pipeline_type === 'Prediction')) {
    throw guardRefusals.predictionRunning();
  }
  const model = await predictionModel(db, realm, training.id);
  if (!model) throw guardRefusals.trainingNotSucceeded();
  return { datasource, model };
}

/**
 * `POST /pipeline`: checks the definition, its parameters and the run guards, stores the run
 * as ACTIVE, adds it to the definition's `pipeline_executions` and hands it to the runner.
 */
export async function startRun(
  deps: StartRunDeps,
  realm: string,
  body: { pipeline_definition_id: string; ueba_risk_threshold: number },
): Promise<{ executionID: string; message: string; gcp_url: string }> {
  const { db } = deps;
  const yamlConfig = await readRiskConfig(db, realm);
  const storedSettings = await readRiskSettings(db, realm);
  const { settings } = storedSettings;
  const config = appliedRiskConfig(yamlConfig, storedSettings);
  const executionId = randomUUID();
  const startedAt = new Date();
  // The definition is read under the lock, after any delete that took it first.
  const { definition, parameters, datasource, model } = await withPipelineLock(async () => {
    const definition = await findPipelineDefinition(db, realm, body.pipeline_definition_id);
    if (!definition) throw definitionNotFound(body.pipeline_definition_id);
    const parameters = checkedPipelineParameters(definition.parameters);
    const checked = await checkGuards(db, realm, definition);
    try {
      await insertExecution(db, {
        realm,
        execution_id: executionId,
        pipeline_definition_id: definition.id,
        pipeline_type: definition.type,
        started_at: startedAt,
        stage: 'waiting',
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another platform process started a run in between.
      throw definition.type === 'Prediction'
        ? guardRefusals.predictionRunning()
        : guardRefusals.alreadyRunning();
    }
    return { definition, parameters, ...checked };
  });
  const modelFile = model ?? modelFileOf(deps.modelsDir, realm, executionId);
  deps.runner.enqueue({
    realm,
    request: {
      type: definition.type,
      executionId,
      bucketsDir: deps.config.bucketsDir,
      input: datasource.input,
      featureMapping: datasource.featureMapping,
      parameters,
      config,
      seed: deps.config.SEED_RANDOM_SEED,
      uebaRiskThreshold: body.ueba_risk_threshold,
      retainFrom: retainedFrom(settings, startedAt),
      modelFile,
      reportFile: reportFileOf(modelFile),
    },
  });
  // After the hand-over, so that a failed write to the definition leaves no run that nobody runs.
  await recordExecutionEntry(db, realm, definition.id, {
    execution_id: executionId,
    status: 'ACTIVE',
    start_time: Math.floor(startedAt.getTime() / 1000),
  });
  return { executionID: executionId, message: 'Pipeline started', gcp_url: '' };
}
