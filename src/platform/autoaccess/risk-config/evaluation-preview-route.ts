import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_RISK_CONFIG_CHARS } from '../../../domain/autoaccess/risk-config.js';
import type { ScoredEventDocument } from '../../risk-engine/score-events.js';
import type { SignInEvent } from '../../risk-engine/sign-in-event.js';
import type { TrainedRiskModel } from '../../risk-engine/train.js';
import { badRequest } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { resolveDataFile } from '../buckets/resolve-data-file.js';
import { realmOf } from '../caller.js';
import { dataRecords } from '../pipelines/data-records.js';
import { signInEventMapper } from '../pipelines/map-sign-in-event.js';
import { publishedModelFile } from '../pipelines/published-pipeline.js';
import { RunFailure } from '../pipelines/run-failure.js';
import { appliedRiskConfig, readRiskSettings } from '../settings/settings-store.js';
import { eventReasons } from './event-reasons.js';
import { featureMappingOfFile } from './preview-datasource.js';
import { parseRiskConfigYaml } from './risk-config-yaml.js';

const MAX_PREVIEW_EVENTS = 10;
const text = z.string().max(1024);

const previewBody = z.object({
  filePath: text.min(1),
  bucket: text.min(1),
  processJSON: z.object({ 'active-user-config': z.string().max(MAX_RISK_CONFIG_CHARS) }),
  numOfEvents: z.number().int().min(1).max(MAX_PREVIEW_EVENTS),
});

async function firstEvents(
  records: AsyncGenerator<{ line: number; record: Record<string, unknown> }>,
  toEvent: ReturnType<typeof signInEventMapper>,
  count: number,
): Promise<SignInEvent[]> {
  const events: SignInEvent[] = [];
  try {
    for await (const record of records) {
      events.push(toEvent(record));
      if (events.length >= count) break;
    }
  } catch (error) {
    if (error instanceof RunFailure) throw badRequest(error.message);
    throw error;
  }
  return events;
}

/** The published model, read once per file (a model file never changes once written). */
function publishedModels() {
  let cached: { path: string; model: TrainedRiskModel } | undefined;
  return async (path: string): Promise<TrainedRiskModel> => {
    if (cached?.path !== path) {
      cached = { path, model: JSON.parse(await readFile(path, 'utf8')) as TrainedRiskModel };
    }
    return cached.model;
  };
}

function previewEvent(document: ScoredEventDocument) {
  const { features, risk_score_data: scores } = document.predictionResult;
  return {
    eventId: features.eventId,
    userId: features.userId,
    timestamp: features.timestamp,
    risk_score: scores.risk_score,
    is_risky_event: scores.is_risky_event,
    reasons: eventReasons(document),
    document,
  };
}

/**
 * `POST /processEvaluation/v2/preview`: scores the first events of a file with the configuration
 * given (not stored), the realm's saved Settings over it, and the published model, if any, as a
 * Prediction would.
 */
export function registerEvaluationPreviewRoute(
  app: FastifyInstance,
  deps: { db: Db; bucketsDir: string },
): void {
  const modelAt = publishedModels();
  app.post('/processEvaluation/v2/preview', async (request) => {
    const realm = realmOf(request);
    const body = parseInput(previewBody, request.body, 'request body');
    const config = appliedRiskConfig(
      parseRiskConfigYaml(body.processJSON['active-user-config']),
      await readRiskSettings(deps.db, realm),
    );
    const file = await resolveDataFile(deps.bucketsDir, body.bucket, body.filePath);
    const mapping = await featureMappingOfFile(deps.db, deps.bucketsDir, realm, {
      ...file,
      bucket: body.bucket,
      filePath: body.filePath,
    });
    let toEvent: ReturnType<typeof signInEventMapper>;
    try {
      toEvent = signInEventMapper(mapping ?? {});
    } catch (error) {
      if (error instanceof RunFailure) throw badRequest(error.message);
      throw error;
    }
    const events = await firstEvents(dataRecords(file), toEvent, body.numOfEvents);
    const modelFile = await publishedModelFile(deps.db, realm);
    const model = modelFile ? await modelAt(modelFile).catch(() => null) : null;
    // Loaded on first use: the engine's libraries stay out of the platform's start.
    const { scoreEvents } = await import('../../risk-engine/score-events.js');
    const documents = await scoreEvents(model, events, config, {});
    return {
      model: model ? ('published' as const) : ('heuristics-only' as const),
      events: documents.map(previewEvent),
    };
  });
}
