// The entry of a pipeline run's worker thread. The platform runs TypeScript through tsx (npm
// start, npm run dev) or vitest (tests); a worker thread has neither, so it loads the run
// module through tsx's ESM API.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { runPipeline } = await tsImport('./run-pipeline.ts', import.meta.url);
await runPipeline(workerData, (message) => parentPort.postMessage(message));
