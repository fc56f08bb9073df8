import { relative } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { holdRun } from './file-lock.js';
import { runLockMode } from './run-lock-mode.js';

let release: (() => Promise<void>) | undefined;

// Vitest reads the hook's first parameter as a fixtures pattern: it must destructure.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  release = await holdRun(runLockMode(relative(process.cwd(), suite.file.filepath)));
});

afterAll(async () => {
  await release?.();
});
