import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../store/db.js';
import type { RiskEventIndex } from '../search/risk-event-index.js';
import {
  findExecution,
  finishExecution,
  insertLogLines,
  MAX_LOG_LINES,
  updateProgress,
  type LogLine,
} from './execution-store.js';
import type { PipelineType } from '../../../domain/autoaccess/pipeline-parameters.js';
import type { RunMessage } from './run-messages.js';
import { runPercent } from './run-progress.js';

export interface RunRecorderDeps {
  db: Db;
  riskEvents: RiskEventIndex;
  log: FastifyBaseLogger;
}

export interface RunIdentity {
  realm: string;
  executionId: string;
  type: PipelineType;
  /** Set for a Training run: the model file it writes. */
  modelFile: string | undefined;
}

/**
 * Stores what a run's worker reports, in the order it reports it: progress (only the latest
 * when several wait), log lines (in batches), scored documents (into the risk index), and the
 * end. Nothing is written once `stop` was called.
 */
export function runRecorder(deps: RunRecorderDeps, run: RunIdentity) {
  const { db } = deps;
  const { realm } = run;
  let chain = Promise.resolve();
  let stopped = false;
  let ended = false;
  let seq = 0;
  let pendingLines: LogLine[] = [];
  let pendingProgress: { stage: string; percent: number } | undefined;
  /** The percent of the whole run last reported: it never goes back. */
  let runDone = 0;
  const overall = (stage: string, percent: number) => {
    runDone = runPercent(run.type, stage, percent, runDone);
    return { stage: stage.slice(0, 64), percent: runDone };
  };
  let insertFailure: string | undefined;

  const write = (task: () => Promise<void>) => {
    chain = chain
      .then(() => (stopped ? undefined : task()))
      .catch((error: unknown) => deps.log.error({ err: error, run }, 'pipeline run record failed'));
  };

  const log = (level: LogLine['level'], message: string) => {
    if (seq + pendingLines.length >= MAX_LOG_LINES - 1) return;
    if (pendingLines.length === 0) {
      write(async () => {
        const lines = pendingLines;
        pendingLines = [];
        const first = seq;
        seq += lines.length;
        await insertLogLines(db, realm, run.executionId, first, lines);
      });
    }
    pendingLines.push({ time: new Date(), level, message });
  };

  const progress = (stage: string, percent: number) => {
    if (!pendingProgress) {
      write(async () => {
        const latest = pendingProgress!;
        pendingProgress = undefined;
        await updateProgress(db, realm, run.executionId, latest);
      });
    }
    pendingProgress = overall(stage, percent);
  };

  /** Logs the last line and ends the stored run, unless it has ended already (a restart). */
  const conclude = (state: 'SUCCEEDED' | 'FAILED', reason = 'the run failed') => {
    const result = state === 'SUCCEEDED' ? 'SUCCESS' : `FAILURE: ${reason}`;
    write(async () => {
      if ((await findExecution(db, realm, run.executionId))?.state !== 'ACTIVE') return;
      const last: LogLine = {
        time: new Date(),
        level: state === 'SUCCEEDED' ? 'info' : 'error',
        message: state === 'SUCCEEDED' ? 'The run succeeded' : result,
      };
      await insertLogLines(db, realm, run.executionId, seq, [last]);
      seq += 1;
      await finishExecution(db, realm, run.executionId, {
        state,
        result,
        model_path: state === 'SUCCEEDED' ? (run.modelFile ?? null) : null,
      });
    });
  };

  const fail = (reason: string) => {
    if (ended) return;
    ended = true;
    conclude('FAILED', reason);
  };

  return {
    receive(message: RunMessage): void {
      if (ended) return;
      switch (message.type) {
        case 'progress':
          return progress(message.stage, message.percent);
        case 'log':
          return log(message.level, message.message);
        case 'documents': {
          const documents = message.documents.map((doc) => ({ ...doc, realm: `/${realm}` }));
          const percent = Math.floor((message.through / message.total) * 100);
          // The writing's progress is that of the inserts, stored as each is done.
          write(async () => {
            if (insertFailure) return;
            try {
              await deps.riskEvents.insert(realm, documents);
            } catch (error) {
              insertFailure = `the risk index refused the scored events: ${(error as Error).message}`;
              return;
            }
            await updateProgress(db, realm, run.executionId, overall('writing', percent));
          });
          return;
        }
        case 'succeeded':
          ended = true;
          // Decided once the documents sent before it are stored.
          write(() => {
            if (insertFailure) conclude('FAILED', insertFailure);
            else conclude('SUCCEEDED');
            return Promise.resolve();
          });
          return;
        case 'failed':
          return fail(message.reason);
      }
    },
    /** Ends the run as FAILED unless it has ended (its worker stopped or broke). */
    fail,
    /** Resolves when everything received so far is stored. */
    async settled(): Promise<void> {
      // A stored message may queue further writes (the end after the documents).
      let awaited: Promise<void>;
      do {
        awaited = chain;
        await awaited;
      } while (awaited !== chain);
    },
    stop(): void {
      stopped = true;
    },
  };
}

export type RunRecorder = ReturnType<typeof runRecorder>;
