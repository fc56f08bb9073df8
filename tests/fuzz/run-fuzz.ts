import type { RunningStack } from '../support/stack.js';
import { sentinelProblems, snapshotSentinels } from './fuzz-stack.js';
import { fuzzMutations } from './graphql-fuzz.js';
import { PlatformFaults } from './platform-faults.js';
import { fuzzPlatform } from './platform-fuzz.js';

export interface FuzzRun {
  /** Runs per mutation; the platform's routes get `runs` × the platform factor in all. */
  runs: number;
  seed: number;
}

/** REST requests per GraphQL run of one mutation: the platform has about 80 route/method pairs. */
const PLATFORM_RUNS_PER_RUN = 25;

/**
 * Both fuzzers against a running stack, then the sentinel check. Throws on the first fault,
 * with fast-check's counterexample and seed.
 */
export async function runFuzz(
  stack: RunningStack,
  { runs, seed }: FuzzRun,
): Promise<{ platformAnswers: Record<string, number> }> {
  const faults = new PlatformFaults(stack.platform.app.server);
  const sentinels = await snapshotSentinels(stack);
  await fuzzMutations(stack, faults, { runs, seed });
  const platformAnswers = await fuzzPlatform(stack, faults, {
    runs: runs * PLATFORM_RUNS_PER_RUN,
    seed,
  });
  const problems = await sentinelProblems(stack, sentinels);
  if (problems.length > 0) throw new Error(`After fuzzing: ${problems.join('; ')}`);
  return { platformAnswers };
}
