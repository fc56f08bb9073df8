import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { modelsReport } from '../../risk-engine/models-report.js';
import { scoreEvents, type ScoredEventDocument } from '../../risk-engine/score-events.js';
import type { SignInEvent } from '../../risk-engine/sign-in-event.js';
import { trainRiskModel, type TrainedRiskModel } from '../../risk-engine/train.js';
import { resolveDataFile, splitInput } from '../buckets/resolve-data-file.js';
import { checkedPipelineParameters } from '../jas/pipeline-parameters-check.js';
import { labelsFileOf, readAttackLabels } from './attack-labels.js';
import { dataRecords } from './data-records.js';
import { signInEventMapper } from './map-sign-in-event.js';
import { RunFailure } from './run-failure.js';
import { trainingDataAdvice } from './training-data-advice.js';
import type { RunMessage, RunRequest } from './run-messages.js';

/** Scored documents per message to the platform (and per insert into the risk index). */
const DOCUMENTS_PER_BATCH = 1000;

type Post = (message: RunMessage) => void;

/** Reports each stage's progress (0–100 within the stage, as the engine reports it) on change. */
function progressReporter(post: Post) {
  let last = '';
  return (stage: string, percent: number) => {
    const rounded = Math.max(0, Math.min(100, Math.round(percent)));
    if (`${stage} ${rounded}` === last) return;
    last = `${stage} ${rounded}`;
    post({ type: 'progress', stage, percent: rounded });
  };
}

async function readEvents(
  request: RunRequest,
  post: Post,
  progress: ReturnType<typeof progressReporter>,
) {
  const { bucket, filePath } = splitInput(request.input);
  const file = await resolveDataFile(request.bucketsDir, bucket, filePath);
  post({ type: 'log', level: 'info', message: `Reading ${request.input}` });
  const toEvent = signInEventMapper(request.featureMapping);
  const events: SignInEvent[] = [];
  const onBytes = (fraction: number) => progress('reading', fraction * 100);
  for await (const record of dataRecords(file, onBytes)) events.push(toEvent(record));
  if (events.length === 0) throw new RunFailure(`the data file holds no events: ${request.input}`);
  post({ type: 'log', level: 'info', message: `Read ${events.length} events` });
  return { events, file, bucket };
}

async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}`;
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, path);
}

/** The spec's words for a Training that cannot read its data source, before the reason. */
const BASELINE_INGEST_FAILED = 'Baseline ingest failed.';

async function train(request: RunRequest, post: Post): Promise<void> {
  const progress = progressReporter(post);
  const parameters = checkedPipelineParameters(request.parameters);
  const { events, file, bucket } = await readEvents(request, post, progress).catch(
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RunFailure(`${BASELINE_INGEST_FAILED} ${reason}`);
    },
  );
  const advice = trainingDataAdvice(events);
  if (advice) post({ type: 'log', level: 'warn', message: advice });
  const labelsFile = await labelsFileOf(request.bucketsDir, bucket, file.path);
  const labels = labelsFile ? await readAttackLabels(labelsFile) : undefined;
  if (labels) post({ type: 'log', level: 'info', message: `Read ${labels.size} attack labels` });
  const model = await trainRiskModel({
    events,
    parameters,
    config: request.config,
    seed: request.seed,
    ...(labels ? { labels } : {}),
    progress,
    log: (message) => post({ type: 'log', level: 'info', message }),
  });
  progress('saving', 0);
  await writeJsonFile(request.modelFile, model);
  await writeJsonFile(request.reportFile, modelsReport(model, request.executionId));
  post({ type: 'log', level: 'info', message: 'Saved the trained model' });
}

/** The documents of events at or after `retainFrom`, saying how many older ones are dropped. */
function retained(
  documents: ScoredEventDocument[],
  retainFrom: string | undefined,
  post: Post,
): ScoredEventDocument[] {
  if (!retainFrom) return documents;
  const from = Date.parse(retainFrom);
  const kept = documents.filter(
    (doc) => Date.parse(doc.predictionResult.features.timestamp) >= from,
  );
  if (kept.length < documents.length) {
    post({
      type: 'log',
      level: 'info',
      message: `Kept ${kept.length} events from ${retainFrom}; ${documents.length - kept.length} older ones are past the retention period`,
    });
  }
  return kept;
}

async function predict(request: RunRequest, post: Post): Promise<void> {
  const progress = progressReporter(post);
  checkedPipelineParameters(request.parameters);
  const model = JSON.parse(await readFile(request.modelFile, 'utf8')) as TrainedRiskModel;
  const { events } = await readEvents(request, post, progress);
  const scored = await scoreEvents(model, events, request.config, {
    uebaRiskThreshold: request.uebaRiskThreshold,
    progress,
    log: (message) => post({ type: 'log', level: 'info', message }),
  });
  const documents = retained(scored, request.retainFrom, post);
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_BATCH) {
    const batch = documents.slice(start, start + DOCUMENTS_PER_BATCH);
    const through = start + batch.length;
    post({ type: 'documents', documents: batch, through, total: documents.length });
  }
  const risky = documents.filter((doc) => doc.predictionResult.risk_score_data.is_risky_event);
  post({
    type: 'log',
    level: 'info',
    message: `Scored ${documents.length} events, ${risky.length} risky`,
  });
}

/**
 * Runs a Training or a Prediction: reads and maps the data source's file, calls the engine,
 * writes the model (Training) or posts the scored documents (Prediction). It ends with a
 * `succeeded` or a `failed` message (with the error's own words); it never throws.
 */
export async function runPipeline(request: RunRequest, post: Post): Promise<void> {
  try {
    post({
      type: 'log',
      level: 'info',
      message: `${request.type} run ${request.executionId} started`,
    });
    await (request.type === 'Training' ? train(request, post) : predict(request, post));
    post({ type: 'succeeded' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', reason: reason === '' ? 'the run failed' : reason });
  }
}
