import { Worker } from 'node:worker_threads';
import type { RunMessage, RunRequest } from './run-messages.js';
import { runRecorder, type RunRecorder, type RunRecorderDeps } from './run-recorder.js';

export interface QueuedRun {
  realm: string;
  request: RunRequest;
}

interface CurrentRun {
  worker: Worker;
  recorder: RunRecorder;
  done: Promise<void>;
}

const WORKER_ENTRY = new URL('./run-worker-entry.js', import.meta.url);

/**
 * Runs pipelines one at a time, each in a worker thread of its own, so that the platform keeps
 * answering while a model trains; the others wait in order (stored as ACTIVE, stage
 * "waiting"). Closing stops the running worker and forgets the waiting runs: the next start
 * of the platform marks them FAILED.
 */
export function createPipelineRunner(deps: RunRecorderDeps) {
  const waiting: QueuedRun[] = [];
  let current: CurrentRun | undefined;
  let closed = false;

  function start({ realm, request }: QueuedRun): CurrentRun {
    const recorder = runRecorder(deps, {
      realm,
      executionId: request.executionId,
      type: request.type,
      modelFile: request.type === 'Training' ? request.modelFile : undefined,
    });
    recorder.receive({ type: 'progress', stage: 'starting', percent: 0 });
    const worker = new Worker(WORKER_ENTRY, { workerData: request });
    const done = new Promise<void>((resolve) => {
      worker.on('message', (message: RunMessage) => {
        recorder.receive(message);
        if (message.type === 'succeeded' || message.type === 'failed') void worker.terminate();
      });
      worker.on('error', (error) => recorder.fail(error.message));
      worker.on('exit', (code) => {
        if (!closed) recorder.fail(`the run's worker stopped (exit code ${code})`);
        void recorder.settled().then(resolve);
      });
    });
    return { worker, recorder, done };
  }

  async function next(): Promise<void> {
    if (current || closed) return;
    const run = waiting.shift();
    if (!run) return;
    current = start(run);
    await current.done;
    current = undefined;
    await next();
  }

  return {
    /** Starts a run (stored as ACTIVE, stage "waiting") now, or after the runs before it. */
    enqueue(run: QueuedRun): void {
      if (closed) return;
      waiting.push(run);
      void next();
    },
    async close(): Promise<void> {
      closed = true;
      waiting.length = 0;
      const running = current;
      if (!running) return;
      running.recorder.stop();
      await running.worker.terminate();
      await running.done;
    },
  };
}

export type PipelineRunner = ReturnType<typeof createPipelineRunner>;
