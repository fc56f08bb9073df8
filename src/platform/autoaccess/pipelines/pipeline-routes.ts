import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PipelineModelsReport } from '../../../domain/autoaccess/pipeline-models.js';
import { parseInput } from '../../http/parse-input.js';
import { realmOf } from '../caller.js';
import {
  findExecution,
  latestExecution,
  readLogLines,
  type ExecutionRow,
} from './execution-store.js';
import { reportFileOf } from './models-dir.js';
import { findPipelineDefinition } from './pipeline-entities.js';
import {
  definitionNotFound,
  executionNotFound,
  guardRefusals,
  neverRan,
  noTrainedModels,
} from './pipeline-errors.js';
import { publishPipeline } from './published-pipeline.js';
import { startRun, type StartRunDeps } from './start-run.js';

const id = z.string().min(1).max(128);
const startBody = z.object({
  pipeline_definition_id: id,
  ueba_risk_threshold: z.number().min(0).max(100),
});
const publishBody = z.object({ pipeline_definition_id: id });
const executionQuery = z.object({ executionID: id });
const definitionParams = z.object({ id });
const logsQuery = z.object({ executionID: id.optional() });

const seconds = (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000) });

function executionStatus(run: ExecutionRow) {
  return {
    name: run.execution_id,
    pipeline_definition_id: run.pipeline_definition_id,
    state: run.state,
    result: run.result,
    startTime: seconds(run.started_at),
    endTime: run.ended_at ? seconds(run.ended_at) : null,
    progress: { stage: run.stage, percent: run.percent },
  };
}

/** The auto-access API's pipeline calls: run, status, models, logs, publish. */
export function registerPipelineRoutes(app: FastifyInstance, deps: StartRunDeps): void {
  const { db } = deps;

  const definitionOf = async (realm: string, params: unknown) => {
    const { id: definitionId } = parseInput(definitionParams, params, 'path');
    const definition = await findPipelineDefinition(db, realm, definitionId);
    if (!definition) throw definitionNotFound(definitionId);
    return definition;
  };

  app.post('/pipeline', async (request) => {
    const body = parseInput(startBody, request.body, 'request body');
    return startRun(deps, realmOf(request), body);
  });

  app.get('/pipeline', async (request) => {
    const { executionID } = parseInput(executionQuery, request.query, 'query parameters');
    const run = await findExecution(db, realmOf(request), executionID);
    if (!run) throw executionNotFound(executionID);
    return executionStatus(run);
  });

  app.get('/pipeline/:id/models', async (request) => {
    const realm = realmOf(request);
    const definition = await definitionOf(realm, request.params);
    const trainingId = definition.type === 'Prediction' ? definition.trainingId : definition.id;
    const run = trainingId ? await latestExecution(db, realm, trainingId, 'SUCCEEDED') : undefined;
    if (!run?.model_path) throw noTrainedModels();
    const report = await readFile(reportFileOf(run.model_path), 'utf8').catch(() => undefined);
    if (report === undefined) throw noTrainedModels();
    return JSON.parse(report) as PipelineModelsReport;
  });

  app.get('/pipeline/:id/logs', async (request) => {
    const realm = realmOf(request);
    const definition = await definitionOf(realm, request.params);
    const { executionID } = parseInput(logsQuery, request.query, 'query parameters');
    const run = executionID
      ? await findExecution(db, realm, executionID)
      : await latestExecution(db, realm, definition.id);
    if (executionID && run?.pipeline_definition_id !== definition.id) {
      throw executionNotFound(executionID);
    }
    if (!run) throw neverRan();
    const lines = await readLogLines(db, realm, run.execution_id);
    return {
      executionID: run.execution_id,
      logs: lines.map((line) => ({ ...line, time: line.time.toISOString() })),
    };
  });

  app.post('/pipeline/publish', async (request) => {
    const realm = realmOf(request);
    const body = parseInput(publishBody, request.body, 'request body');
    const definition = await findPipelineDefinition(db, realm, body.pipeline_definition_id);
    if (!definition) throw definitionNotFound(body.pipeline_definition_id);
    const latest = await latestExecution(db, realm, definition.id);
    if (definition.type !== 'Training' || latest?.state !== 'SUCCEEDED') {
      throw guardRefusals.notPublishable();
    }
    await publishPipeline(db, realm, {
      pipeline_definition_id: definition.id,
      execution_id: latest.execution_id,
    });
    return { message: 'Pipeline published' };
  });
}
