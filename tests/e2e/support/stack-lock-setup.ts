import { relative } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { holdStack } from './file-lock.js';
import { stackLockMode } from './stack-sharing.js';

let release: (() => Promise<void>) | undefined;

// Vitest reads the hook's first parameter as a fixtures pattern: it must destructure.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  release = await holdStack(stackLockMode(relative(process.cwd(), suite.file.filepath)));
});

afterAll(async () => {
  await release?.();
});
