import type { LockMode } from './file-lock.js';

/**
 * Files that run with no other file beside them. Every other file runs beside one, each on its
 * worker's own stack: a worker runs one file at a time, so files that change what every user of
 * the stack sees (realm-wide configuration, the system notice, the demo accounts) never run beside
 * a file of the same stack. The idle-timeout plan's paths still run alone: their warning, nine
 * minutes of page clock after the last activity, was missed beside another file on a loaded
 * machine while it always showed alone.
 */
const ALONE_FILES = new Set(['tests/e2e/machine-paths/idle-timeout-paths.test.ts']);

/** How a test file, by its path from the project root, holds the run's lock. */
export function runLockMode(file: string): LockMode {
  return ALONE_FILES.has(file.split('\\').join('/')) ? 'exclusive' : 'shared';
}
