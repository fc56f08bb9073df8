import { relative } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { holdStack } from './file-lock.js';

/**
 * Files that only touch users of their own (claimed users) or read what they share, and so run
 * beside each other. Every other file changes something other files see (realm-wide
 * configuration, the demo accounts' data or sessions) and runs alone.
 */
const SHARING_FILES = new Set([
  'tests/e2e/account-security.test.ts',
  'tests/e2e/idle-timeout.test.ts',
  'tests/e2e/machine-paths/idle-timeout-paths.test.ts',
  'tests/e2e/machine-paths/session-paths.test.ts',
  'tests/e2e/production-graphql.test.ts',
  'tests/e2e/sign-in.test.ts',
]);

let release: (() => Promise<void>) | undefined;

// Vitest reads the hook's first parameter as a fixtures pattern: it must destructure.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  const file = relative(process.cwd(), suite.file.filepath).split('\\').join('/');
  release = await holdStack(SHARING_FILES.has(file) ? 'shared' : 'exclusive');
});

afterAll(async () => {
  await release?.();
});
